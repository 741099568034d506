import { addFieldLabels } from '@tribuna/contracts/field-labels';
import { addMessages } from '@tribuna/contracts/messages';
import { storeMessages } from '@tribuna/contracts/messages/store';
import { STORE_FIELD_LABELS } from '@tribuna/contracts/store';
import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_STORE } from './demo-store';
import { storeOfficeRoutes, storeOpenRoutes, storePlayerRoutes } from './store.routes';
import { createStoreService, type StoreService } from './store.service';

// Its refusals and its forms' rules, out of the shared catalogue's values (ADR 0043).
addMessages(storeMessages);
addFieldLabels(STORE_FIELD_LABELS);

declare module '../../kernel/module' {
  interface ModuleServices {
    store: StoreService;
  }
}

/**
 * The store: items bought with miles (bonus credit, free spins, free bets, physical goods),
 * the players' orders, and the marketing desk that manages both (ADR 0052).
 */
export const storeModule = defineModule({
  name: 'store',
  needs: ['audit', 'tenants', 'players', 'responsible', 'bonus', 'miles', 'inbox'],
  create(
    { audit, tenants, players, responsible, bonus, miles, inbox },
    { db, clock, idempotency },
  ) {
    const store = createStoreService({
      db,
      clock,
      idempotency,
      tenants,
      players,
      audit,
      responsible,
      bonus,
      miles,
    });
    // Every change of an order's state is told to its player, in the change's transaction.
    store.useOrderListener(async (tx, change) => {
      await inbox.send(tx, {
        tenantId: change.tenantId,
        playerId: change.playerId,
        key: `store.order.${change.to}:${change.orderId}`,
        kind: 'system',
        title: `store.inbox.${change.to}_title`,
        body: `store.inbox.${change.to}_body`,
        params: { item: await store.itemName(tx, change.tenantId, change.itemId) },
      });
    });
    return store;
  },
  async routes(groups, store) {
    await groups.open((api) => storeOpenRoutes(api, { store }));
    await groups.player((api) => storePlayerRoutes(api, { store }));
    await groups.office(['marketing'], (api) => storeOfficeRoutes(api, { store }));
  },
  seed: {
    async brand(store, brand) {
      for (const { campaign, item } of DEMO_STORE[brand.slug] ?? []) {
        const campaignId =
          campaign === null ? null : await store.campaignIdByName(brand.id, campaign);
        // A brand without the campaign (bonuses forbidden) goes without the item.
        if (campaign !== null && campaignId === null) continue;
        await store.createItem(SYSTEM_ACTOR, brand.id, { ...item, campaign_id: campaignId });
      }
    },
  },
});

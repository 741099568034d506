import { addMessages } from '@tribuna/contracts/messages';
import { bonusMessages } from '@tribuna/contracts/messages/bonus';
import { defineModule } from '../../kernel/module';
import { BONUS_COST_ACCOUNT, BONUS_TRANSACTION_TYPES } from './bonus-lifecycle';
import { bonusOfficeRoutes, bonusRoutes } from './bonus.routes';
import { createBonusService, type BonusService } from './bonus.service';
import { createBonusWagering } from './bonus-wagering';
import { DEMO_CAMPAIGNS, DEMO_CAMPAIGNS_START } from './demo-bonus';

// Its messages (refusals, and the contract's rules of its forms), out of the shared
// catalogue's values (ADR 0043).
addMessages(bonusMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    bonus: BonusService;
  }
}

/**
 * Bonuses: campaigns, players' bonuses and bonus money. Its rules plug into the money port
 * (the spending order, the maximum stake, where returns go, the withdrawal that asks first),
 * into registration (the promo code) and into breaks (which cancel bonuses); its wagering is
 * counted from the activity stream.
 */
export const bonusModule = defineModule({
  name: 'bonus',
  needs: ['audit', 'tenants', 'players', 'wallet', 'responsible', 'activity', 'casino', 'inbox'],
  ledger: {
    brandAccounts: [BONUS_COST_ACCOUNT],
    transactionTypes: BONUS_TRANSACTION_TYPES,
  },
  create({ audit, tenants, players, wallet, responsible, activity, casino, inbox }, { db, clock }) {
    const bonus = createBonusService({
      db,
      clock,
      tenants,
      wallet,
      responsible,
      audit,
      activity,
      casino: casino.player,
      inbox,
    });
    wallet.port.usePolicy(bonus.money.policy);
    players.useRegistrationStep(bonus.registration);
    responsible.useBreakListener(bonus.onBreak);
    return bonus;
  },
  async routes(groups, bonus, _platform, { players }) {
    await groups.player((api) => bonusRoutes(api, { bonus }));
    await groups.office(['marketing'], (api) => bonusOfficeRoutes(api, { bonus, players }));
  },
  jobs(bonus, { clock }) {
    const wagering = createBonusWagering({ service: bonus });
    return [
      bonus.wageringJob(wagering.handle),
      {
        kind: 'recurring',
        name: 'bonus.cashback',
        everyMs: 10 * 60_000,
        async run() {
          await bonus.cashback(clock());
        },
      },
      {
        kind: 'recurring',
        name: 'bonus.expiry',
        everyMs: 60_000,
        async run() {
          while ((await wagering.expire(clock())) === 100) {
            // A full sweep: more may be due.
          }
        },
      },
    ];
  },
  seed: {
    /** The demo brands' real campaigns (the ones their promotions offer). */
    async brand(bonus, brand) {
      for (const campaign of DEMO_CAMPAIGNS[brand.slug] ?? []) {
        await bonus.createCampaign({ staffId: null, username: 'system', ip: null }, brand.id, {
          ...campaign,
          starts_at: DEMO_CAMPAIGNS_START,
        });
      }
    },
  },
});

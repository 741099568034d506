import { addMessages } from '@tribuna/contracts/messages';
import { responsibleInboxMessages } from '@tribuna/contracts/messages/responsible-inbox';
import { defineModule } from '../../kernel/module';
import { responsibleOfficeRoutes, responsibleRoutes } from './responsible.routes';
import { createResponsibleService, type ResponsibleService } from './responsible.service';

// What it writes in the player's inbox, rendered there when read (ADR 0050).
addMessages(responsibleInboxMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    responsible: ResponsibleService;
  }
}

/**
 * Responsible gambling: limits, reality checks, breaks and statements for players, the
 * compliance desk for staff. Its rules plug into the money port (every stake and deposit
 * of every product) and into logging in, so no product needs to know them.
 */
export const responsibleModule = defineModule({
  name: 'responsible',
  needs: ['audit', 'tenants', 'players', 'wallet', 'activity', 'inbox'],
  create({ audit, tenants, players, wallet, activity, inbox }, { db, clock, env }) {
    const responsible = createResponsibleService({
      db,
      clock,
      tenants,
      players,
      audit,
      activity,
      inbox,
      realityCheckMinuteMs: env.REALITY_CHECK_MINUTE_MS ?? 60_000,
    });
    wallet.port.usePolicy({
      name: 'responsible-gambling',
      check: responsible.checkStake,
      deposit: responsible.checkDeposit,
    });
    players.useLoginGate(responsible.checkLogin);
    // No marketing message reaches a player on a time-out or self-excluded.
    inbox.useMarketingGate((tx, _tenantId, playerIds) => responsible.onBreakAmong(tx, playerIds));
    return responsible;
  },
  async routes(groups, responsible, _platform, { tenants }) {
    await groups.player((api) => responsibleRoutes(api, { responsible }));
    await groups.office(['compliance'], (api) =>
      responsibleOfficeRoutes(api, { responsible, tenants }),
    );
  },
});

import { defineModule } from '../../kernel/module';
import { responsibleOfficeRoutes, responsibleRoutes } from './responsible.routes';
import { createResponsibleService, type ResponsibleService } from './responsible.service';

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
  needs: ['audit', 'tenants', 'players', 'wallet', 'activity'],
  create({ audit, tenants, players, wallet, activity }, { db, clock, env }) {
    const responsible = createResponsibleService({
      db,
      clock,
      tenants,
      players,
      audit,
      activity,
      realityCheckMinuteMs: env.REALITY_CHECK_MINUTE_MS ?? 60_000,
    });
    wallet.port.usePolicy({
      name: 'responsible-gambling',
      check: responsible.checkStake,
      deposit: responsible.checkDeposit,
    });
    players.useLoginGate(responsible.checkLogin);
    return responsible;
  },
  async routes(groups, responsible, _platform, { tenants }) {
    await groups.player((api) => responsibleRoutes(api, { responsible }));
    await groups.office(['compliance'], (api) =>
      responsibleOfficeRoutes(api, { responsible, tenants }),
    );
  },
});

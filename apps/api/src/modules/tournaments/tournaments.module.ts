import { addMessages } from '@tribuna/contracts/messages';
import { tournamentsMessages } from '@tribuna/contracts/messages/tournaments';
import { defineModule } from '../../kernel/module';
import { seedDemoTournaments } from './demo-tournaments';
import {
  tournamentsOfficeRoutes,
  tournamentsOpenRoutes,
  tournamentsPlayerRoutes,
} from './tournaments.routes';
import {
  TOURNAMENTS_ACCOUNT,
  TOURNAMENT_TRANSACTION_TYPES,
  createTournamentsService,
  type TournamentsService,
} from './tournaments.service';

// Its refusals, its forms' rules and its inbox messages, out of the shared catalogue's
// values (ADR 0043).
addMessages(tournamentsMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    tournaments: TournamentsService;
  }
}

/**
 * Tournaments (ADR 0054): casino and sports competitions scored from the activity
 * stream, their live boards, the close job that pays prizes once, and the marketing desk.
 */
export const tournamentsModule = defineModule({
  name: 'tournaments',
  needs: [
    'audit',
    'tenants',
    'players',
    'activity',
    'live',
    'inbox',
    'wallet',
    'responsible',
    'casino',
    'bonus',
    'miles',
    'sports',
  ],
  ledger: { brandAccounts: [TOURNAMENTS_ACCOUNT], transactionTypes: TOURNAMENT_TRANSACTION_TYPES },
  create(deps, { db, clock, idempotency }) {
    const { casino, sports, ...rest } = deps;
    return createTournamentsService({
      ...rest,
      db,
      clock,
      idempotency,
      gameNames: async (tenantId) =>
        new Map(
          [...(await casino.catalogue.of(tenantId)).bySlug.values()].map((g) => [g.slug, g.name]),
        ),
      offeredSports: async (tenantId) => [...(await sports.settings.all(tenantId)).keys()],
      betSports: (tx, betIds) => sports.betSports(tx, betIds),
    });
  },
  async routes(groups, tournaments) {
    await groups.open((api) => tournamentsOpenRoutes(api, { tournaments }));
    await groups.player((api) => tournamentsPlayerRoutes(api, { tournaments }));
    await groups.office(['marketing'], (api) => tournamentsOfficeRoutes(api, { tournaments }));
  },
  jobs: (tournaments) => tournaments.jobs(),
  seed: {
    brand: (tournaments, brand, { players }) => seedDemoTournaments(tournaments, brand, players),
  },
});

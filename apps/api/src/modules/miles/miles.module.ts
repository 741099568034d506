import { addMessages } from '@tribuna/contracts/messages';
import { milesMessages } from '@tribuna/contracts/messages/miles';
import { defineModule } from '../../kernel/module';
import { milesOfficeRoutes, milesRoutes } from './miles.routes';
import {
  MILES_ACCOUNT,
  MILES_TRANSACTION_TYPES,
  createMilesService,
  type MilesService,
} from './miles.service';
import { MILES_BRAND_SETTINGS } from './miles-terms';
import { seedDemoMiles } from './demo-miles';

// Its messages (refusals, and the contract's rules of its forms), out of the shared
// catalogue's values (ADR 0043).
addMessages(milesMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    miles: MilesService;
  }
}

/**
 * Miles: earned on real-money stakes from the activity stream, claimed within 31 days,
 * spent in the store, withdrawn to cash, given by staff, referrals and tournaments; tiers
 * reviewed monthly.
 */
export const milesModule = defineModule({
  name: 'miles',
  needs: ['audit', 'tenants', 'players', 'wallet', 'activity', 'inbox'],
  ledger: { brandAccounts: [MILES_ACCOUNT], transactionTypes: MILES_TRANSACTION_TYPES },
  settings: MILES_BRAND_SETTINGS,
  create(
    { audit, tenants, players, wallet, activity, inbox },
    { db, clock, idempotency, settings },
  ) {
    const miles = createMilesService({
      db,
      clock,
      tenants,
      wallet,
      audit,
      idempotency,
      activity,
      store: settings.of('miles', MILES_BRAND_SETTINGS),
      players,
    });
    // A message campaign may pick players by their tier.
    inbox.useSegmentFilter('tiers', (tx, tenantId, tiers) =>
      miles.playersInTiers(tx, tenantId, tiers),
    );
    return miles;
  },
  async routes(groups, miles, _platform, { players }) {
    await groups.player((api) => milesRoutes(api, { miles }));
    await groups.office(['marketing'], (api) => milesOfficeRoutes(api, { miles, players }));
  },
  jobs: (miles) => miles.jobs(),
  seed: {
    brand: (miles, brand, { players }) => seedDemoMiles(miles, brand, players),
  },
});

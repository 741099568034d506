import { addMessages } from '@tribuna/contracts/messages';
import { referralsMessages } from '@tribuna/contracts/messages/referrals';
import { defineModule } from '../../kernel/module';
import { referralsOfficeRoutes, referralsRoutes } from './referrals.routes';
import {
  REFERRAL_SETTINGS,
  createReferralsService,
  type ReferralsService,
} from './referrals.service';
import { DEMO_REFERRAL_SETTINGS, seedDemoReferrals } from './demo-referrals';

addMessages(referralsMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    referrals: ReferralsService;
  }
}

/**
 * Referrals: each player's code and link; the friends who sign up with it (a registration
 * step), qualified from the activity stream (first deposit, then the brand's amount of real
 * money wagered within its days), rewarded once on both sides with miles or a bonus, or
 * rejected with a reason (ADR 0053).
 */
export const referralsModule = defineModule({
  name: 'referrals',
  needs: [
    'audit',
    'tenants',
    'players',
    'wallet',
    'responsible',
    'activity',
    'bonus',
    'miles',
    'inbox',
  ],
  settings: REFERRAL_SETTINGS,
  create(
    { audit, tenants, players, wallet, responsible, bonus, miles, inbox, activity },
    { db, clock, settings, log },
  ) {
    const referrals = createReferralsService({
      db,
      clock,
      settings: settings.of('referrals', REFERRAL_SETTINGS),
      tenants,
      players,
      wallet,
      responsible,
      bonus,
      miles,
      inbox,
      audit,
      activity,
      log,
    });
    players.useRegistrationStep(referrals.registration);
    responsible.useBreakListener(referrals.onBreak);
    return referrals;
  },
  async routes(groups, referrals) {
    await groups.player((api) => referralsRoutes(api, { referrals }));
    await groups.office(['marketing'], (api) => referralsOfficeRoutes(api, { referrals }));
  },
  jobs(referrals, { clock }) {
    return [
      referrals.qualificationJob,
      {
        kind: 'recurring',
        name: 'referrals.expiry',
        everyMs: 10 * 60_000,
        async run() {
          await referrals.expire(clock());
        },
      },
      {
        kind: 'recurring',
        name: 'referrals.rewards',
        everyMs: 5 * 60_000,
        async run() {
          await referrals.retryRewards();
        },
      },
    ];
  },
  seed: {
    async brand(referrals, brand, deps) {
      const rules = DEMO_REFERRAL_SETTINGS[brand.slug];
      if (rules) await referrals.settings.write(brand.id, rules);
      await seedDemoReferrals(referrals, brand, deps);
    },
  },
});

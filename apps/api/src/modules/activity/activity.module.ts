import { defineModule } from '../../kernel/module';
import { activityReportRoutes, playerActivityRoutes } from './activity.routes';
import { createActivityService, type ActivityService } from './activity.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    activity: ActivityService;
  }
}

/**
 * The player activity stream: the wallet's money port writes a record with every money
 * move; consumers (limits, bonus wagering, miles, reports) read it, each from its own
 * position; the office shows a player's activity and the brand's GGR per product.
 */
export const activityModule = defineModule({
  name: 'activity',
  needs: ['players'],
  create: ({ players }, { db }) => createActivityService({ db, players }),
  async routes(groups, activity) {
    await groups.office(['support', 'compliance'], (api) =>
      playerActivityRoutes(api, { activity }),
    );
    await groups.office(['casino', 'trader', 'admin'], (api) =>
      activityReportRoutes(api, { activity }),
    );
  },
});

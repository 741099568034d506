import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_BRANDS } from './demo-brands';
import { tenantsOfficeRoutes } from './tenants.office-routes';
import { tenantsRoutes } from './tenants.routes';
import { createTenantsService, type TenantsService } from './tenants.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    tenants: TenantsService;
  }
}

/** The brands, their hosts and site settings, and the platform's switches. */
export const tenantsModule = defineModule({
  name: 'tenants',
  needs: ['audit', 'staff'],
  create: ({ audit }, { db, bus }) => createTenantsService({ db, bus, audit }),
  async routes(groups, tenants, { xsrf }, { staff }) {
    await tenantsRoutes(groups, { tenants, xsrf });
    await groups.office(['admin', 'marketing'], (api) =>
      tenantsOfficeRoutes(api, { tenants, staff }),
    );
  },
  seed: {
    async platform(tenants) {
      for (const brand of DEMO_BRANDS) await tenants.create(SYSTEM_ACTOR, brand);
    },
  },
});

import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { staffRoutes } from './staff.routes';
import { createStaffService, type StaffService } from './staff.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    staff: StaffService;
  }
}

/** Each brand's demo staff, one per office desk (README lists them). */
const DEMO_STAFF = [
  ['admin', 'admin'],
  ['support', 'support'],
  ['cashier', 'payments'],
  ['croupier', 'casino'],
  ['trader', 'trader'],
  ['compliance', 'compliance'],
  ['marketing', 'marketing'],
] as const;

/** Staff accounts of the back office, their sessions and scopes. */
export const staffModule = defineModule({
  name: 'staff',
  needs: ['audit'],
  create: ({ audit }, { db, tokens, limiter }) =>
    createStaffService({ db, tokens, limiter, audit }),
  routes: (groups, staff, { xsrf, tokens }) => staffRoutes(groups, { staff, xsrf, tokens }),
  seed: {
    async platform(staff) {
      await staff.ensure(
        SYSTEM_ACTOR,
        null,
        { username: 'owner', email: 'owner@tribuna.localhost', password: 'owner1234', scopes: [] },
        true,
      );
    },
    async brand(staff, brand) {
      for (const [username, scope] of DEMO_STAFF) {
        await staff.ensure(SYSTEM_ACTOR, brand.id, {
          username,
          email: `${username}@${brand.slug}.localhost`,
          password: `${username}1234`,
          scopes: [scope],
        });
      }
    },
  },
});

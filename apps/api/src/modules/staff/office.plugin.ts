import type { FastifyInstance } from 'fastify';
import type { AuthGuards } from '../../plugins/auth';
import type { Xsrf } from '../../lib/xsrf';
import type { Services } from '../../services';
import { auditRoutes } from '../audit/audit.routes';
import { playersOfficeRoutes } from '../players/players.office-routes';
import { tenantsOfficeRoutes } from '../tenants/tenants.office-routes';
import { staffRoutes } from './staff.routes';

/**
 * The back office API under `/api/office/`. Staff must be able to switch
 * maintenance off again, so none of it stops while a site or the platform is in
 * maintenance.
 */
export async function officePlugin(
  app: FastifyInstance,
  opts: { services: Services; guards: AuthGuards; xsrf: Xsrf },
): Promise<void> {
  const { services, guards, xsrf } = opts;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, allowDuringMaintenance: true };
  });
  await app.register(staffRoutes, { staff: services.staff, guards, xsrf, tokens: services.tokens });
  await app.register(tenantsOfficeRoutes, {
    tenants: services.tenants,
    staff: services.staff,
    guards,
  });
  await app.register(playersOfficeRoutes, { players: services.players, guards });
  await app.register(auditRoutes, { audit: services.audit, guards });
}

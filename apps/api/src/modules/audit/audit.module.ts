import { defineModule } from '../../kernel/module';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditService } from './audit.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** Who changed what, for every module's office actions (read by admins). */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  create: (_deps, { db }) => createAuditService({ db }),
  routes: (groups, audit) => groups.office(['admin'], (api) => auditRoutes(api, { audit })),
});

import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_API,
  officeAuditQuerySchema,
  officeAuditResponseSchema,
  type OfficeAuditEntry,
} from '@tribuna/contracts/office';
import { staffOf } from '../../plugins/auth';
import type { AuditService } from './audit.service';
import type { RouteApp } from '../../kernel/route-groups';

type AuditRow = Awaited<ReturnType<AuditService['list']>>['items'][number];

function entryView(row: AuditRow): OfficeAuditEntry {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    staff_id: row.staffId,
    staff_username: row.staffUsername,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    at: row.at.toISOString(),
  };
}

/** The audit log in the office: a brand's staff see their brand's entries, the owner all. */
export function auditRoutes(api: RouteApp, opts: { audit: AuditService }): void {
  const { audit } = opts;

  api.get(
    OFFICE_API.audit,
    {
      schema: {
        tags: ['office'],
        summary: 'Staff actions, newest first, with filters',
        security: [{ bearer: [] }],
        querystring: officeAuditQuerySchema,
        response: { 200: officeAuditResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const q = request.query;
      // Tenant staff are pinned to this host's brand whatever they ask for.
      const tenantId = staff.isOwner ? q.tenant_id : request.tenant.id;
      const page = await audit.list({
        ...(tenantId !== undefined ? { tenantId } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.staff ? { staff: q.staff } : {}),
        ...(q.from ? { from: new Date(q.from) } : {}),
        ...(q.to ? { to: new Date(q.to) } : {}),
        limit: q.limit,
        offset: q.offset,
      });
      return { response: { items: page.items.map(entryView), has_more: page.hasMore } };
    },
  );
}

import { z } from 'zod';
import { envelope } from './envelope';
import { currencySchema } from './currencies';
import { languageSchema } from './languages';
import { siteSettingsSchema } from './site-settings';
import { loginRequestSchema } from './auth';
import { emailField, requiredText } from './validation';

/**
 * The back office API: every call lives under `/api/office/` on the tenant's own
 * host and is made by a staff member with a Bearer access token (aud `staff`).
 *
 *   POST /api/office/auth/login        officeLoginRequest -> tokenResponse (+ refresh cookie)
 *   POST /api/office/auth/refresh      (refresh cookie + X-XSRF-TOKEN) -> tokenResponse
 *   POST /api/office/auth/logout       (refresh cookie + X-XSRF-TOKEN) -> ok
 *   GET  /api/office/auth/me           -> officeMeResponse
 *   GET  /api/office/site              -> officeSiteResponse              admin | marketing
 *   PUT  /api/office/site              officeSiteUpdateRequest -> officeSiteResponse
 *   GET  /api/office/players           officePlayersQuery -> officePlayersResponse   support | compliance | marketing
 *   GET  /api/office/players/:id/summary  -> officePlayerSummaryResponse          support | compliance | marketing
 *   GET  /api/office/players/:id       -> officePlayerResponse                    support | compliance
 *   POST /api/office/players/:id/block     officePlayerBlockRequest -> officePlayerResponse
 *   POST /api/office/players/:id/unblock   officePlayerUnblockRequest -> officePlayerResponse
 *   GET  /api/office/staff             -> officeStaffListResponse          admin
 *   POST /api/office/staff             officeStaffCreateRequest -> officeStaffResponse
 *   PATCH /api/office/staff/:id        officeStaffUpdateRequest -> officeStaffResponse
 *   POST /api/office/staff/:id/password    officeStaffPasswordRequest -> officeStaffResponse
 *   GET  /api/office/audit             officeAuditQuery -> officeAuditResponse   admin
 *   GET  /api/office/tenants           -> officeTenantsResponse            owner only
 *   POST /api/office/tenants           officeTenantCreateRequest -> officeTenantResponse
 *   PUT  /api/office/tenants/:id/hosts officeTenantHostsRequest -> officeTenantResponse
 *   GET  /api/office/platform          -> officePlatformResponse           owner only
 *   PUT  /api/office/platform          officePlatformRequest -> officePlatformResponse
 *
 * Errors use the common error envelope. Every office call works while the site or
 * the platform is in maintenance.
 */
export const OFFICE_API = {
  login: '/api/office/auth/login',
  refresh: '/api/office/auth/refresh',
  logout: '/api/office/auth/logout',
  me: '/api/office/auth/me',
  site: '/api/office/site',
  players: '/api/office/players',
  staff: '/api/office/staff',
  audit: '/api/office/audit',
  tenants: '/api/office/tenants',
  platform: '/api/office/platform',
} as const;

/** The httpOnly refresh cookie of a staff session, sent only to the office auth calls. */
export const OFFICE_REFRESH_COOKIE = {
  name: 'office._refresh_token',
  path: '/api/office/auth',
} as const;

/** `admin` implies every scope of its tenant; the platform owner passes everything. */
export const STAFF_SCOPES = [
  'admin',
  'support',
  'payments',
  'trader',
  'marketing',
  'casino',
  'compliance',
] as const;
export const staffScopeSchema = z.enum(STAFF_SCOPES);
export type StaffScope = z.infer<typeof staffScopeSchema>;

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export const staffStatusSchema = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

const uuidParam = z.uuid({ error: 'validation.invalid' });
export const officeIdParamsSchema = z.object({ id: uuidParam });

const limit = z.coerce.number().int().min(1).max(100).default(25);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const isoDateTime = z.iso.datetime({ offset: true });

/** A page of results: `has_more` says whether the next offset has anything. */
function page<T extends z.ZodType>(item: T) {
  return envelope(z.object({ items: z.array(item), has_more: z.boolean() }));
}

// ---------------------------------------------------------------- auth

const staffUsername = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'auth.username_format' });
const staffPassword = z.string().min(8).max(128);
const staffEmail = emailField('auth.email_invalid');

/** Staff sign in like players: username (or email) and password, with the same messages. */
export const officeLoginRequestSchema = loginRequestSchema;
export type OfficeLoginRequest = z.infer<typeof officeLoginRequestSchema>;
// Login and refresh answer the player's token shape: `tokenResponseSchema` in ./auth.

export const officeTenantSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    hosts: z.array(z.string()),
  })
  .meta({ id: 'OfficeTenantSummary' });
export type OfficeTenantSummary = z.infer<typeof officeTenantSummarySchema>;

export const officeMeSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    scopes: z.array(staffScopeSchema),
    is_owner: z.boolean(),
    /** The tenant of the host the office is open on (the one being administered). */
    tenant: officeTenantSummarySchema.extend({
      /** The brand's time zone (IANA name): the office shows every time in it. */
      timezone: z.string(),
      /** The brand's one currency: amounts the office shows without one of their own are in it. */
      currency: currencySchema,
    }),
  })
  .meta({ id: 'OfficeMe' });
export type OfficeMe = z.infer<typeof officeMeSchema>;
export const officeMeResponseSchema = envelope(officeMeSchema);

/**
 * Whether a staff member may use a screen that needs any of `scopes`: the owner may
 * do everything, `admin` implies every scope of its brand (the API's own rule).
 */
export function staffCan(
  me: Pick<OfficeMe, 'scopes' | 'is_owner'>,
  ...scopes: StaffScope[]
): boolean {
  if (me.is_owner || me.scopes.includes('admin')) return true;
  return scopes.some((scope) => me.scopes.includes(scope));
}
/** Screens only the platform owner sees (brands, hosts, the platform switch). */
export function isPlatformOwner(me: Pick<OfficeMe, 'is_owner'>): boolean {
  return me.is_owner;
}

// ---------------------------------------------------------------- site settings

export const officeSiteSchema = z
  .object({
    tenant_id: z.string(),
    slug: z.string(),
    hosts: z.array(z.string()),
    api_key: z.string(),
    hash: z.string(),
    /** Send it back with PUT: a save over someone else's newer save is refused (409). */
    version: z.number().int(),
    settings: siteSettingsSchema,
  })
  .meta({ id: 'OfficeSite' });
export type OfficeSite = z.infer<typeof officeSiteSchema>;
export const officeSiteResponseSchema = envelope(officeSiteSchema);

export const officeSiteUpdateRequestSchema = z.object({
  version: z.number().int().min(1),
  settings: siteSettingsSchema,
});
export type OfficeSiteUpdateRequest = z.infer<typeof officeSiteUpdateRequestSchema>;

// ---------------------------------------------------------------- players

export const PLAYER_STATUSES = ['active', 'blocked'] as const;

export const officePlayersQuerySchema = z.object({
  /**
   * Matches username, email, name or last name (part of it), or the exact id; for the
   * support and compliance desks also the document number.
   */
  q: z.string().trim().max(100).optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  limit,
  offset,
});
export type OfficePlayersQuery = z.infer<typeof officePlayersQuerySchema>;

export const officePlayerSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    last_name: z.string(),
    status: z.enum(PLAYER_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'OfficePlayer' });
export type OfficePlayer = z.infer<typeof officePlayerSchema>;
export const officePlayersResponseSchema = envelope(
  z.object({ items: z.array(officePlayerSchema), total: z.number().int(), has_more: z.boolean() }),
);

/**
 * Who a player is, for staff who look players up without the desks' personal details
 * (marketing, to grant a bonus): the same fields as a row of the search.
 */
export const officePlayerSummaryResponseSchema = envelope(officePlayerSchema);

/** Everything the support and compliance desks see of a player. */
export const officePlayerDetailSchema = officePlayerSchema
  .extend({
    phone: z.string().nullable(),
    dni: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    birth_date: z.string().nullable(),
    language: z.string().nullable(),
    /** Why the player was last blocked; null when active. */
    blocked_reason: z.string().nullable(),
    last_login_at: z.string().nullable(),
    /** Signed-in sessions that may still be refreshed. */
    active_sessions: z.number().int(),
  })
  .meta({ id: 'OfficePlayerDetail' });
export type OfficePlayerDetail = z.infer<typeof officePlayerDetailSchema>;
export const officePlayerResponseSchema = envelope(officePlayerDetailSchema);

export const officePlayerBlockRequestSchema = z.object({
  reason: requiredText('office.reason_required').pipe(z.string().max(500)),
});
/** Send `{}` when there is nothing to say. */
export const officePlayerUnblockRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

// ---------------------------------------------------------------- staff

export const officeStaffSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    scopes: z.array(staffScopeSchema),
    status: staffStatusSchema,
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  })
  .meta({ id: 'OfficeStaff' });
export type OfficeStaff = z.infer<typeof officeStaffSchema>;
export const officeStaffResponseSchema = envelope(officeStaffSchema);
export const officeStaffListResponseSchema = envelope(
  z.object({ items: z.array(officeStaffSchema) }),
);

const scopeList = z
  .array(staffScopeSchema)
  .max(STAFF_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

export const officeStaffCreateRequestSchema = z.object({
  username: staffUsername,
  email: staffEmail,
  password: staffPassword,
  scopes: scopeList,
});
export type OfficeStaffCreateRequest = z.input<typeof officeStaffCreateRequestSchema>;

export const officeStaffUpdateRequestSchema = z.object({
  scopes: scopeList.optional(),
  status: staffStatusSchema.optional(),
});
export type OfficeStaffUpdateRequest = z.input<typeof officeStaffUpdateRequestSchema>;

export const officeStaffPasswordRequestSchema = z.object({ password: staffPassword });
export type OfficeStaffPasswordRequest = z.infer<typeof officeStaffPasswordRequestSchema>;

// ---------------------------------------------------------------- audit log

export const officeAuditQuerySchema = z.object({
  /** Prefix of the action, e.g. `site.` or `player.block`. */
  action: z.string().trim().max(100).optional(),
  /** Part of the staff username. */
  staff: z.string().trim().max(64).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  /** Owner only: one tenant's entries. */
  tenant_id: uuidParam.optional(),
  limit,
  offset,
});
export type OfficeAuditQuery = z.input<typeof officeAuditQuerySchema>;

export const officeAuditEntrySchema = z
  .object({
    id: z.string(),
    tenant_id: z.string().nullable(),
    staff_id: z.string().nullable(),
    staff_username: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'OfficeAuditEntry' });
export type OfficeAuditEntry = z.infer<typeof officeAuditEntrySchema>;
export const officeAuditResponseSchema = page(officeAuditEntrySchema);

// ---------------------------------------------------------------- tenants (owner)

export const officeTenantSchema = officeTenantSummarySchema
  .extend({
    currency: currencySchema,
    language: languageSchema,
  })
  .meta({ id: 'OfficeTenant' });
export type OfficeTenant = z.infer<typeof officeTenantSchema>;
export const officeTenantsResponseSchema = envelope(
  z.object({ items: z.array(officeTenantSchema) }),
);
export const officeTenantResponseSchema = envelope(officeTenantSchema);

const host = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:]+\])$/, {
    error: 'office.host_invalid',
  });
const hostList = z.array(host).min(1).max(20);

export const officeTenantCreateRequestSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[a-z0-9-]+$/, { error: 'office.slug_format' }),
  hosts: hostList,
  name: requiredText('validation.required').pipe(z.string().max(80)),
  currency: currencySchema,
  language: languageSchema,
  /** The brand's first staff account, with scope `admin`. */
  admin: z.object({ username: staffUsername, email: staffEmail, password: staffPassword }),
});
export type OfficeTenantCreateRequest = z.infer<typeof officeTenantCreateRequestSchema>;

export const officeTenantHostsRequestSchema = z.object({ hosts: hostList });
export type OfficeTenantHostsRequest = z.infer<typeof officeTenantHostsRequestSchema>;

export const officePlatformSchema = z.object({ maintenance: z.boolean() }).meta({
  id: 'OfficePlatform',
});
export const officePlatformRequestSchema = officePlatformSchema;
export const officePlatformResponseSchema = envelope(officePlatformSchema);

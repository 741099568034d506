import type { FastifyRequest } from 'fastify';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_REFERRALS_API,
  REFERRALS_API,
  officeReferralListQuerySchema,
  officeReferralListResponseSchema,
  officeReferralSettingsResponseSchema,
  referralSettingsSchema,
  referralsResponseSchema,
} from '@tribuna/contracts/referrals';
import type { RouteApp } from '../../kernel/route-groups';
import { playerOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { ReferralsService } from './referrals.service';

const tags = ['referrals'];
const security = [{ bearer: [] }];
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The brand's site as the player reached it (the tenant plugin matched this host). */
function originOf(request: FastifyRequest): string {
  const header = request.headers.host ?? '';
  const host = HOST_HEADER.test(header) ? header : (request.tenant.hosts[0] ?? header);
  return `${request.protocol}://${host}`;
}

/** The player's referral code and link, the brand's rules and their referrals. */
export function referralsRoutes(api: RouteApp, opts: { referrals: ReferralsService }): void {
  const { referrals } = opts;
  api.get(
    REFERRALS_API.mine,
    {
      schema: {
        tags,
        summary:
          "The player's referral code and link, what a friend must do and what both get, " +
          'and their referrals (masked usernames) with their states',
        security,
        response: { 200: referralsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await referrals.mine(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        originOf(request),
      ),
    }),
  );
}

/** Marketing's referral rules and the brand's referrals. */
export function referralsOfficeRoutes(api: RouteApp, opts: { referrals: ReferralsService }): void {
  const { referrals } = opts;
  api.get(
    OFFICE_REFERRALS_API.settings,
    {
      schema: {
        tags,
        summary: "The brand's referral rules",
        security,
        response: { 200: officeReferralSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await referrals.settings.read(request.tenant.id) }),
  );

  api.put(
    OFFICE_REFERRALS_API.settings,
    {
      schema: {
        tags,
        summary: "Changes the brand's referral rules (audited)",
        security,
        body: referralSettingsSchema,
        response: { 200: officeReferralSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await referrals.updateSettings(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.get(
    OFFICE_REFERRALS_API.list,
    {
      schema: {
        tags,
        summary: "The brand's referrals, newest first, by state and by referrer (username)",
        security,
        querystring: officeReferralListQuerySchema,
        response: { 200: officeReferralListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await referrals.officeList(request.tenant.id, request.query),
    }),
  );
}

import { errorResponses } from '@tribuna/contracts/envelope';
import {
  INBOX_API,
  OFFICE_INBOX_API,
  inboxCampaignRequestSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxMessageParamsSchema,
  inboxReachRequestSchema,
  inboxReachResponseSchema,
  inboxUnreadResponseSchema,
  officeInboxCampaignListResponseSchema,
  officeInboxCampaignParamsSchema,
  officeInboxCampaignResponseSchema,
} from '@tribuna/contracts/inbox';
import type { RouteApp } from '../../kernel/route-groups';
import { playerOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { InboxService } from './inbox.service';

const tags = ['inbox'];
const security = [{ bearer: [] }];

/** The player's messages (the profile's "Messages"). */
export function inboxRoutes(api: RouteApp, opts: { inbox: InboxService }): void {
  const { inbox } = opts;

  api.get(
    INBOX_API.messages,
    {
      schema: {
        tags,
        summary: "The player's messages, newest first, in the caller's language",
        security,
        querystring: inboxListQuerySchema,
        response: { 200: inboxListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.list(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        request.query,
      ),
    }),
  );

  api.get(
    INBOX_API.unread,
    {
      schema: {
        tags,
        summary: 'How many messages the player has not read (the header count)',
        security,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: { unread: await inbox.unread(request.tenant.id, playerOf(request).playerId) },
    }),
  );

  api.post(
    INBOX_API.read(':id'),
    {
      schema: {
        tags,
        summary: 'Marks one message read',
        security,
        params: inboxMessageParamsSchema,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.markRead(
        request.tenant.id,
        playerOf(request).playerId,
        request.params.id,
      ),
    }),
  );

  api.post(
    INBOX_API.readAll,
    {
      schema: {
        tags,
        summary: 'Marks every message read',
        security,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.markAllRead(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.delete(
    INBOX_API.message(':id'),
    {
      schema: {
        tags,
        summary: 'Deletes one message from the inbox',
        security,
        params: inboxMessageParamsSchema,
        response: { 200: inboxUnreadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.hide(request.tenant.id, playerOf(request).playerId, request.params.id),
    }),
  );
}

/** The office's campaigns of messages. */
export function inboxOfficeRoutes(api: RouteApp, opts: { inbox: InboxService }): void {
  const { inbox } = opts;

  api.get(
    OFFICE_INBOX_API.campaigns,
    {
      schema: {
        tags,
        summary: "The brand's message campaigns, newest first, with sent and read counts",
        security,
        response: { 200: officeInboxCampaignListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await inbox.campaigns(request.tenant.id) } }),
  );

  api.post(
    OFFICE_INBOX_API.campaigns,
    {
      schema: {
        tags,
        summary: 'Creates a campaign, sent now or at its time',
        security,
        body: inboxCampaignRequestSchema,
        response: { 200: officeInboxCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.createCampaign(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.post(
    OFFICE_INBOX_API.cancel(':id'),
    {
      schema: {
        tags,
        summary: 'Cancels a campaign not yet sent',
        security,
        params: officeInboxCampaignParamsSchema,
        response: { 200: officeInboxCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.cancelCampaign(actorOf(request), request.tenant.id, request.params.id),
    }),
  );

  api.post(
    OFFICE_INBOX_API.reach,
    {
      schema: {
        tags,
        summary: 'How many players a segment matches now, and how many may get marketing',
        security,
        body: inboxReachRequestSchema,
        response: { 200: inboxReachResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await inbox.reach(request.tenant.id, request.body.segment),
    }),
  );
}

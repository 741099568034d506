import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_API,
  officeIdParamsSchema,
  officePlayerBlockRequestSchema,
  officePlayerResponseSchema,
  officePlayersQuerySchema,
  officePlayersResponseSchema,
  officePlayerSummaryResponseSchema,
  officePlayerUnblockRequestSchema,
  type OfficePlayer,
  type OfficePlayerDetail,
} from '@tribuna/contracts/office';
import { AppError } from '../../lib/app-error';
import { staffHas, staffOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { PlayerRow, PlayersService } from './players.service';
import type { RouteApp } from '../../kernel/route-groups';

/** The desks that see a player's personal details and may change the account. */
export const PLAYER_DESK_SCOPES = ['support', 'compliance'] as const;
/** Who may find a player and see who they are: the desks, and marketing to grant bonuses. */
export const PLAYER_LOOKUP_SCOPES = [...PLAYER_DESK_SCOPES, 'marketing'] as const;

function playerView(row: PlayerRow): OfficePlayer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    last_name: row.lastName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

function playerDetailView(row: PlayerRow): OfficePlayerDetail {
  return {
    ...playerView(row),
    phone: row.phone,
    dni: row.dni,
    country: row.country,
    city: row.city,
    birth_date: row.birthDate,
    language: row.language,
    blocked_reason: row.blockedReason,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    active_sessions: row.activeSessions,
  };
}

/**
 * Finding a player and who they are, read-only (registered for PLAYER_LOOKUP_SCOPES):
 * nothing here changes a player or shows more than a row of the search.
 */
export function playersLookupRoutes(api: RouteApp, opts: { players: PlayersService }): void {
  const { players } = opts;
  const security = [{ bearer: [] }];

  api.get(
    OFFICE_API.players,
    {
      schema: {
        tags: ['office'],
        summary: "Searches this brand's players, newest first",
        security,
        querystring: officePlayersQuerySchema,
        response: { 200: officePlayersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { q, status, limit, offset } = request.query;
      const byDocument = staffHas(staffOf(request), PLAYER_DESK_SCOPES);
      const page = await players.search(request.tenant.id, {
        q,
        status,
        byDocument,
        limit,
        offset,
      });
      return {
        response: {
          items: page.items.map(playerView),
          total: page.total,
          has_more: offset + page.items.length < page.total,
        },
      };
    },
  );

  api.get(
    `${OFFICE_API.players}/:id/summary`,
    {
      schema: {
        tags: ['office'],
        summary: "Who one player of this brand is: a search's row, without the desks' details",
        security,
        params: officeIdParamsSchema,
        response: { 200: officePlayerSummaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await players.getById(request.tenant.id, request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      return { response: playerView(row) };
    },
  );
}

/**
 * The support and compliance desks' players (registered for PLAYER_DESK_SCOPES): a
 * player's personal details, block and unblock.
 */
export function playersOfficeRoutes(api: RouteApp, opts: { players: PlayersService }): void {
  const { players } = opts;
  const security = [{ bearer: [] }];

  api.get(
    `${OFFICE_API.players}/:id`,
    {
      schema: {
        tags: ['office'],
        summary: 'One player of this brand',
        security,
        params: officeIdParamsSchema,
        response: { 200: officePlayerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await players.getById(request.tenant.id, request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      return { response: playerDetailView(row) };
    },
  );

  api.post(
    `${OFFICE_API.players}/:id/block`,
    {
      schema: {
        tags: ['office'],
        summary: 'Blocks a player: every session ends at once',
        security,
        params: officeIdParamsSchema,
        body: officePlayerBlockRequestSchema,
        response: { 200: officePlayerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await players.setStatus(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        'blocked',
        request.body.reason,
      );
      return { response: playerDetailView(row) };
    },
  );

  api.post(
    `${OFFICE_API.players}/:id/unblock`,
    {
      schema: {
        tags: ['office'],
        summary: 'Unblocks a player',
        security,
        params: officeIdParamsSchema,
        body: officePlayerUnblockRequestSchema,
        response: { 200: officePlayerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await players.setStatus(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        'active',
        request.body.reason ?? null,
      );
      return { response: playerDetailView(row) };
    },
  );
}

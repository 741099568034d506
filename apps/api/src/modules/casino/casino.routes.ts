import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  CASINO_API,
  favoriteResponseSchema,
  gameResponseSchema,
  gamesListResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  lobbyQuerySchema,
  lobbyResponseSchema,
} from '@tribuna/contracts/casino';
import { playerOf } from '../../plugins/auth';
import type { CasinoService } from './casino.service';
import type { RouteGroups } from '../../kernel/route-groups';

const slugParams = z.object({ slug: z.string().min(1).max(60) });

/**
 * The casino and live casino lobbies for players and guests: a player's Bearer adds
 * favourites and recent play; favourites and recent need one.
 */
export async function casinoRoutes(
  groups: RouteGroups,
  opts: { casino: CasinoService },
): Promise<void> {
  const { casino } = opts;
  const security: Record<string, string[]>[] = [{ bearer: [] }, {}];
  const tags = ['casino'];

  await groups.open((api) => {
    api.get(
      CASINO_API.lobby,
      {
        schema: {
          tags,
          summary: 'A lobby (casino or live): sliders, a rail per category, providers, recent play',
          security,
          querystring: lobbyQuerySchema,
          response: { 200: lobbyResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        response: await casino.lobby(
          request.tenant.id,
          request.language,
          request.query.kind,
          request.player?.playerId ?? null,
        ),
      }),
    );

    api.get(
      CASINO_API.games,
      {
        schema: {
          tags,
          summary:
            'Games of a lobby in the brand order, filtered by category and provider, and ' +
            'searched by name or provider (part of it, any case, any accents)',
          security,
          querystring: gamesQuerySchema,
          response: { 200: gamesResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        response: await casino.games(
          request.tenant.id,
          request.query,
          request.player?.playerId ?? null,
        ),
      }),
    );

    api.get(
      `${CASINO_API.games}/:slug`,
      {
        schema: {
          tags,
          summary: 'One game, with its description in the caller’s language',
          security,
          params: slugParams,
          response: { 200: gameResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        response: await casino.game(
          request.tenant.id,
          request.params.slug,
          request.language,
          request.player?.playerId ?? null,
        ),
      }),
    );

    api.post(
      `${CASINO_API.games}/:slug/launch`,
      {
        schema: {
          tags,
          summary:
            'Opens a game session: real money for a player (a guest gets 401 "You must login ' +
            'to access this game"), demo where the game allows it. Recorded in recent play.',
          security,
          params: slugParams,
          body: launchRequestSchema,
          response: { 201: launchResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const launch = await casino.launch(
          request.tenant.id,
          request.player?.playerId ?? null,
          request.params.slug,
          request.body,
          request.language,
        );
        return reply.code(201).send({ response: launch });
      },
    );
  });

  await groups.player((api) => {
    for (const [method, favorite] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      api.route({
        method,
        url: `${CASINO_API.favorites}/:slug`,
        schema: {
          tags,
          summary: favorite ? 'Adds a game to the player’s favourites' : 'Removes a favourite',
          security: [{ bearer: [] }],
          params: slugParams,
          response: { 200: favoriteResponseSchema, ...errorResponses },
        },
        handler: async (request) => ({
          response: await casino.setFavorite(
            request.tenant.id,
            playerOf(request).playerId,
            request.params.slug,
            favorite,
          ),
        }),
      });
    }

    api.get(
      CASINO_API.favorites,
      {
        schema: {
          tags,
          summary: 'The player’s favourite games, newest first',
          security: [{ bearer: [] }],
          response: { 200: gamesListResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        response: { items: await casino.favorites(request.tenant.id, playerOf(request).playerId) },
      }),
    );

    api.get(
      CASINO_API.recent,
      {
        schema: {
          tags,
          summary:
            'The player’s recently played games (last launch of each), newest first, at most 20',
          security: [{ bearer: [] }],
          response: { 200: gamesListResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        response: { items: await casino.recent(request.tenant.id, playerOf(request).playerId) },
      }),
    );
  });
}

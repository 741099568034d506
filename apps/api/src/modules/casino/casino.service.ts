import crypto from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  CasinoGame,
  CasinoGameDetail,
  CasinoKind,
  CasinoLaunch,
  CasinoLobby,
  GamesQuery,
  LaunchRequest,
} from '@tribuna/contracts/casino';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import { filterGames, type Catalogue, type CatalogueGame } from './casino-catalogue';
import { casinoFavorites, casinoRecent, casinoSessions } from './casino.schema';

/**
 * Our own games' provider in the catalogue: the house module calls the seamless wallet as
 * this provider, and its moves are the `house` product in the player's activity.
 */
export const HOUSE_PROVIDER_SLUG = 'tribuna';

/** A game session lasts this long for bets; wins and rollbacks are taken after it. */
export const SESSION_HOURS = 4;
/** The recently played list keeps this many games. */
export const RECENT_MAX = 20;
/** Games per lobby rail. */
const RAIL_GAMES = 20;

/** A demo session's play balance: 1,000 in the brand's currency. */
export function demoBalanceOf(currency: Currency, decimals: number): number {
  return currency === 'CLP' ? 1_000_000 : 1_000 * 10 ** decimals;
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface CasinoDeps {
  db: Db;
  catalogue: Catalogue;
  tenants: TenantsService;
  players: PlayersService;
  clock?: () => Date;
}

export type CasinoService = ReturnType<typeof createCasinoService>;

/** The casino as players see it: lobby, search, favourites, recent play and launch. */
export function createCasinoService(deps: CasinoDeps) {
  const { db, catalogue } = deps;
  const clock = deps.clock ?? (() => new Date());

  function view(game: CatalogueGame, favorites: Set<string>): CasinoGame {
    return {
      id: game.id,
      slug: game.slug,
      name: game.name,
      provider: {
        slug: game.provider.slug,
        name: game.provider.name,
        logo_url: game.provider.logoUrl,
      },
      kind: game.kind,
      categories: game.categories,
      tags: game.tags,
      image_url: game.imageUrl,
      rtp: game.rtp,
      volatility: game.volatility,
      min_bet: game.minBet,
      max_bet: game.maxBet,
      demo: game.demo,
      favorite: favorites.has(game.id),
    };
  }

  async function favoriteIds(tenantId: string, playerId: string | null): Promise<Set<string>> {
    if (!playerId) return new Set();
    const rows = await db
      .select({ gameId: casinoFavorites.gameId })
      .from(casinoFavorites)
      .where(and(eq(casinoFavorites.tenantId, tenantId), eq(casinoFavorites.playerId, playerId)));
    return new Set(rows.map((r) => r.gameId));
  }

  /** The player's recently played games the brand still shows, newest first. */
  async function recentGames(
    tenantId: string,
    playerId: string | null,
    favorites: Set<string>,
    kind?: CasinoKind,
  ): Promise<CasinoGame[]> {
    if (!playerId) return [];
    const [shown, rows] = await Promise.all([
      catalogue.of(tenantId),
      db
        .select({ gameId: casinoRecent.gameId })
        .from(casinoRecent)
        .where(and(eq(casinoRecent.tenantId, tenantId), eq(casinoRecent.playerId, playerId)))
        .orderBy(desc(casinoRecent.playedAt))
        .limit(RECENT_MAX),
    ]);
    const byId = new Map(shown.games.map((g) => [g.id, g]));
    const out: CasinoGame[] = [];
    for (const row of rows) {
      const game = byId.get(row.gameId);
      if (game && (!kind || game.kind === kind)) out.push(view(game, favorites));
    }
    return out;
  }

  async function shownGame(tenantId: string, slug: string): Promise<CatalogueGame> {
    const game = (await catalogue.of(tenantId)).bySlug.get(slug);
    if (!game) throw new AppError(404, 'NOT_FOUND', 'casino.game_not_found');
    return game;
  }

  return {
    async lobby(
      tenantId: string,
      language: Language,
      kind: CasinoKind,
      playerId: string | null,
    ): Promise<CasinoLobby> {
      const [shown, favorites] = await Promise.all([
        catalogue.of(tenantId),
        favoriteIds(tenantId, playerId),
      ]);
      const games = shown.games.filter((g) => g.kind === kind);
      const rails: CasinoLobby['rails'] = [];
      for (const category of shown.categories) {
        const inRail = games.filter((g) => g.categories.includes(category.slug));
        if (inRail.length === 0) continue;
        rails.push({
          slug: category.slug,
          name: category.names[language],
          games: inRail.slice(0, RAIL_GAMES).map((g) => view(g, favorites)),
          total: inRail.length,
        });
      }
      const providers = new Map<string, CasinoLobby['providers'][number]>();
      for (const game of games) {
        providers.set(game.provider.slug, {
          slug: game.provider.slug,
          name: game.provider.name,
          logo_url: game.provider.logoUrl,
        });
      }
      return {
        kind,
        sliders: shown.sliders
          .filter((s) => s.kind === kind)
          .map((s) => ({
            id: s.id,
            title: s.titles[language],
            subtitle: s.subtitles[language],
            image_url: s.imageUrl,
            game: s.gameSlug,
            link: s.link,
          })),
        rails,
        providers: [...providers.values()].sort((a, b) => a.name.localeCompare(b.name)),
        recent: await recentGames(tenantId, playerId, favorites, kind),
      };
    },

    async games(
      tenantId: string,
      query: GamesQuery,
      playerId: string | null,
    ): Promise<{ items: CasinoGame[]; total: number; has_more: boolean }> {
      const [shown, favorites] = await Promise.all([
        catalogue.of(tenantId),
        favoriteIds(tenantId, playerId),
      ]);
      const found = filterGames(shown, query);
      const items = found
        .slice(query.offset, query.offset + query.limit)
        .map((g) => view(g, favorites));
      return { items, total: found.length, has_more: query.offset + items.length < found.length };
    },

    async game(
      tenantId: string,
      slug: string,
      language: Language,
      playerId: string | null,
    ): Promise<CasinoGameDetail> {
      const [game, favorites] = await Promise.all([
        shownGame(tenantId, slug),
        favoriteIds(tenantId, playerId),
      ]);
      return { ...view(game, favorites), description: game.descriptions[language] };
    },

    /** The player's favourites the brand still shows, newest first. */
    async favorites(tenantId: string, playerId: string): Promise<CasinoGame[]> {
      const [shown, rows] = await Promise.all([
        catalogue.of(tenantId),
        db
          .select({ gameId: casinoFavorites.gameId })
          .from(casinoFavorites)
          .where(
            and(eq(casinoFavorites.tenantId, tenantId), eq(casinoFavorites.playerId, playerId)),
          )
          .orderBy(desc(casinoFavorites.createdAt)),
      ]);
      const byId = new Map(shown.games.map((g) => [g.id, g]));
      const all = new Set(rows.map((r) => r.gameId));
      return rows.flatMap((r) => {
        const game = byId.get(r.gameId);
        return game ? [view(game, all)] : [];
      });
    },

    async setFavorite(
      tenantId: string,
      playerId: string,
      slug: string,
      favorite: boolean,
    ): Promise<{ slug: string; favorite: boolean }> {
      const game = await shownGame(tenantId, slug);
      if (favorite) {
        await db
          .insert(casinoFavorites)
          .values({ tenantId, playerId, gameId: game.id })
          .onConflictDoNothing();
      } else {
        await db
          .delete(casinoFavorites)
          .where(and(eq(casinoFavorites.playerId, playerId), eq(casinoFavorites.gameId, game.id)));
      }
      return { slug, favorite };
    },

    async recent(tenantId: string, playerId: string): Promise<CasinoGame[]> {
      return recentGames(tenantId, playerId, await favoriteIds(tenantId, playerId));
    },

    /**
     * Opens a game session. Real money needs an active player; demo needs a game that
     * allows it. The token goes to the provider only (in the URL's fragment for our own
     * pages, so it never reaches a server log or a Referer); we keep its hash.
     */
    async launch(
      tenantId: string,
      playerId: string | null,
      slug: string,
      request: LaunchRequest,
      language: Language,
    ): Promise<CasinoLaunch> {
      const game = await shownGame(tenantId, slug);
      if (request.mode === 'real' && !playerId) {
        throw new AppError(401, 'LOGIN_REQUIRED', 'auth.login_required_game');
      }
      if (request.mode === 'demo' && !game.demo) {
        throw new AppError(403, 'FORBIDDEN', 'casino.demo_unavailable');
      }
      if (playerId) {
        const player = await deps.players.getById(tenantId, playerId);
        if (!player) throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
        if (player.status !== 'active') {
          throw new AppError(403, 'USER_BLOCKED', 'auth.user_blocked', { alert: true });
        }
      }
      const tenant = await deps.tenants.getById(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      const currency = tenant.settings.currency;
      const token = crypto.randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const [session] = await db.transaction(async (tx) => {
        const created = await tx
          .insert(casinoSessions)
          .values({
            tenantId,
            playerId,
            gameId: game.id,
            providerId: game.provider.id,
            mode: request.mode,
            tokenHash: tokenHash(token),
            currency,
            demoBalance:
              request.mode === 'demo' ? demoBalanceOf(currency, currencyDecimals(currency)) : null,
            createdAt: now,
            expiresAt,
            lastUsedAt: now,
          })
          .returning({ id: casinoSessions.id });
        if (playerId) {
          await tx
            .insert(casinoRecent)
            .values({ tenantId, playerId, gameId: game.id, playedAt: now })
            .onConflictDoUpdate({
              target: [casinoRecent.playerId, casinoRecent.gameId],
              set: { playedAt: now },
            });
          const keep = tx
            .select({ gameId: casinoRecent.gameId })
            .from(casinoRecent)
            .where(eq(casinoRecent.playerId, playerId))
            .orderBy(desc(casinoRecent.playedAt))
            .limit(RECENT_MAX);
          await tx
            .delete(casinoRecent)
            .where(and(eq(casinoRecent.playerId, playerId), notInArray(casinoRecent.gameId, keep)));
        }
        return created;
      });
      if (!session) throw new Error('casino: the session was not created');
      return {
        session_id: session.id,
        mode: request.mode,
        url: launchUrl(game, session.id, token, request.mode, currency, language),
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Sessions of these ids (tests and the office's recall). */
    async sessions(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(casinoSessions).where(inArray(casinoSessions.id, ids));
    },

    /** Moves a session's expiry (tests of late wins; an office "end session" later). */
    async expireSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(casinoSessions)
        .set({ expiresAt: at })
        .where(eq(casinoSessions.id, sessionId));
    },
  };
}

/** Our own games open on our pages; a third party's on its launch URL. */
function launchUrl(
  game: CatalogueGame,
  sessionId: string,
  token: string,
  mode: 'real' | 'demo',
  currency: Currency,
  language: Language,
): string {
  if (!game.provider.launchUrl) {
    return `/games/house/${game.slug}?session=${sessionId}#token=${token}`;
  }
  const params = new URLSearchParams({
    game: game.slug,
    session: sessionId,
    token,
    mode,
    currency,
    language,
  });
  return `${game.provider.launchUrl}?${params.toString()}`;
}

import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  OfficeCategory,
  OfficeGame,
  OfficeGamesQuery,
  OfficeGgr,
  OfficeGgrQuery,
  OfficeRound,
  OfficeRoundDetail,
  OfficeRoundsQuery,
} from '@tribuna/contracts/casino-office';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import { startOfLocalDay } from '../../lib/local-day';
import { normalizeText, type Catalogue } from './casino-catalogue';
import {
  casinoCategories,
  casinoGameCategories,
  casinoGames,
  casinoProviders,
  casinoRounds,
  casinoTenantCategories,
  casinoTenantGames,
  casinoTransactions,
} from './casino.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Games a brand never placed come after every placed one. */
const UNPLACED = 1_000_000;

export type CasinoOfficeService = ReturnType<typeof createCasinoOfficeService>;

/** The brand's casino in the back office: what it shows and in which order, rounds, GGR. */
export function createCasinoOfficeService(deps: {
  db: Db;
  catalogue: Catalogue;
  audit: AuditService;
  players: PlayersService;
  tenants: TenantsService;
}) {
  const { db, catalogue, audit } = deps;

  async function allGames(tenantId: string): Promise<OfficeGame[]> {
    const [rows, links] = await Promise.all([
      db
        .select({
          id: casinoGames.id,
          slug: casinoGames.slug,
          name: casinoGames.name,
          kind: casinoGames.kind,
          imageUrl: casinoGames.imageUrl,
          rtp: casinoGames.rtp,
          minBet: casinoGames.minBet,
          maxBet: casinoGames.maxBet,
          catalogueOrder: casinoGames.position,
          providerSlug: casinoProviders.slug,
          providerName: casinoProviders.name,
          enabled: casinoTenantGames.enabled,
          position: casinoTenantGames.position,
        })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .leftJoin(
          casinoTenantGames,
          and(
            eq(casinoTenantGames.gameId, casinoGames.id),
            eq(casinoTenantGames.tenantId, tenantId),
          ),
        ),
      db
        .select({ gameId: casinoGameCategories.gameId, slug: casinoCategories.slug })
        .from(casinoGameCategories)
        .innerJoin(casinoCategories, eq(casinoCategories.id, casinoGameCategories.categoryId)),
    ]);
    const categoriesOf = new Map<string, string[]>();
    for (const link of links) {
      categoriesOf.set(link.gameId, [...(categoriesOf.get(link.gameId) ?? []), link.slug]);
    }
    return rows
      .map((r) => ({
        order: [r.position ?? UNPLACED, r.catalogueOrder, r.name] as const,
        game: {
          slug: r.slug,
          name: r.name,
          provider: { slug: r.providerSlug, name: r.providerName },
          kind: r.kind,
          categories: categoriesOf.get(r.id) ?? [],
          image_url: r.imageUrl,
          rtp: r.rtp,
          min_bet: r.minBet,
          max_bet: r.maxBet,
          enabled: r.enabled ?? false,
          position: r.position ?? UNPLACED,
        },
      }))
      .sort(
        (a, b) =>
          a.order[0] - b.order[0] ||
          a.order[1] - b.order[1] ||
          a.order[2].localeCompare(b.order[2]),
      )
      .map((r) => r.game);
  }

  async function allCategories(tenantId: string): Promise<OfficeCategory[]> {
    const rows = await db
      .select({
        slug: casinoCategories.slug,
        names: casinoCategories.names,
        catalogueOrder: casinoCategories.position,
        enabled: casinoTenantCategories.enabled,
        position: casinoTenantCategories.position,
        games:
          sql<number>`(select count(*) from ${casinoGameCategories} where ${casinoGameCategories.categoryId} = ${casinoCategories.id})`.mapWith(
            Number,
          ),
      })
      .from(casinoCategories)
      .leftJoin(
        casinoTenantCategories,
        and(
          eq(casinoTenantCategories.categoryId, casinoCategories.id),
          eq(casinoTenantCategories.tenantId, tenantId),
        ),
      )
      .orderBy(
        asc(sql`coalesce(${casinoTenantCategories.position}, ${UNPLACED})`),
        asc(casinoCategories.position),
      );
    return rows.map((r) => ({
      slug: r.slug,
      names: r.names,
      enabled: r.enabled ?? false,
      position: r.position ?? UNPLACED,
      games: r.games,
    }));
  }

  async function idsOf(
    table: typeof casinoGames | typeof casinoCategories,
    slugs: string[],
  ): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    const rows = await db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(inArray(table.slug, slugs));
    return new Map(rows.map((r) => [r.slug, r.id]));
  }

  /** Every slug of the catalogue exactly once, or a refusal. */
  async function fullOrder(
    table: typeof casinoGames | typeof casinoCategories,
    slugs: string[],
  ): Promise<string[]> {
    const all = await db.select({ id: table.id, slug: table.slug }).from(table);
    const ids = new Map(all.map((r) => [r.slug, r.id]));
    if (new Set(slugs).size !== slugs.length || slugs.length !== all.length) {
      throw new AppError(400, 'BAD_REQUEST', 'casino.order_incomplete');
    }
    return slugs.map((slug) => {
      const id = ids.get(slug);
      if (!id) throw new AppError(400, 'BAD_REQUEST', 'casino.order_incomplete');
      return id;
    });
  }

  function roundView(
    row: {
      round: typeof casinoRounds.$inferSelect;
      provider: string;
      gameSlug: string;
      gameName: string;
    },
    usernames: Map<string, string>,
  ): OfficeRound {
    const { round } = row;
    return {
      id: round.id,
      round_id: round.roundRef,
      provider: row.provider,
      game: { slug: row.gameSlug, name: row.gameName },
      player: round.playerId
        ? { id: round.playerId, username: usernames.get(round.playerId) ?? '' }
        : null,
      mode: round.mode,
      status: round.status,
      currency: round.currency,
      bets: round.betTotal,
      wins: round.winTotal,
      rollbacks: round.rollbackTotal,
      created_at: round.createdAt.toISOString(),
      closed_at: round.closedAt ? round.closedAt.toISOString() : null,
    };
  }

  async function usernames(tenantId: string, ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const refs = await deps.players.refs(tenantId, { ids: wanted });
    return new Map(refs.map((r) => [r.id, r.username]));
  }

  function roundsBase() {
    return db
      .select({
        round: casinoRounds,
        provider: casinoProviders.slug,
        gameSlug: casinoGames.slug,
        gameName: casinoGames.name,
      })
      .from(casinoRounds)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoRounds.providerId))
      .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId));
  }

  return {
    async games(
      tenantId: string,
      query: OfficeGamesQuery,
    ): Promise<{ items: OfficeGame[]; total: number }> {
      const words = query.q ? normalizeText(query.q).split(' ').filter(Boolean) : [];
      const found = (await allGames(tenantId)).filter(
        (g) =>
          (!query.kind || g.kind === query.kind) &&
          (!query.category || g.categories.includes(query.category)) &&
          (!query.provider || g.provider.slug === query.provider) &&
          (query.enabled === undefined || g.enabled === query.enabled) &&
          words.every((w) => normalizeText(`${g.name} ${g.provider.name}`).includes(w)),
      );
      return { items: found.slice(query.offset, query.offset + query.limit), total: found.length };
    },

    async setGameEnabled(
      actor: Actor,
      tenantId: string,
      slug: string,
      enabled: boolean,
    ): Promise<OfficeGame> {
      const id = (await idsOf(casinoGames, [slug])).get(slug);
      if (!id) throw new AppError(404, 'NOT_FOUND', 'casino.game_not_found');
      const before = (await allGames(tenantId)).find((g) => g.slug === slug);
      await db.transaction(async (tx) => {
        await tx
          .insert(casinoTenantGames)
          .values({ tenantId, gameId: id, enabled, position: before?.position ?? UNPLACED })
          .onConflictDoUpdate({
            target: [casinoTenantGames.tenantId, casinoTenantGames.gameId],
            set: { enabled },
          });
        await audit.record(tx, actor, {
          tenantId,
          action: enabled ? 'casino.game.enable' : 'casino.game.disable',
          targetType: 'casino_game',
          targetId: slug,
          before: { enabled: before?.enabled ?? false },
          after: { enabled },
        });
      });
      await catalogue.changed(tenantId);
      const after = (await allGames(tenantId)).find((g) => g.slug === slug);
      if (!after) throw new AppError(404, 'NOT_FOUND', 'casino.game_not_found');
      return after;
    },

    async orderGames(actor: Actor, tenantId: string, slugs: string[]): Promise<OfficeGame[]> {
      const ids = await fullOrder(casinoGames, slugs);
      const before = (await allGames(tenantId)).map((g) => g.slug);
      await db.transaction(async (tx) => {
        await tx
          .insert(casinoTenantGames)
          .values(ids.map((gameId, position) => ({ tenantId, gameId, position, enabled: false })))
          .onConflictDoUpdate({
            target: [casinoTenantGames.tenantId, casinoTenantGames.gameId],
            set: { position: sql`excluded.position` },
          });
        await audit.record(tx, actor, {
          tenantId,
          action: 'casino.games.order',
          targetType: 'casino_games',
          targetId: null,
          before: { slugs: before },
          after: { slugs },
        });
      });
      await catalogue.changed(tenantId);
      return allGames(tenantId);
    },

    categories: allCategories,

    async setCategoryEnabled(
      actor: Actor,
      tenantId: string,
      slug: string,
      enabled: boolean,
    ): Promise<OfficeCategory[]> {
      const id = (await idsOf(casinoCategories, [slug])).get(slug);
      if (!id) throw new AppError(404, 'NOT_FOUND', 'casino.category_not_found');
      const before = (await allCategories(tenantId)).find((c) => c.slug === slug);
      await db.transaction(async (tx) => {
        await tx
          .insert(casinoTenantCategories)
          .values({ tenantId, categoryId: id, enabled, position: before?.position ?? UNPLACED })
          .onConflictDoUpdate({
            target: [casinoTenantCategories.tenantId, casinoTenantCategories.categoryId],
            set: { enabled },
          });
        await audit.record(tx, actor, {
          tenantId,
          action: enabled ? 'casino.category.enable' : 'casino.category.disable',
          targetType: 'casino_category',
          targetId: slug,
          before: { enabled: before?.enabled ?? false },
          after: { enabled },
        });
      });
      await catalogue.changed(tenantId);
      return allCategories(tenantId);
    },

    async orderCategories(
      actor: Actor,
      tenantId: string,
      slugs: string[],
    ): Promise<OfficeCategory[]> {
      const ids = await fullOrder(casinoCategories, slugs);
      const before = (await allCategories(tenantId)).map((c) => c.slug);
      await db.transaction(async (tx) => {
        await tx
          .insert(casinoTenantCategories)
          .values(
            ids.map((categoryId, position) => ({ tenantId, categoryId, position, enabled: false })),
          )
          .onConflictDoUpdate({
            target: [casinoTenantCategories.tenantId, casinoTenantCategories.categoryId],
            set: { position: sql`excluded.position` },
          });
        await audit.record(tx, actor, {
          tenantId,
          action: 'casino.categories.order',
          targetType: 'casino_categories',
          targetId: null,
          before: { slugs: before },
          after: { slugs },
        });
      });
      await catalogue.changed(tenantId);
      return allCategories(tenantId);
    },

    /** Rounds, newest first: by our id or the provider's, or by player. */
    async rounds(
      tenantId: string,
      query: OfficeRoundsQuery,
    ): Promise<{ items: OfficeRound[]; has_more: boolean }> {
      const filters: (SQL | undefined)[] = [eq(casinoRounds.tenantId, tenantId)];
      if (query.round) {
        filters.push(
          UUID.test(query.round)
            ? or(eq(casinoRounds.id, query.round), eq(casinoRounds.roundRef, query.round))
            : eq(casinoRounds.roundRef, query.round),
        );
      }
      if (query.player) {
        const ids = (await deps.players.refs(tenantId, { q: query.player })).map((p) => p.id);
        if (ids.length === 0) return { items: [], has_more: false };
        filters.push(inArray(casinoRounds.playerId, ids));
      }
      if (query.game) filters.push(eq(casinoGames.slug, query.game));
      if (query.provider) filters.push(eq(casinoProviders.slug, query.provider));
      if (query.status) filters.push(eq(casinoRounds.status, query.status));
      if (query.from || query.to) {
        const tenant = await deps.tenants.getById(tenantId);
        if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
        const tz = tenant.settings.timezone;
        if (query.from) filters.push(gte(casinoRounds.createdAt, startOfLocalDay(query.from, tz)));
        if (query.to) {
          filters.push(
            lt(casinoRounds.createdAt, sql`${startOfLocalDay(query.to, tz)} + interval '1 day'`),
          );
        }
      }
      const rows = await roundsBase()
        .where(and(...filters))
        .orderBy(desc(casinoRounds.createdAt), desc(casinoRounds.id))
        .limit(query.limit + 1)
        .offset(query.offset);
      const page = rows.slice(0, query.limit);
      const names = await usernames(
        tenantId,
        page.map((r) => r.round.playerId),
      );
      return { items: page.map((r) => roundView(r, names)), has_more: rows.length > query.limit };
    },

    /** One round with its bets, wins and rollbacks in the order they came. */
    async round(tenantId: string, id: string): Promise<OfficeRoundDetail> {
      if (!UUID.test(id)) throw new AppError(404, 'NOT_FOUND', 'casino.round_not_found');
      const [row] = await roundsBase().where(
        and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.id, id)),
      );
      if (!row) throw new AppError(404, 'NOT_FOUND', 'casino.round_not_found');
      const transactions = await db
        .select()
        .from(casinoTransactions)
        .where(and(eq(casinoTransactions.tenantId, tenantId), eq(casinoTransactions.roundId, id)))
        .orderBy(asc(casinoTransactions.createdAt), asc(casinoTransactions.id));
      const names = await usernames(tenantId, [row.round.playerId]);
      // A rollback names its move's round, so the win it reversed is among these.
      const wins = new Map(
        transactions.filter((t) => t.kind === 'win').map((t) => [t.txRef, t.amount]),
      );
      return {
        ...roundView(row, names),
        transactions: transactions.map((t) => {
          const reversed = t.kind === 'rollback' && t.status === 'done' && t.referenceRef;
          const won = reversed ? wins.get(reversed) : undefined;
          // A rollback's amount is what it gave back: a win's is minus what it took.
          const owed = won === undefined ? 0 : won + t.amount;
          return {
            id: t.id,
            transaction_id: t.txRef,
            kind: t.kind,
            amount: t.amount,
            reference_transaction_id: t.referenceRef,
            status: t.status,
            ...(owed > 0 ? { owed } : {}),
            created_at: t.createdAt.toISOString(),
          };
        }),
      };
    },

    /** GGR per day (brand time) and game or provider, real money only. */
    async ggr(tenantId: string, query: OfficeGgrQuery): Promise<OfficeGgr> {
      const tenant = await deps.tenants.getById(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      const tz = tenant.settings.timezone;
      const day = sql<string>`to_char(${casinoRounds.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
      const byGame = query.by === 'game';
      const key = byGame ? casinoGames.slug : casinoProviders.slug;
      const name = byGame ? casinoGames.name : casinoProviders.name;
      const total = (
        column:
          | SQL
          | typeof casinoRounds.betTotal
          | typeof casinoRounds.winTotal
          | typeof casinoRounds.rollbackTotal,
      ) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
      const rows = await db
        .select({
          day,
          key,
          name,
          rounds: sql<number>`count(*)`.mapWith(Number),
          bets: total(casinoRounds.betTotal),
          wins: total(casinoRounds.winTotal),
          rollbacks: total(casinoRounds.rollbackTotal),
        })
        .from(casinoRounds)
        .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoRounds.providerId))
        .where(
          and(
            eq(casinoRounds.tenantId, tenantId),
            eq(casinoRounds.mode, 'real'),
            gte(casinoRounds.createdAt, startOfLocalDay(query.from, tz)),
            lt(casinoRounds.createdAt, sql`${startOfLocalDay(query.to, tz)} + interval '1 day'`),
          ),
        )
        // By position: the day's expression carries the time zone as a parameter, and
        // PostgreSQL does not see two parameterised copies of it as the same expression.
        .groupBy(sql`1`, sql`2`, sql`3`)
        .orderBy(sql`1`, sql`2`);
      const items = rows.map((r) => ({ ...r, ggr: r.bets - r.wins - r.rollbacks }));
      const totals = items.reduce(
        (sum, r) => ({
          bets: sum.bets + r.bets,
          wins: sum.wins + r.wins,
          rollbacks: sum.rollbacks + r.rollbacks,
          ggr: sum.ggr + r.ggr,
        }),
        { bets: 0, wins: 0, rollbacks: 0, ggr: 0 },
      );
      return { currency: tenant.settings.currency, timezone: tz, items, totals };
    },
  };
}

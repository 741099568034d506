import { and, asc, eq } from 'drizzle-orm';
import type { CasinoKind } from '@tribuna/contracts/casino';
import type { Db } from '../../db/database';
import type { EventBus } from '../../lib/bus';
import {
  casinoCategories,
  casinoGameCategories,
  casinoGames,
  casinoProviders,
  casinoSliders,
  casinoTenantCategories,
  casinoTenantGames,
  type Texts,
  type Volatility,
} from './casino.schema';

export interface CatalogueProvider {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  launchUrl: string | null;
}

/** A game as a brand shows it. */
export interface CatalogueGame {
  id: string;
  slug: string;
  name: string;
  kind: CasinoKind;
  tags: string[];
  imageUrl: string;
  rtp: string;
  volatility: Volatility;
  minBet: number;
  maxBet: number;
  demo: boolean;
  descriptions: Texts;
  provider: CatalogueProvider;
  /** The brand's shown categories it is in, in the brand's order. */
  categories: string[];
  /** Name and provider, lower-case without accents: what search looks in. */
  search: string;
}

export interface CatalogueCategory {
  slug: string;
  names: Texts;
}

export interface CatalogueSlider {
  id: string;
  kind: CasinoKind;
  titles: Texts;
  subtitles: Texts;
  imageUrl: string;
  gameSlug: string | null;
  link: string | null;
}

/** What one brand shows, in its order: built from the database, kept in memory. */
export interface TenantCatalogue {
  games: CatalogueGame[];
  bySlug: Map<string, CatalogueGame>;
  categories: CatalogueCategory[];
  sliders: CatalogueSlider[];
}

/** Lower-case, accents off ("Póker" -> "poker"), spaces collapsed. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface GameFilter {
  kind: CasinoKind;
  category?: string | undefined;
  provider?: string | undefined;
  q?: string | undefined;
}

/**
 * The brand's games that match, in its order. Search is a substring match of every word
 * of `q` in the normalised name and provider: a scan of at most a few thousand short
 * strings in memory, well under a millisecond (bench section h).
 */
export function filterGames(catalogue: TenantCatalogue, filter: GameFilter): CatalogueGame[] {
  const words = filter.q ? normalizeText(filter.q).split(' ').filter(Boolean) : [];
  return catalogue.games.filter(
    (game) =>
      game.kind === filter.kind &&
      (!filter.category || game.categories.includes(filter.category)) &&
      (!filter.provider || game.provider.slug === filter.provider) &&
      words.every((word) => game.search.includes(word)),
  );
}

const CACHE_MS = 60_000;
const SYSTEM_TOPIC = 'system';
const CATALOGUE_CHANGED = 'casino.catalogue.changed';

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * Each brand's catalogue in memory, loaded on first use and dropped on every process
 * (through the bus) when staff change it, or after a minute at the latest.
 */
export function createCatalogue(deps: { db: Db; bus: EventBus }) {
  const { db, bus } = deps;
  const cache = new Map<string, { catalogue: Promise<TenantCatalogue>; until: number }>();

  function drop(tenantId: unknown): void {
    if (typeof tenantId === 'string') cache.delete(tenantId);
    else cache.clear();
  }

  bus.subscribe(SYSTEM_TOPIC, (message) => {
    if (message.type !== CATALOGUE_CHANGED) return;
    const data = message.data;
    drop(data && typeof data === 'object' && 'tenantId' in data ? data.tenantId : null);
  });

  async function load(tenantId: string): Promise<TenantCatalogue> {
    const [gameRows, categoryRows, links, sliderRows] = await Promise.all([
      db
        .select({ game: casinoGames, provider: casinoProviders })
        .from(casinoTenantGames)
        .innerJoin(casinoGames, eq(casinoGames.id, casinoTenantGames.gameId))
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoTenantGames.tenantId, tenantId), eq(casinoTenantGames.enabled, true)))
        .orderBy(asc(casinoTenantGames.position), asc(casinoGames.position), asc(casinoGames.name)),
      db
        .select({
          id: casinoCategories.id,
          slug: casinoCategories.slug,
          names: casinoCategories.names,
        })
        .from(casinoTenantCategories)
        .innerJoin(casinoCategories, eq(casinoCategories.id, casinoTenantCategories.categoryId))
        .where(
          and(
            eq(casinoTenantCategories.tenantId, tenantId),
            eq(casinoTenantCategories.enabled, true),
          ),
        )
        .orderBy(asc(casinoTenantCategories.position), asc(casinoCategories.position)),
      db
        .select({
          gameId: casinoGameCategories.gameId,
          categoryId: casinoGameCategories.categoryId,
        })
        .from(casinoGameCategories)
        .innerJoin(
          casinoTenantGames,
          and(
            eq(casinoTenantGames.gameId, casinoGameCategories.gameId),
            eq(casinoTenantGames.tenantId, tenantId),
            eq(casinoTenantGames.enabled, true),
          ),
        ),
      db
        .select()
        .from(casinoSliders)
        .where(and(eq(casinoSliders.tenantId, tenantId), eq(casinoSliders.enabled, true)))
        .orderBy(asc(casinoSliders.position)),
    ]);
    const order = new Map(categoryRows.map((c, i) => [c.id, i]));
    const slugOf = new Map(categoryRows.map((c) => [c.id, c.slug]));
    const categoriesOf = new Map<string, string[]>();
    for (const link of links) {
      if (!order.has(link.categoryId)) continue;
      const list = categoriesOf.get(link.gameId) ?? [];
      list.push(link.categoryId);
      categoriesOf.set(link.gameId, list);
    }
    const games: CatalogueGame[] = gameRows.map(({ game, provider }) => ({
      id: game.id,
      slug: game.slug,
      name: game.name,
      kind: game.kind,
      tags: game.tags,
      imageUrl: game.imageUrl,
      rtp: game.rtp,
      volatility: game.volatility,
      minBet: game.minBet,
      maxBet: game.maxBet,
      demo: game.demo,
      descriptions: game.descriptions,
      provider: {
        id: provider.id,
        slug: provider.slug,
        name: provider.name,
        logoUrl: provider.logoUrl,
        launchUrl: provider.launchUrl,
      },
      categories: (categoriesOf.get(game.id) ?? [])
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
        .map((id) => slugOf.get(id) ?? ''),
      search: normalizeText(`${game.name} ${provider.name}`),
    }));
    return {
      games,
      bySlug: new Map(games.map((g) => [g.slug, g])),
      categories: categoryRows.map((c) => ({ slug: c.slug, names: c.names })),
      sliders: sliderRows.map((s) => ({
        id: s.id,
        kind: s.kind,
        titles: s.titles,
        subtitles: s.subtitles,
        imageUrl: s.imageUrl,
        gameSlug: s.gameSlug,
        link: s.link,
      })),
    };
  }

  return {
    /** The brand's catalogue; concurrent first calls share one load. */
    of(tenantId: string): Promise<TenantCatalogue> {
      const cached = cache.get(tenantId);
      if (cached && cached.until > Date.now()) return cached.catalogue;
      const catalogue = load(tenantId);
      cache.set(tenantId, { catalogue, until: Date.now() + CACHE_MS });
      // A failed load is not kept (unless a newer one has replaced it already).
      catalogue.catch(() => {
        if (cache.get(tenantId)?.catalogue === catalogue) cache.delete(tenantId);
      });
      return catalogue;
    },

    /** After a change is committed: every process reloads the brand (all brands: null). */
    async changed(tenantId: string | null): Promise<void> {
      drop(tenantId);
      await bus.publish(SYSTEM_TOPIC, { type: CATALOGUE_CHANGED, data: { tenantId } });
    },
  };
}

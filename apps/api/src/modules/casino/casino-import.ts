import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CasinoKind } from '@tribuna/contracts/casino';
import type { Db } from '../../db/database';
import type { Catalogue } from './casino-catalogue';
import { newProviderSecret } from './casino-signature';
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

export interface ProviderInput {
  slug: string;
  name: string;
  logoUrl: string | null;
  /** Null: our own pages (the house provider). */
  launchUrl: string | null;
  /** The secret the provider signs with, when it brings one; else one is generated. */
  secret?: string;
}

export interface CategoryInput {
  slug: string;
  names: Texts;
}

export interface GameInput {
  slug: string;
  provider: string;
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
  categories: string[];
}

export interface SliderInput {
  kind: CasinoKind;
  titles: Texts;
  subtitles: Texts;
  imageUrl: string;
  gameSlug: string | null;
  link: string | null;
}

const BATCH = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Loads providers, categories and games into the platform's catalogue by slug (again:
 * updated, never duplicated). A provider's secret is the one it brings, or generated,
 * when it is first added, and never changed here. Catalogue order follows the input's.
 */
export function createCatalogueImport(deps: { db: Db; catalogue: Catalogue }) {
  const { db, catalogue } = deps;

  return {
    async importCatalogue(input: {
      providers: ProviderInput[];
      categories: CategoryInput[];
      games: GameInput[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        for (const p of input.providers) {
          await tx
            .insert(casinoProviders)
            .values({ ...p, secret: p.secret ?? newProviderSecret() })
            .onConflictDoUpdate({
              target: casinoProviders.slug,
              set: { name: p.name, logoUrl: p.logoUrl, launchUrl: p.launchUrl },
            });
        }
        for (const [position, c] of input.categories.entries()) {
          await tx
            .insert(casinoCategories)
            .values({ ...c, position })
            .onConflictDoUpdate({
              target: casinoCategories.slug,
              set: { names: c.names, position },
            });
        }
        const providers = await tx
          .select({ id: casinoProviders.id, slug: casinoProviders.slug })
          .from(casinoProviders);
        const providerId = new Map(providers.map((p) => [p.slug, p.id]));
        const categories = await tx
          .select({ id: casinoCategories.id, slug: casinoCategories.slug })
          .from(casinoCategories);
        const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
        // Catalogue order follows the input's, after the games of other imports (a
        // provider that adds its games later comes after the ones already there).
        const slugs = input.games.map((g) => g.slug);
        const [before] = await tx
          .select({ last: sql<string | number | null>`max(${casinoGames.position})` })
          .from(casinoGames)
          .where(slugs.length > 0 ? notInArray(casinoGames.slug, slugs) : undefined);
        const offset = before?.last == null ? 0 : Number(before.last) + 1;
        const withOrder = input.games.map((g, index) => ({ g, position: offset + index }));
        for (const batch of chunks(withOrder)) {
          const rows = batch.map(({ g, position }) => {
            const provider = providerId.get(g.provider);
            if (!provider) throw new Error(`casino import: no provider ${g.provider}`);
            return {
              providerId: provider,
              slug: g.slug,
              name: g.name,
              kind: g.kind,
              tags: g.tags,
              imageUrl: g.imageUrl,
              rtp: g.rtp,
              volatility: g.volatility,
              minBet: g.minBet,
              maxBet: g.maxBet,
              demo: g.demo,
              descriptions: g.descriptions,
              position,
            };
          });
          const saved = await tx
            .insert(casinoGames)
            .values(rows)
            .onConflictDoUpdate({
              target: casinoGames.slug,
              set: {
                providerId: sql`excluded.provider_id`,
                name: sql`excluded.name`,
                kind: sql`excluded.kind`,
                tags: sql`excluded.tags`,
                imageUrl: sql`excluded.image_url`,
                rtp: sql`excluded.rtp`,
                volatility: sql`excluded.volatility`,
                minBet: sql`excluded.min_bet`,
                maxBet: sql`excluded.max_bet`,
                demo: sql`excluded.demo`,
                descriptions: sql`excluded.descriptions`,
                position: sql`excluded.position`,
              },
            })
            .returning({ id: casinoGames.id, slug: casinoGames.slug });
          const gameId = new Map(saved.map((s) => [s.slug, s.id]));
          await tx.delete(casinoGameCategories).where(
            inArray(
              casinoGameCategories.gameId,
              saved.map((s) => s.id),
            ),
          );
          const links = batch.flatMap(({ g }) =>
            g.categories.map((slug) => {
              const game = gameId.get(g.slug);
              const category = categoryId.get(slug);
              if (!game || !category) throw new Error(`casino import: no category ${slug}`);
              return { gameId: game, categoryId: category };
            }),
          );
          if (links.length > 0) await tx.insert(casinoGameCategories).values(links);
        }
      });
      await catalogue.changed(null);
    },

    /**
     * Shows every game and category of the catalogue on a brand, in catalogue order,
     * and adds its lobby sliders; what the brand already chose is kept.
     */
    async enableForTenant(tenantId: string, sliders: SliderInput[]): Promise<void> {
      await db.transaction(async (tx) => {
        const games = await tx
          .select({ id: casinoGames.id, position: casinoGames.position })
          .from(casinoGames);
        for (const batch of chunks(games)) {
          await tx
            .insert(casinoTenantGames)
            .values(batch.map((g) => ({ tenantId, gameId: g.id, position: g.position })))
            .onConflictDoNothing();
        }
        const categories = await tx
          .select({ id: casinoCategories.id, position: casinoCategories.position })
          .from(casinoCategories);
        if (categories.length > 0) {
          await tx
            .insert(casinoTenantCategories)
            .values(categories.map((c) => ({ tenantId, categoryId: c.id, position: c.position })))
            .onConflictDoNothing();
        }
        const [existing] = await tx
          .select({ id: casinoSliders.id })
          .from(casinoSliders)
          .where(and(eq(casinoSliders.tenantId, tenantId)))
          .limit(1);
        if (!existing && sliders.length > 0) {
          await tx
            .insert(casinoSliders)
            .values(sliders.map((s, position) => ({ ...s, tenantId, position })));
        }
      });
      await catalogue.changed(tenantId);
    },

    /** A provider's secret, for our own house games' server and the provider simulator. */
    async providerSecret(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: casinoProviders.secret })
        .from(casinoProviders)
        .where(eq(casinoProviders.slug, slug));
      return row?.secret ?? null;
    },
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentPage, OfficeContentSummary } from '@tribuna/contracts/content';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import { contentPages } from './content.schema';

type Row = typeof contentPages.$inferSelect;

function pageView(row: Row): ContentPage {
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Content pages per brand and language. Every query is scoped by tenant. */
export function createContentService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function find(tenantId: string, slug: ContentSlug, language: Language) {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, tenantId),
          eq(contentPages.slug, slug),
          eq(contentPages.language, language),
        ),
      );
    return row ?? null;
  }

  return {
    /**
     * What a visitor reads: the asked language, else the brand's default, else any
     * language the page has (oldest language order first, so the answer is stable).
     */
    async read(
      tenantId: string,
      slug: ContentSlug,
      asked: Language,
      brandDefault: Language,
    ): Promise<ContentPage> {
      const rows = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.slug, slug)))
        .orderBy(asc(contentPages.language));
      const row =
        rows.find((r) => r.language === asked) ??
        rows.find((r) => r.language === brandDefault) ??
        rows[0];
      if (!row) throw new AppError(404, 'NOT_FOUND', 'content.not_found');
      return pageView(row);
    },

    async list(tenantId: string): Promise<OfficeContentSummary[]> {
      const rows = await db
        .select()
        .from(contentPages)
        .where(eq(contentPages.tenantId, tenantId))
        .orderBy(asc(contentPages.slug), asc(contentPages.language));
      return rows.map((row) => {
        const { body: _body, ...summary } = pageView(row);
        return summary;
      });
    },

    async get(tenantId: string, slug: ContentSlug, language: Language): Promise<ContentPage> {
      const row = await find(tenantId, slug, language);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'content.not_found');
      return pageView(row);
    },

    /** Creates or replaces one language of a page; the change and the audit entry land together. */
    async upsert(
      actor: Actor,
      tenantId: string,
      slug: ContentSlug,
      language: Language,
      text: { title: string; body: string },
    ): Promise<ContentPage> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentPages)
          .where(
            and(
              eq(contentPages.tenantId, tenantId),
              eq(contentPages.slug, slug),
              eq(contentPages.language, language),
            ),
          )
          .for('update');
        const [saved] = await tx
          .insert(contentPages)
          .values({ tenantId, slug, language, ...text })
          .onConflictDoUpdate({
            target: [contentPages.tenantId, contentPages.slug, contentPages.language],
            set: { ...text, updatedAt: sql`now()` },
          })
          .returning();
        if (!saved) throw new Error('content upsert returned no row');
        await audit.record(tx, actor, {
          tenantId,
          action: before ? 'content.update' : 'content.create',
          targetType: 'content',
          targetId: `${slug}/${language}`,
          before: before ? { title: before.title, body: before.body } : null,
          after: { title: saved.title, body: saved.body },
        });
        return pageView(saved);
      });
    },
  };
}

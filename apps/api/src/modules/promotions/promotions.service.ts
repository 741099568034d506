import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import {
  PROMOTIONS_API,
  promotionCtaSchema,
  promotionTextsSchema,
  type OfficePromotion,
  type OfficePromotionRequest,
  type Promotion,
  type PromotionCta,
  type PromotionTexts,
  type PromotionType,
} from '@tribuna/contracts/promotions';
import type { Db } from '../../db/database';
import { byteaAsBase64 } from '../../db/bytea';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { TenantsService } from '../tenants/tenants.service';
import { sniffImageType, type PromotionImageType } from './promotion-image';
import { promotionImages, promotions } from './promotions.schema';

type Row = typeof promotions.$inferSelect;
type Translations = Partial<Record<Language, PromotionTexts>>;

/** A stored row with its JSON parsed: what every answer is built from. */
interface Stored {
  id: string;
  type: PromotionType;
  enabled: boolean;
  position: number;
  imageUrl: string | null;
  cta: PromotionCta | null;
  startsAt: Date;
  endsAt: Date | null;
  translations: Translations;
  updatedAt: Date;
}

const ctaOrNull = promotionCtaSchema.nullable();

/**
 * The row's JSON through the contract's schemas. A language that no longer parses is left
 * out (the others still show), and so is an action (the card shows without a button):
 * one bad value must not take the brand's whole list down.
 */
function parsed(row: Row): Stored {
  const translations: Translations = {};
  const stored = typeof row.translations === 'object' && row.translations ? row.translations : {};
  for (const language of LANGUAGES) {
    const texts = promotionTextsSchema.safeParse((stored as Record<string, unknown>)[language]);
    if (texts.success) translations[language] = texts.data;
  }
  const cta = ctaOrNull.safeParse(row.cta);
  return {
    id: row.id,
    type: row.type,
    enabled: row.enabled,
    position: row.position,
    imageUrl: row.imageUrl,
    cta: cta.success ? cta.data : null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    translations,
    updatedAt: row.updatedAt,
  };
}

function isLive(promotion: Stored, now: Date): boolean {
  return (
    promotion.enabled &&
    promotion.startsAt <= now &&
    (promotion.endsAt === null || promotion.endsAt > now)
  );
}

/** The asked language's texts, else the brand's default language's, else the first one it has. */
function textsFor(
  translations: Translations,
  asked: Language,
  brandDefault: Language,
): { language: Language; texts: PromotionTexts } | null {
  for (const language of [asked, brandDefault, ...LANGUAGES]) {
    const texts = translations[language];
    if (texts) return { language, texts };
  }
  return null;
}

function playerView(promotion: Stored, asked: Language, brandDefault: Language): Promotion | null {
  const found = textsFor(promotion.translations, asked, brandDefault);
  if (!found) return null;
  return {
    id: promotion.id,
    type: promotion.type,
    language: found.language,
    ...found.texts,
    image_url: promotion.imageUrl,
    cta: promotion.cta,
    starts_at: promotion.startsAt.toISOString(),
    ends_at: promotion.endsAt?.toISOString() ?? null,
  };
}

function officeView(promotion: Stored, now: Date): OfficePromotion {
  return {
    id: promotion.id,
    type: promotion.type,
    enabled: promotion.enabled,
    position: promotion.position,
    image_url: promotion.imageUrl,
    cta: promotion.cta,
    starts_at: promotion.startsAt.toISOString(),
    ends_at: promotion.endsAt?.toISOString() ?? null,
    translations: promotion.translations,
    live: isLive(promotion, now),
    updated_at: promotion.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a promotion: what staff wrote. */
function audited(view: OfficePromotion) {
  const { live: _live, updated_at: _updated, ...fields } = view;
  return fields;
}

function columnsOf(input: OfficePromotionRequest) {
  return {
    type: input.type,
    enabled: input.enabled,
    position: input.position,
    imageUrl: input.image_url,
    cta: input.cta,
    startsAt: new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
    translations: input.translations,
  };
}

const ORDER = [asc(promotions.position), desc(promotions.startsAt), asc(promotions.id)];

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'promotions.not_found');
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/**
 * Promotions per brand: the live ones for visitors, every one for the office. Every query
 * is scoped by tenant; a brand whose jurisdiction forbids bonuses shows and saves no
 * `bonus` promotion.
 */
export function createPromotionsService(deps: {
  db: Db;
  audit: AuditService;
  tenants: TenantsService;
  clock: () => Date;
}) {
  const { db, audit, tenants, clock } = deps;

  async function bonusesAllowed(tenantId: string): Promise<boolean> {
    const tenant = await tenants.cachedById(tenantId);
    return tenant?.jurisdiction.bonuses_allowed ?? false;
  }

  /** The public lists' filter: live now, of an allowed type (and the asked one). */
  async function liveFilter(tenantId: string, type: PromotionType | undefined): Promise<SQL[]> {
    const now = clock();
    const filters: SQL[] = [eq(promotions.tenantId, tenantId), eq(promotions.enabled, true)];
    filters.push(lte(promotions.startsAt, now));
    filters.push(or(isNull(promotions.endsAt), gt(promotions.endsAt, now)) ?? sql`true`);
    if (type) filters.push(eq(promotions.type, type));
    if (!(await bonusesAllowed(tenantId))) filters.push(eq(promotions.type, 'promotion'));
    return filters;
  }

  async function refuseForbiddenBonus(tenantId: string, input: OfficePromotionRequest) {
    if (input.type === 'bonus' && !(await bonusesAllowed(tenantId))) {
      throw new AppError(409, 'CONFLICT', 'promotions.bonuses_not_allowed', {
        fields: { type: 'promotions.bonuses_not_allowed' },
      });
    }
  }

  return {
    /** The platform's clock: the demo seed dates its promotions from it. */
    now: (): Date => clock(),

    /** The brand's live promotions in the office's order, in the asked language or a fallback. */
    async listLive(
      tenantId: string,
      options: { type?: PromotionType | undefined; language: Language; brandDefault: Language },
    ): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(promotions)
        .where(and(...(await liveFilter(tenantId, options.type))))
        .orderBy(...ORDER);
      return rows.flatMap((row) => {
        const view = playerView(parsed(row), options.language, options.brandDefault);
        return view ? [view] : [];
      });
    },

    /** One live promotion; anything else (ended, hidden, another brand's, a forbidden bonus) is not found. */
    async readLive(
      tenantId: string,
      id: string,
      language: Language,
      brandDefault: Language,
    ): Promise<Promotion> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), ...(await liveFilter(tenantId, undefined))));
      const view = row ? playerView(parsed(row), language, brandDefault) : null;
      if (!view) throw notFound();
      return view;
    },

    /** An uploaded image of this brand, as base64 out of the database (see db/bytea.ts). */
    async image(
      tenantId: string,
      id: string,
    ): Promise<{ type: PromotionImageType; content: Buffer }> {
      const [row] = await db
        .select({ type: promotionImages.type, content: byteaAsBase64(promotionImages.content) })
        .from(promotionImages)
        .where(and(eq(promotionImages.tenantId, tenantId), eq(promotionImages.id, id)));
      if (!row) throw notFound();
      return { type: row.type, content: Buffer.from(row.content, 'base64') };
    },

    async list(tenantId: string): Promise<OfficePromotion[]> {
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.tenantId, tenantId))
        .orderBy(...ORDER);
      const now = clock();
      return rows.map((row) => officeView(parsed(row), now));
    },

    async get(tenantId: string, id: string): Promise<OfficePromotion> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.tenantId, tenantId), eq(promotions.id, id)));
      if (!row) throw notFound();
      return officeView(parsed(row), clock());
    },

    /** A new promotion; it and its audit entry land together. */
    async create(
      actor: Actor,
      tenantId: string,
      input: OfficePromotionRequest,
    ): Promise<OfficePromotion> {
      await refuseForbiddenBonus(tenantId, input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promotions)
          .values({ tenantId, ...columnsOf(input) })
          .returning();
        if (!row) throw new Error('promotion insert returned no row');
        const view = officeView(parsed(row), clock());
        await audit.record(tx, actor, {
          tenantId,
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: row.id,
          before: null,
          after: audited(view),
        });
        return view;
      });
    },

    /** Replaces a promotion's fields and texts, audited with before and after. */
    async update(
      actor: Actor,
      tenantId: string,
      id: string,
      input: OfficePromotionRequest,
    ): Promise<OfficePromotion> {
      await refuseForbiddenBonus(tenantId, input);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promotions)
          .where(and(eq(promotions.tenantId, tenantId), eq(promotions.id, id)))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(promotions)
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(eq(promotions.id, id))
          .returning();
        if (!row) throw new Error('promotion update returned no row');
        const now = clock();
        const view = officeView(parsed(row), now);
        await audit.record(tx, actor, {
          tenantId,
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: id,
          before: audited(officeView(parsed(before), now)),
          after: audited(view),
        });
        return view;
      });
    },

    /** Deletes a promotion (its image stays: another may use it); answers what was deleted. */
    async remove(actor: Actor, tenantId: string, id: string): Promise<OfficePromotion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(promotions)
          .where(and(eq(promotions.tenantId, tenantId), eq(promotions.id, id)))
          .returning();
        if (!row) throw notFound();
        const view = officeView(parsed(row), clock());
        await audit.record(tx, actor, {
          tenantId,
          action: 'promotion.delete',
          targetType: 'promotion',
          targetId: id,
          before: audited(view),
          after: null,
        });
        return view;
      });
    },

    /**
     * Keeps an uploaded image if its content is one of the types the site shows; answers the
     * address the public route serves it at.
     */
    async uploadImage(actor: Actor, tenantId: string, content: Buffer): Promise<{ url: string }> {
      const type = sniffImageType(content);
      if (!type) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'promotions.image_invalid', {
          fields: { file: 'promotions.image_invalid' },
        });
      }
      const sha256 = crypto.createHash('sha256').update(content).digest('hex');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promotionImages)
          .values({ tenantId, type, size: content.length, sha256, content })
          .returning({ id: promotionImages.id });
        if (!row) throw new Error('promotion image insert returned no row');
        await audit.record(tx, actor, {
          tenantId,
          action: 'promotion.image.upload',
          targetType: 'promotion_image',
          targetId: row.id,
          after: { type, size: content.length, sha256 },
        });
        return { url: PROMOTIONS_API.image(row.id) };
      });
    },
  };
}

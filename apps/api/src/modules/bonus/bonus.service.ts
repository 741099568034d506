import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type {
  Bonus,
  BonusCodeRequest,
  BonusStatus,
  CampaignRequest,
  OfficeBonus,
  OfficeCampaign,
} from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { RegisterRequest } from '@tribuna/contracts/auth';
import { bonusCodeSchema } from '@tribuna/contracts/promotions';
import type { Language } from '@tribuna/contracts/languages';
import { HOUSE_SLOT } from '@tribuna/games/slot';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { AppError, isAppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import type { ActivityHandler, ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CasinoModule } from '../casino/casino.module';
import { HOUSE_PROVIDER_SLUG } from '../casino/casino.service';
import type { ResponsibleService } from '../responsible/responsible.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import { createBonusLifecycle } from './bonus-lifecycle';
import { createBonusMoney } from './bonus-money';
import {
  bonusView,
  campaignView,
  officeBonusView,
  termsFromRequest,
  termsOf,
  type CampaignRow,
  type GrantRow,
} from './bonus-terms';
import { bonusCampaigns, bonusGrants } from './bonus.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The brand as bonuses need it: its currency, languages and jurisdiction's bonus rules. */
export interface BonusBrand {
  tenantId: string;
  currency: Currency;
  language: Language;
  timezone: string;
  bonusesAllowed: boolean;
  maxWageringMultiple: number | null;
}

/** What a bonus's creation starts from: its status, and its amount when known. */
interface Receipt {
  status: 'available';
  amount: number;
  depositRef?: string | null;
  period?: string;
}

export type BonusService = ReturnType<typeof createBonusService>;

/**
 * Bonus campaigns and players' bonuses: claims (by code, at registration, from the offers),
 * cancellations, the office's campaigns and grants, and the rules that keep bonus money
 * apart from the player's own (bonus-money.ts, behind the wallet's port).
 */
export function createBonusService(deps: {
  db: Db;
  clock: () => Date;
  tenants: TenantsService;
  wallet: WalletService;
  responsible: ResponsibleService;
  audit: AuditService;
  activity: ActivityService;
  /** The casino's catalogue: free spins are played on a slot of the house. */
  casino: Pick<CasinoModule['player'], 'game'>;
}) {
  const { db, clock, tenants, wallet, responsible, audit, activity, casino } = deps;
  const lifecycle = createBonusLifecycle({ db, ledger: wallet.ledger, clock });
  const money = createBonusMoney({ ledger: wallet.ledger, lifecycle });

  async function brandOf(tenantId: string, via: DbOrTx = db): Promise<BonusBrand> {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return {
      tenantId,
      currency: tenant.settings.currency,
      language: tenant.settings.language,
      timezone: tenant.settings.timezone,
      bonusesAllowed: tenant.jurisdiction.bonuses_allowed,
      maxWageringMultiple: tenant.jurisdiction.max_wagering_multiple,
    };
  }

  async function hadIt(tx: DbOrTx, campaignId: string, playerId: string): Promise<boolean> {
    const [had] = await tx
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.campaignId, campaignId), eq(bonusGrants.playerId, playerId)));
    return had !== undefined;
  }

  function isLive(campaign: CampaignRow, at: Date): boolean {
    return (
      campaign.status === 'active' &&
      campaign.startsAt <= at &&
      (campaign.endsAt === null || campaign.endsAt > at)
    );
  }

  /** Live: active, started and not ended at `at`. */
  function liveAt(at: Date) {
    return and(
      eq(bonusCampaigns.status, 'active'),
      lte(bonusCampaigns.startsAt, at),
      or(isNull(bonusCampaigns.endsAt), sql`${bonusCampaigns.endsAt} > ${at.toISOString()}`),
    );
  }

  async function campaignByCode(
    tx: DbOrTx,
    tenantId: string,
    code: string,
  ): Promise<CampaignRow | null> {
    const [row] = await tx
      .select()
      .from(bonusCampaigns)
      .where(
        and(
          eq(bonusCampaigns.tenantId, tenantId),
          eq(bonusCampaigns.code, code),
          eq(bonusCampaigns.trigger, 'code'),
          liveAt(clock()),
        ),
      );
    return row ?? null;
  }

  /**
   * Gives a player a campaign (as an offer to claim): once per player (and cashback
   * period), while the campaign has room. Null when it has none or the player has it.
   */
  async function receive(
    tx: Tx,
    campaign: CampaignRow,
    playerId: string,
    receipt: Receipt,
  ): Promise<GrantRow | null> {
    const [counted] = await tx
      .update(bonusCampaigns)
      .set({ granted: sql`${bonusCampaigns.granted} + 1` })
      .where(
        and(
          eq(bonusCampaigns.id, campaign.id),
          or(
            isNull(bonusCampaigns.maxGrants),
            lt(bonusCampaigns.granted, bonusCampaigns.maxGrants),
          ),
        ),
      )
      .returning({ id: bonusCampaigns.id });
    if (!counted) return null;
    const now = clock();
    const terms = termsOf(campaign.terms);
    const [row] = await tx
      .insert(bonusGrants)
      .values({
        tenantId: campaign.tenantId,
        playerId,
        campaignId: campaign.id,
        kind: campaign.kind,
        status: receipt.status,
        terms: campaign.terms,
        amount: receipt.amount,
        depositRef: receipt.depositRef ?? null,
        period: receipt.period ?? '',
        createdAt: now,
        expiresAt: new Date(now.getTime() + terms.claim_days * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      await tx
        .update(bonusCampaigns)
        .set({ granted: sql`${bonusCampaigns.granted} - 1` })
        .where(eq(bonusCampaigns.id, campaign.id));
      return null;
    }
    return row;
  }

  async function running(tx: DbOrTx, playerId: string): Promise<GrantRow | null> {
    const [row] = await tx
      .select()
      .from(bonusGrants)
      .where(
        and(eq(bonusGrants.playerId, playerId), inArray(bonusGrants.status, ['claimed', 'active'])),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Starts a received bonus: a deposit match whose deposit is still to come waits for it
   * (claimed); everything else is credited now. One bonus runs at a time.
   */
  async function start(tx: Tx, brand: BonusBrand, grant: GrantRow): Promise<GrantRow> {
    if (await running(tx, grant.playerId)) {
      throw new AppError(409, 'CONFLICT', 'bonus.already_active');
    }
    const terms = termsOf(grant.terms);
    try {
      switch (grant.kind) {
        case 'deposit_match':
          return grant.depositRef === null
            ? await lifecycle.claimForDeposit(tx, grant)
            : await lifecycle.activate(tx, grant, brand.currency, grant.amount);
        case 'no_deposit':
          return await lifecycle.activate(tx, grant, brand.currency, terms.amount ?? 0);
        case 'cashback':
          return await lifecycle.activate(tx, grant, brand.currency, grant.amount);
        case 'free_bet':
        case 'free_spins':
          return await lifecycle.openVouchers(tx, grant);
      }
    } catch (error) {
      // Two claims at once: the second finds the first one's bonus running.
      if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', 'bonus.already_active');
      throw error;
    }
  }

  /** Refuses a bonus to a brand that may not give them, or to a player on a break. */
  async function mayReceive(tx: DbOrTx, brand: BonusBrand, playerId: string): Promise<boolean> {
    return brand.bonusesAllowed && !(await responsible.onBreakIn(tx, playerId));
  }

  /** A bonus of the brand (and of the player, when named): another's is not found. */
  async function grantOf(
    tx: DbOrTx,
    tenantId: string,
    id: string,
    playerId?: string,
  ): Promise<GrantRow> {
    const [row] = await tx
      .select()
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.tenantId, tenantId),
          eq(bonusGrants.id, id),
          playerId ? eq(bonusGrants.playerId, playerId) : undefined,
        ),
      );
    if (!row) throw new AppError(404, 'NOT_FOUND', 'bonus.not_found');
    return row;
  }

  /** Runs a change of one player's bonuses under their lock, then tells their tabs. */
  async function asPlayer<T>(
    brand: BonusBrand,
    playerId: string,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const out = await db.transaction(async (tx) => {
      await lifecycle.lock(tx, { tenantId: brand.tenantId, playerId, currency: brand.currency });
      return work(tx);
    });
    await wallet.publishBalance(brand.tenantId, playerId);
    return out;
  }

  /** A code's bonus for a player, in `tx` (their lock taken): received and started. */
  async function claimCodeIn(
    tx: Tx,
    brand: BonusBrand,
    playerId: string,
    code: string,
  ): Promise<GrantRow> {
    const campaign = await campaignByCode(tx, brand.tenantId, code);
    if (!campaign || !brand.bonusesAllowed) {
      throw new AppError(400, 'VALIDATION_FAILED', 'bonus.code_invalid', {
        fields: { code: 'bonus.code_invalid' },
      });
    }
    if (await responsible.onBreakIn(tx, playerId)) {
      throw new AppError(403, 'ON_BREAK', 'bonus.player_on_break');
    }
    const grant = await receive(tx, campaign, playerId, { status: 'available', amount: 0 });
    if (!grant) {
      const had = await hadIt(tx, campaign.id, playerId);
      throw new AppError(409, 'CONFLICT', had ? 'bonus.already_received' : 'bonus.not_claimable');
    }
    return start(tx, brand, grant);
  }

  async function validateCampaign(brand: BonusBrand, request: CampaignRequest): Promise<void> {
    if (!brand.bonusesAllowed) throw new AppError(409, 'CONFLICT', 'bonus.not_allowed');
    const max = brand.maxWageringMultiple;
    if (max !== null && request.wagering_multiple > max) {
      throw new AppError(400, 'VALIDATION_FAILED', 'bonus.wagering_too_high', {
        params: { max },
        fields: { wagering_multiple: 'bonus.wagering_too_high' },
      });
    }
    if (request.kind === 'free_spins') await validateSpinsGame(brand, request);
  }

  /** Free spins are played on a slot of the house that the brand shows, at a stake it takes. */
  async function validateSpinsGame(brand: BonusBrand, request: CampaignRequest): Promise<void> {
    const refused = new AppError(400, 'VALIDATION_FAILED', 'bonus.game_invalid', {
      fields: { game: 'bonus.game_invalid' },
    });
    if (request.game === null || request.spin_stake === null) throw refused;
    const game = await casino
      .game(brand.tenantId, request.game, brand.language, null)
      .catch((error: unknown) => {
        if (isAppError(error) && error.status === 404) throw refused;
        throw error;
      });
    if (game.provider.slug !== HOUSE_PROVIDER_SLUG || !game.categories.includes('slots')) {
      throw refused;
    }
    if (request.spin_stake < game.min_bet || request.spin_stake > game.max_bet) {
      throw new AppError(400, 'VALIDATION_FAILED', 'bonus.spin_stake_invalid', {
        params: (language) => ({
          min: formatMoney(game.min_bet, brand.currency, language),
          max: formatMoney(game.max_bet, brand.currency, language),
        }),
        fields: { spin_stake: 'bonus.spin_stake_invalid' },
      });
    }
    // A spin plays every line of the slot at one line bet: a stake they cannot split
    // evenly could never be played.
    const lines = HOUSE_SLOT.paylines.length;
    if (request.spin_stake % lines !== 0) {
      throw new AppError(400, 'VALIDATION_FAILED', 'bonus.spin_stake_lines', {
        params: (language) => ({ lines, step: formatMoney(lines, brand.currency, language) }),
        fields: { spin_stake: 'bonus.spin_stake_lines' },
      });
    }
  }

  function campaignColumns(request: CampaignRequest) {
    return {
      name: request.name,
      kind: request.kind,
      trigger: request.trigger,
      code: request.trigger === 'code' ? request.code : null,
      depositNumber: request.trigger === 'deposit' ? request.deposit_number : null,
      status: request.status,
      startsAt: new Date(request.starts_at),
      endsAt: request.ends_at === null ? null : new Date(request.ends_at),
      maxGrants: request.max_grants,
      terms: termsFromRequest(request),
    };
  }

  function codeTaken(error: unknown): never {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'CONFLICT', 'bonus.code_taken', {
        fields: { code: 'bonus.code_taken' },
      });
    }
    throw error;
  }

  return {
    brandOf,
    lifecycle,
    money,
    receive,
    running,
    mayReceive,
    asPlayer,
    /** The wagering consumer as a job: about every second, once across processes. */
    wageringJob: (handle: ActivityHandler) =>
      activity.consumerJob('bonus-wagering', handle, { everyMs: 1_000 }),
    async publishBalance(tenantId: string, playerId: string): Promise<void> {
      await wallet.publishBalance(tenantId, playerId);
    },

    /**
     * Offers each live cashback campaign's bonus for the last whole period (day, week from
     * Monday, month, in the brand's zone) to every player with a net loss in it: once per
     * player and period (a unique index), so running it again, or on another process,
     * offers nothing twice. Answers how many offers it made.
     */
    async cashback(now: Date): Promise<number> {
      const campaigns = await db
        .select()
        .from(bonusCampaigns)
        .where(and(eq(bonusCampaigns.kind, 'cashback'), eq(bonusCampaigns.status, 'active')));
      let offered = 0;
      for (const campaign of campaigns) {
        const brand = await brandOf(campaign.tenantId);
        const terms = termsOf(campaign.terms);
        const unit = terms.cashback_period ?? 'week';
        if (!brand.bonusesAllowed) continue;
        const at = sql`(${now.toISOString()}::timestamptz at time zone ${brand.timezone})`;
        const [period] = rowsOf<{ start: string | Date; end: string | Date; key: string }>(
          await db.execute(sql`select
              ((date_trunc(${unit}, ${at}) - ${`1 ${unit}`}::interval) at time zone ${brand.timezone}) as start,
              (date_trunc(${unit}, ${at}) at time zone ${brand.timezone}) as end,
              to_char(date_trunc(${unit}, ${at}) - ${`1 ${unit}`}::interval, 'YYYY-MM-DD') as key`),
        );
        if (!period) continue;
        const start = new Date(period.start);
        const end = new Date(period.end);
        // Only whole periods the campaign ran through.
        if (campaign.startsAt > start || (campaign.endsAt !== null && campaign.endsAt < end)) {
          continue;
        }
        const had = new Set(
          (
            await db
              .select({ playerId: bonusGrants.playerId })
              .from(bonusGrants)
              .where(
                and(eq(bonusGrants.campaignId, campaign.id), eq(bonusGrants.period, period.key)),
              )
          ).map((r) => r.playerId),
        );
        for (const { playerId, loss } of await activity.netLosses(campaign.tenantId, start, end)) {
          const amount = Math.min(
            Math.floor((loss * (terms.percent ?? 0)) / 100),
            terms.max_bonus ?? loss,
          );
          if (amount <= 0 || had.has(playerId)) continue;
          const made = await asPlayer(brand, playerId, async (tx) => {
            if (!(await mayReceive(tx, brand, playerId))) return null;
            return receive(tx, campaign, playerId, {
              status: 'available',
              amount,
              period: period.key,
            });
          });
          if (made) offered += 1;
        }
      }
      return offered;
    },

    /** Bonuses waiting or running whose deadline has passed, oldest first. */
    async due(now: Date, limit: number) {
      return db
        .select({
          id: bonusGrants.id,
          tenantId: bonusGrants.tenantId,
          playerId: bonusGrants.playerId,
        })
        .from(bonusGrants)
        .where(
          and(
            inArray(bonusGrants.status, ['available', 'claimed', 'active']),
            lte(bonusGrants.expiresAt, now),
          ),
        )
        .orderBy(asc(bonusGrants.expiresAt))
        .limit(limit);
    },

    async list(
      tenantId: string,
      playerId: string,
      language: Language,
      status?: BonusStatus,
    ): Promise<Bonus[]> {
      const brand = await brandOf(tenantId);
      const rows = await db
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.tenantId, tenantId),
            eq(bonusGrants.playerId, playerId),
            status ? eq(bonusGrants.status, status) : undefined,
          ),
        )
        .orderBy(desc(bonusGrants.createdAt))
        .limit(200);
      return rows.map((r) => bonusView(r, language, brand.language));
    },

    async claimCode(
      tenantId: string,
      playerId: string,
      language: Language,
      request: BonusCodeRequest,
    ): Promise<Bonus> {
      const brand = await brandOf(tenantId);
      const grant = await asPlayer(brand, playerId, (tx) =>
        claimCodeIn(tx, brand, playerId, request.code),
      );
      return bonusView(grant, language, brand.language);
    },

    async claim(tenantId: string, playerId: string, language: Language, id: string) {
      const brand = await brandOf(tenantId);
      const grant = await asPlayer(brand, playerId, async (tx) => {
        const found = await grantOf(tx, tenantId, id, playerId);
        const expired = found.expiresAt !== null && found.expiresAt <= clock();
        if (found.status !== 'available' || expired || !(await mayReceive(tx, brand, playerId))) {
          throw new AppError(409, 'CONFLICT', 'bonus.not_claimable');
        }
        return start(tx, brand, found);
      });
      return bonusView(grant, language, brand.language);
    },

    async cancel(tenantId: string, playerId: string, language: Language, id: string) {
      const brand = await brandOf(tenantId);
      const grant = await asPlayer(brand, playerId, async (tx) => {
        const found = await grantOf(tx, tenantId, id, playerId);
        if (!['available', 'claimed', 'active'].includes(found.status)) {
          throw new AppError(409, 'CONFLICT', 'bonus.not_cancelable');
        }
        return lifecycle.cancel(tx, found, brand.currency, {
          reason: 'player',
          by: null,
          note: null,
        });
      });
      return bonusView(grant, language, brand.language);
    },

    /** Registration: a promo code must be a live bonus code of the brand ("Insert a valid bonus code"). */
    registration: {
      async check(tenantId: string, input: RegisterRequest): Promise<void> {
        if (!input.promo_code) return;
        const code = bonusCodeSchema.safeParse(input.promo_code);
        const brand = await brandOf(tenantId);
        const campaign = code.success ? await campaignByCode(db, tenantId, code.data) : null;
        if (!campaign || !brand.bonusesAllowed) {
          throw new AppError(400, 'VALIDATION_FAILED', 'bonus.code_invalid', {
            fields: { promo_code: 'bonus.code_invalid' },
          });
        }
      },
      /** In the registration's transaction: the code's bonus, and the sign-up offers. */
      async within(tx: Tx, tenantId: string, playerId: string, input: RegisterRequest) {
        const brand = await brandOf(tenantId, tx);
        if (!brand.bonusesAllowed) return;
        await lifecycle.lock(tx, { tenantId, playerId, currency: brand.currency });
        const signups = await tx
          .select()
          .from(bonusCampaigns)
          .where(
            and(
              eq(bonusCampaigns.tenantId, tenantId),
              eq(bonusCampaigns.trigger, 'signup'),
              liveAt(clock()),
            ),
          );
        for (const campaign of signups) {
          const terms = termsOf(campaign.terms);
          await receive(tx, campaign, playerId, { status: 'available', amount: terms.amount ?? 0 });
        }
        if (input.promo_code) {
          const code = bonusCodeSchema.parse(input.promo_code);
          try {
            await claimCodeIn(tx, brand, playerId, code);
          } catch (error) {
            // Refused after all (its last place taken meanwhile): said at the code's field.
            if (!isAppError(error)) throw error;
            throw new AppError(400, 'VALIDATION_FAILED', error.key, {
              ...error.options,
              fields: { promo_code: error.key },
            });
          }
        }
      },
    },

    /** A break cancels every bonus the player has waiting or running, in its transaction. */
    onBreak: async (tx: Tx, tenantId: string, playerId: string) => {
      const brand = await brandOf(tenantId, tx);
      await lifecycle.lock(tx, { tenantId, playerId, currency: brand.currency });
      const rows = await tx
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.playerId, playerId),
            inArray(bonusGrants.status, ['available', 'claimed', 'active']),
          ),
        );
      for (const row of rows) {
        await lifecycle.cancel(tx, row, brand.currency, { reason: 'break', by: null, note: null });
      }
      if (rows.length === 0) return undefined;
      return async () => {
        await wallet.publishBalance(tenantId, playerId);
      };
    },

    // ------------------------------------------------------------------ office

    async campaigns(tenantId: string): Promise<OfficeCampaign[]> {
      const rows = await db
        .select()
        .from(bonusCampaigns)
        .where(eq(bonusCampaigns.tenantId, tenantId))
        .orderBy(desc(bonusCampaigns.createdAt));
      return rows.map(campaignView);
    },

    async campaign(tenantId: string, id: string): Promise<OfficeCampaign> {
      const [row] = await db
        .select()
        .from(bonusCampaigns)
        .where(and(eq(bonusCampaigns.tenantId, tenantId), eq(bonusCampaigns.id, id)));
      if (!row) throw new AppError(404, 'NOT_FOUND', 'bonus.campaign_not_found');
      return campaignView(row);
    },

    async createCampaign(
      actor: Actor,
      tenantId: string,
      request: CampaignRequest,
    ): Promise<OfficeCampaign> {
      const brand = await brandOf(tenantId);
      await validateCampaign(brand, request);
      const row = await db
        .transaction(async (tx) => {
          const [made] = await tx
            .insert(bonusCampaigns)
            .values({ tenantId, ...campaignColumns(request) })
            .returning();
          if (!made) throw new Error('campaign insert returned nothing');
          await audit.record(tx, actor, {
            tenantId,
            action: 'bonus.campaign.create',
            targetType: 'bonus_campaign',
            targetId: made.id,
            after: campaignView(made),
          });
          return made;
        })
        .catch(codeTaken);
      return campaignView(row);
    },

    async updateCampaign(
      actor: Actor,
      tenantId: string,
      id: string,
      request: CampaignRequest,
    ): Promise<OfficeCampaign> {
      const brand = await brandOf(tenantId);
      await validateCampaign(brand, request);
      const row = await db
        .transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(bonusCampaigns)
            .where(and(eq(bonusCampaigns.tenantId, tenantId), eq(bonusCampaigns.id, id)))
            .for('update');
          if (!before) throw new AppError(404, 'NOT_FOUND', 'bonus.campaign_not_found');
          const [after] = await tx
            .update(bonusCampaigns)
            .set({ ...campaignColumns(request), updatedAt: clock() })
            .where(eq(bonusCampaigns.id, id))
            .returning();
          if (!after) throw new Error('campaign update returned nothing');
          await audit.record(tx, actor, {
            tenantId,
            action: 'bonus.campaign.update',
            targetType: 'bonus_campaign',
            targetId: id,
            before: campaignView(before),
            after: campaignView(after),
          });
          return after;
        })
        .catch(codeTaken);
      return campaignView(row);
    },

    async playerBonuses(tenantId: string, playerId: string): Promise<OfficeBonus[]> {
      const brand = await brandOf(tenantId);
      const rows = await db
        .select({ grant: bonusGrants, name: bonusCampaigns.name })
        .from(bonusGrants)
        .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
        .where(and(eq(bonusGrants.tenantId, tenantId), eq(bonusGrants.playerId, playerId)))
        .orderBy(desc(bonusGrants.createdAt));
      return rows.map((r) => officeBonusView(r.grant, r.name, brand.language));
    },

    /** Staff give a player a campaign: started at once (a deposit match waits for its deposit). */
    async grant(
      actor: Actor,
      tenantId: string,
      playerId: string,
      campaignId: string,
    ): Promise<OfficeBonus> {
      const brand = await brandOf(tenantId);
      const [campaign] = await db
        .select()
        .from(bonusCampaigns)
        .where(and(eq(bonusCampaigns.tenantId, tenantId), eq(bonusCampaigns.id, campaignId)));
      if (!campaign) throw new AppError(404, 'NOT_FOUND', 'bonus.campaign_not_found');
      if (!brand.bonusesAllowed) throw new AppError(409, 'CONFLICT', 'bonus.not_allowed');
      if (!isLive(campaign, clock())) {
        throw new AppError(409, 'CONFLICT', 'bonus.campaign_not_live');
      }
      const grant = await asPlayer(brand, playerId, async (tx) => {
        if (await responsible.onBreakIn(tx, playerId)) {
          throw new AppError(409, 'ON_BREAK', 'bonus.player_on_break');
        }
        const terms = termsOf(campaign.terms);
        const received = await receive(tx, campaign, playerId, {
          status: 'available',
          amount: campaign.kind === 'no_deposit' ? (terms.amount ?? 0) : 0,
        });
        if (!received) {
          throw new AppError(
            409,
            'CONFLICT',
            (await hadIt(tx, campaign.id, playerId))
              ? 'bonus.player_has_it'
              : 'bonus.campaign_full',
          );
        }
        const started = await start(tx, brand, received);
        await audit.record(tx, actor, {
          tenantId,
          action: 'bonus.grant',
          targetType: 'player',
          targetId: playerId,
          after: { bonus_id: started.id, campaign_id: campaign.id },
        });
        return started;
      });
      return officeBonusView(grant, campaign.name, brand.language);
    },

    /**
     * Gives a player a campaign as an offer, in the caller's transaction, once per
     * `reference` (a store order, a referral): unlike a code or a grant, the same campaign
     * can reach one player many times, each under its own reference (kept as the grant's
     * period, which the once-per-player index includes). The player claims it like any
     * offer, so nothing moves money here and the caller needs no player lock. A replay of
     * the same reference answers the first grant.
     */
    async award(
      tx: Tx,
      input: { tenantId: string; playerId: string; campaignId: string; reference: string },
    ): Promise<{ bonusId: string }> {
      const { tenantId, playerId, campaignId } = input;
      // Never '' (a code's or a grant's own period), so an award is never taken for one.
      const period = `award:${input.reference}`;
      const given = async (): Promise<{ bonusId: string } | null> => {
        const [row] = await tx
          .select({ id: bonusGrants.id })
          .from(bonusGrants)
          .where(
            and(
              eq(bonusGrants.campaignId, campaignId),
              eq(bonusGrants.playerId, playerId),
              eq(bonusGrants.period, period),
            ),
          );
        return row ? { bonusId: row.id } : null;
      };
      const replayed = await given();
      if (replayed) return replayed;
      const brand = await brandOf(tenantId, tx);
      const [campaign] = await tx
        .select()
        .from(bonusCampaigns)
        .where(and(eq(bonusCampaigns.tenantId, tenantId), eq(bonusCampaigns.id, campaignId)));
      if (!campaign) throw new AppError(404, 'NOT_FOUND', 'bonus.campaign_not_found');
      if (!brand.bonusesAllowed) throw new AppError(409, 'CONFLICT', 'bonus.not_allowed');
      if (!isLive(campaign, clock())) {
        throw new AppError(409, 'CONFLICT', 'bonus.campaign_not_live');
      }
      if (await responsible.onBreakIn(tx, playerId)) {
        throw new AppError(409, 'ON_BREAK', 'bonus.player_on_break');
      }
      const terms = termsOf(campaign.terms);
      const received = await receive(tx, campaign, playerId, {
        status: 'available',
        amount: campaign.kind === 'no_deposit' ? (terms.amount ?? 0) : 0,
        period,
      });
      if (received) return { bonusId: received.id };
      // Two awards of one reference at once: the other one's grant is the answer.
      const raced = await given();
      if (raced) return raced;
      throw new AppError(409, 'CONFLICT', 'bonus.campaign_full');
    },

    async cancelByStaff(
      actor: Actor,
      tenantId: string,
      id: string,
      reason: string,
    ): Promise<OfficeBonus> {
      const brand = await brandOf(tenantId);
      const found = await grantOf(db, tenantId, id);
      const grant = await asPlayer(brand, found.playerId, async (tx) => {
        const current = await grantOf(tx, tenantId, id);
        if (!['available', 'claimed', 'active'].includes(current.status)) {
          throw new AppError(409, 'CONFLICT', 'bonus.not_cancelable');
        }
        const canceled = await lifecycle.cancel(tx, current, brand.currency, {
          reason: 'staff',
          by: actor.username,
          note: reason,
        });
        await audit.record(tx, actor, {
          tenantId,
          action: 'bonus.cancel',
          targetType: 'player',
          targetId: current.playerId,
          after: { bonus_id: id, reason },
        });
        return canceled;
      });
      const [campaign] = await db
        .select({ name: bonusCampaigns.name })
        .from(bonusCampaigns)
        .where(eq(bonusCampaigns.id, grant.campaignId));
      return officeBonusView(grant, campaign?.name ?? '', brand.language);
    },

    /** Per campaign per day (the brand's days): granted, converted and forfeited bonus money. */
    async cost(tenantId: string, query: { from?: string; to?: string; campaign_id?: string }) {
      const brand = await brandOf(tenantId);
      // Days in the brand's zone, grouped over a subquery (a zone passed as a parameter in
      // both the select and the group by would be two parameters to PostgreSQL).
      const rows = rowsOf<{
        day: string;
        campaign_id: string;
        name: string;
        granted: string | number;
        converted: string | number;
        forfeited: string | number;
      }>(
        await db.execute(sql`
          select m.day, m.campaign_id, c.name,
            coalesce(sum(m.bonus) filter (where m.kind = 'grant'), 0) as granted,
            coalesce(sum(m.cash) filter (where m.kind = 'convert'), 0) as converted,
            coalesce(sum(m.bonus) filter (where m.kind = 'forfeit'), 0) as forfeited
          from (select campaign_id, kind, bonus, cash,
              to_char(at at time zone ${brand.timezone}, 'YYYY-MM-DD') as day
            from bonus_moves where tenant_id = ${tenantId}
              ${query.campaign_id ? sql`and campaign_id = ${query.campaign_id}` : sql``}) as m
          join bonus_campaigns c on c.id = m.campaign_id
          where true
            ${query.from ? sql`and m.day >= ${query.from}` : sql``}
            ${query.to ? sql`and m.day <= ${query.to}` : sql``}
          group by m.day, m.campaign_id, c.name
          order by m.day desc, c.name`),
      );
      const items = rows.map((r) => ({
        day: r.day,
        campaign_id: r.campaign_id,
        campaign_name: r.name,
        granted: Number(r.granted),
        converted: Number(r.converted),
        forfeited: Number(r.forfeited),
      }));
      const totals = items.reduce(
        (t, i) => ({
          granted: t.granted + i.granted,
          converted: t.converted + i.converted,
          forfeited: t.forfeited + i.forfeited,
        }),
        { granted: 0, converted: 0, forfeited: 0 },
      );
      return { currency: brand.currency, items, totals };
    },
  };
}

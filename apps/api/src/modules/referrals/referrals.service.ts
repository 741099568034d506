import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@tribuna/contracts/languages';
import { MAX_AMOUNT } from '@tribuna/contracts/money';
import {
  REFERRAL_STATES,
  referralRewardSchema,
  type MyReferrals,
  type OfficeReferral,
  type OfficeReferralListQuery,
  type ReferralReason,
  type ReferralReward,
  type ReferralRewardView,
  type ReferralSettings,
  type ReferralState,
} from '@tribuna/contracts/referrals';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { BrandSettings } from '../../kernel/brand-settings';
import { AppError } from '../../lib/app-error';
import { maskUsername } from '../../lib/mask-username';
import type { ActivityRecord, ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BonusService } from '../bonus/bonus.service';
import type { InboxService } from '../inbox/inbox.service';
import type { MilesService } from '../miles/miles.service';
import type { PlayersService, RegistrationStep } from '../players/players.service';
import type { ResponsibleService } from '../responsible/responsible.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import { referrals } from './referrals.schema';

/**
 * The brand's rules: every field has a default (the kernel's settings store). The amount
 * is in minor units of the brand's currency; the demo brands set their own (seed).
 */
export const REFERRAL_SETTINGS = z.object({
  wager_amount: z.number().int().min(0).max(MAX_AMOUNT).default(10_000),
  days: z.number().int().min(1).max(365).default(30),
  monthly_cap: z.number().int().min(1).max(1000).default(10),
  referrer_reward: referralRewardSchema.nullable().default(null),
  referred_reward: referralRewardSchema.nullable().default(null),
});

type ReferralRow = typeof referrals.$inferSelect;
const OPEN_STATES: ReferralState[] = ['registered', 'deposited'];
const DAY_MS = 86_400_000;
/** The activity consumer's name (its position in the stream). */
export const QUALIFICATION = 'referrals.qualification';

function rewardOf(stored: unknown): ReferralReward | null {
  const parsed = referralRewardSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export type ReferralsService = ReturnType<typeof createReferralsService>;

export function createReferralsService(deps: {
  db: Db;
  clock: () => Date;
  settings: BrandSettings<ReferralSettings>;
  tenants: TenantsService;
  players: PlayersService;
  wallet: WalletService;
  responsible: ResponsibleService;
  bonus: BonusService;
  miles: MilesService;
  inbox: InboxService;
  audit: AuditService;
  activity: ActivityService;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, settings, tenants, players, wallet, responsible, bonus, miles, inbox, audit } =
    deps;

  async function brandOf(tenantId: string, via: DbOrTx = db) {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return { timezone: tenant.settings.timezone, currency: tenant.settings.currency };
  }

  async function reject(tx: Tx, row: ReferralRow, reason: ReferralReason): Promise<ReferralRow> {
    const [updated] = await tx
      .update(referrals)
      .set({ state: 'rejected', reason, rejectedAt: clock() })
      .where(eq(referrals.id, row.id))
      .returning();
    return updated ?? row;
  }

  /**
   * Why the friend cannot earn the referrer anything, if they cannot: they self-excluded,
   * a payment account of theirs is one the referrer named, or both were seen on one device.
   */
  async function refusal(tx: Tx, row: ReferralRow): Promise<ReferralReason | null> {
    if (await responsible.selfExcludedIn(tx, row.referredId)) return 'self_excluded';
    const [theirs, referrers] = [
      await wallet.paymentAccountsOf(tx, row.referredId),
      new Set(await wallet.paymentAccountsOf(tx, row.referrerId)),
    ];
    if (theirs.some((account) => referrers.has(account))) return 'same_payment_account';
    if (await players.shareDevice(tx, row.referrerId, row.referredId)) return 'same_device';
    return null;
  }

  /** The referrer's referrals that qualified in the calendar month of `at`, in the brand's zone. */
  async function qualifiedInMonth(
    tx: Tx,
    row: ReferralRow,
    at: Date,
    timezone: string,
  ): Promise<number> {
    const [found] = await tx
      .select({ n: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, row.referrerId),
          inArray(referrals.state, ['qualified', 'rewarded']),
          sql`date_trunc('month', ${referrals.qualifiedAt} at time zone ${timezone})
            = date_trunc('month', ${at.toISOString()}::timestamptz at time zone ${timezone})`,
        ),
      );
    return found?.n ?? 0;
  }

  async function give(
    tx: Tx,
    row: ReferralRow,
    playerId: string,
    reward: ReferralReward,
    side: 'referrer' | 'referred',
  ): Promise<void> {
    const reference = `referral:${row.id}:${side}`;
    if (reward.kind === 'miles') {
      await miles.award(tx, {
        tenantId: row.tenantId,
        playerId,
        miles: reward.miles,
        reference,
        reason: 'referral',
      });
    } else {
      await bonus.award(tx, {
        tenantId: row.tenantId,
        playerId,
        campaignId: reward.campaign_id,
        reference,
      });
    }
    await inbox.send(tx, {
      tenantId: row.tenantId,
      playerId,
      key: reference,
      kind: 'system',
      title:
        side === 'referrer' ? 'referrals.inbox.referrer_title' : 'referrals.inbox.referred_title',
      body: reward.kind === 'miles' ? 'referrals.inbox.miles_body' : 'referrals.inbox.bonus_body',
      params: reward.kind === 'miles' ? { miles: reward.miles } : {},
    });
  }

  /**
   * The one place a referral is rewarded: a qualified referral, locked, gets both sides'
   * rewards (the brand's rules now) and becomes `rewarded` in the caller's transaction.
   * Anything else (rewarded already, rejected) gives nothing, and each reward is keyed by
   * the referral and side, so a replay cannot give twice. Answers the rewarded row.
   */
  async function rewardIn(tx: Tx, referralId: string): Promise<ReferralRow | null> {
    const [row] = await tx
      .select()
      .from(referrals)
      .where(eq(referrals.id, referralId))
      .for('update');
    if (row?.state !== 'qualified') return null;
    const rules = await settings.read(row.tenantId, tx);
    if (rules.referrer_reward) {
      await give(tx, row, row.referrerId, rules.referrer_reward, 'referrer');
    }
    if (rules.referred_reward) {
      await give(tx, row, row.referredId, rules.referred_reward, 'referred');
    }
    const [rewarded] = await tx
      .update(referrals)
      .set({
        state: 'rewarded',
        rewardedAt: clock(),
        referrerReward: rules.referrer_reward,
        referredReward: rules.referred_reward,
      })
      .where(eq(referrals.id, row.id))
      .returning();
    return rewarded ?? null;
  }

  /**
   * Rewards in a savepoint: a reward refused for now (the bonus's campaign ended, the
   * player is on a break) leaves the referral `qualified`, for the rewards job to try again,
   * rather than failing the stream's batch for every player in it.
   */
  async function tryReward(tx: Tx, referralId: string): Promise<void> {
    try {
      await tx.transaction((sp) => rewardIn(sp, referralId));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.log.warn({ referralId, key: error.key }, 'referrals: a reward was refused for now');
    }
  }

  async function qualify(
    tx: Tx,
    row: ReferralRow,
    rules: ReferralSettings,
    at: Date,
    timezone: string,
  ): Promise<ReferralRow> {
    const refused = await refusal(tx, row);
    if (refused) return reject(tx, row, refused);
    if ((await qualifiedInMonth(tx, row, at, timezone)) >= rules.monthly_cap) {
      return reject(tx, row, 'monthly_cap');
    }
    const [qualified] = await tx
      .update(referrals)
      .set({ state: 'qualified', qualifiedAt: at })
      .where(eq(referrals.id, row.id))
      .returning();
    if (!qualified) return row;
    await tryReward(tx, qualified.id);
    return qualified;
  }

  /**
   * The qualification consumer (`referrals.qualification`): reads the activity stream in
   * order and moves each open referral of the records' players: the first approved deposit
   * (`deposited`), real-money stakes less refunded ones, and, once both are there within the
   * brand's days, `qualified` and rewarded. Its effects commit with its stream position.
   */
  async function handle(records: readonly ActivityRecord[], tx: Tx): Promise<void> {
    const ids = [...new Set(records.map((r) => r.playerId))];
    const open = await tx
      .select()
      .from(referrals)
      .where(and(inArray(referrals.referredId, ids), inArray(referrals.state, OPEN_STATES)))
      .orderBy(asc(referrals.id))
      .for('update');
    if (open.length === 0) return;
    const byPlayer = new Map(open.map((row) => [row.referredId, row]));
    const rulesOf = new Map<string, { rules: ReferralSettings; timezone: string }>();
    for (const record of records) {
      let row = byPlayer.get(record.playerId);
      if (!row || !OPEN_STATES.includes(row.state)) continue;
      let brand = rulesOf.get(row.tenantId);
      if (!brand) {
        brand = {
          rules: await settings.read(row.tenantId, tx),
          timezone: (await brandOf(row.tenantId, tx)).timezone,
        };
        rulesOf.set(row.tenantId, brand);
      }
      const { rules, timezone } = brand;
      const deadline = row.registeredAt.getTime() + rules.days * DAY_MS;
      if (record.occurredAt.getTime() > deadline) {
        byPlayer.set(record.playerId, await reject(tx, row, 'expired'));
        continue;
      }
      if (record.kind === 'deposit' && row.state === 'registered') {
        const refused = await refusal(tx, row);
        if (refused) {
          byPlayer.set(record.playerId, await reject(tx, row, refused));
          continue;
        }
        const [deposited] = await tx
          .update(referrals)
          .set({ state: 'deposited', depositedAt: record.occurredAt })
          .where(eq(referrals.id, row.id))
          .returning();
        row = deposited ?? row;
      }
      let wagered = row.wagered;
      // Only the player's own money counts: a stake's cash, not its bonus part.
      if (record.kind === 'stake') wagered += record.cash;
      if (record.kind === 'result' && (record.outcome === 'void' || record.outcome === 'refund')) {
        wagered = Math.max(0, wagered - record.cash);
      }
      if (wagered !== row.wagered) {
        const [counted] = await tx
          .update(referrals)
          .set({ wagered })
          .where(eq(referrals.id, row.id))
          .returning();
        row = counted ?? row;
      }
      if (row.state === 'deposited' && row.wagered >= rules.wager_amount) {
        row = await qualify(tx, row, rules, record.occurredAt, timezone);
      }
      byPlayer.set(record.playerId, row);
    }
  }

  /** The brand's days passed without qualifying: rejected as expired. Answers how many. */
  async function expire(now: Date): Promise<number> {
    const tenantsWithOpen = await db
      .selectDistinct({ tenantId: referrals.tenantId })
      .from(referrals)
      .where(inArray(referrals.state, OPEN_STATES));
    let expired = 0;
    for (const { tenantId } of tenantsWithOpen) {
      const rules = await settings.read(tenantId);
      const cutoff = new Date(now.getTime() - rules.days * DAY_MS);
      const rows = await db
        .update(referrals)
        .set({ state: 'rejected', reason: 'expired', rejectedAt: now })
        .where(
          and(
            eq(referrals.tenantId, tenantId),
            inArray(referrals.state, OPEN_STATES),
            lt(referrals.registeredAt, cutoff),
          ),
        )
        .returning({ id: referrals.id });
      expired += rows.length;
    }
    return expired;
  }

  /** Qualified referrals whose rewards were refused for now: tried again. */
  async function retryRewards(): Promise<number> {
    const waiting = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.state, 'qualified'))
      .orderBy(asc(referrals.qualifiedAt))
      .limit(100);
    let rewarded = 0;
    for (const { id } of waiting) {
      try {
        if (await db.transaction((tx) => rewardIn(tx, id))) rewarded += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return rewarded;
  }

  async function rewardView(
    tenantId: string,
    reward: ReferralReward | null,
    language: Language,
  ): Promise<ReferralRewardView | null> {
    if (!reward) return null;
    if (reward.kind === 'miles') return reward;
    try {
      const campaign = await bonus.campaign(tenantId, reward.campaign_id);
      const title = campaign.titles[language] ?? campaign.titles.en_US ?? campaign.name;
      return { kind: 'bonus', campaign_id: reward.campaign_id, title };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** A friend signed up with a referrer's code: their referral starts, `registered`. */
  async function refer(
    input: { tenantId: string; referrerId: string; referredId: string },
    via: DbOrTx = db,
  ): Promise<void> {
    await via
      .insert(referrals)
      .values({ ...input, registeredAt: clock() })
      .onConflictDoNothing({ target: referrals.referredId });
  }

  const registration: RegistrationStep = {
    /**
     * In the registration's transaction: the referral, once the players module found the
     * code's owner. A sign-up from a device the owner used is the owner's own code: refused,
     * so the person learns it now rather than by a rejection a month later.
     */
    async within(tx, tenantId, playerId, _input, { client, referredBy }) {
      if (!referredBy) return;
      if (client.deviceId && (await players.usedDevice(tx, referredBy, client.deviceId))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'referrals.own_code', {
          fields: { referral_code: 'referrals.own_code' },
        });
      }
      await refer({ tenantId, referrerId: referredBy, referredId: playerId }, tx);
    },
  };

  return {
    settings,
    registration,
    refer,
    handle,
    /** The consumer as the module's job: once across processes, every 2 s. */
    qualificationJob: deps.activity.consumerJob(QUALIFICATION, handle, { everyMs: 2_000 }),
    rewardIn,
    expire,
    retryRewards,

    /** A self-exclusion (not a time-out) ends the friend's referral: the referrer earns nothing. */
    onBreak: async (tx: Tx, _tenantId: string, playerId: string): Promise<void> => {
      if (!(await responsible.selfExcludedIn(tx, playerId))) return;
      await tx
        .update(referrals)
        .set({ state: 'rejected', reason: 'self_excluded', rejectedAt: clock() })
        .where(
          and(
            eq(referrals.referredId, playerId),
            inArray(referrals.state, ['registered', 'deposited', 'qualified']),
          ),
        );
    },

    /** The player's code and link, the brand's rules, and their friends, newest first. */
    async mine(
      tenantId: string,
      playerId: string,
      language: Language,
      origin: string,
    ): Promise<MyReferrals> {
      const record = await players.getRecord(tenantId, playerId);
      if (!record) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      const [brand, rules, rows, states] = await Promise.all([
        brandOf(tenantId),
        settings.read(tenantId),
        db
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.referrerId, playerId)))
          .orderBy(desc(referrals.registeredAt), desc(referrals.id))
          .limit(200),
        db
          .select({
            state: referrals.state,
            n: count(),
            miles: sql<number>`coalesce(sum((${referrals.referrerReward} ->> 'miles')::int)
              filter (where ${referrals.referrerReward} ->> 'kind' = 'miles'), 0)`.mapWith(Number),
          })
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.referrerId, playerId)))
          .groupBy(referrals.state),
      ]);
      const names = new Map(
        (await players.refs(tenantId, { ids: rows.map((r) => r.referredId) })).map((p) => [
          p.id,
          p.username,
        ]),
      );
      const of = (...wanted: ReferralState[]) =>
        states.filter((s) => wanted.includes(s.state)).reduce((a, s) => a + s.n, 0);
      const items = await Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          username: maskUsername(names.get(row.referredId) ?? '?'),
          registered_at: row.registeredAt.toISOString(),
          state: row.state,
          reason: row.reason,
          reward:
            row.state === 'rewarded'
              ? await rewardView(tenantId, rewardOf(row.referrerReward), language)
              : null,
        })),
      );
      const code = record.referralCode;
      return {
        code,
        link: `${origin}/register?ref=${encodeURIComponent(code)}`,
        currency: brand.currency,
        rules: {
          wager_amount: rules.wager_amount,
          days: rules.days,
          monthly_cap: rules.monthly_cap,
          referrer_reward: await rewardView(tenantId, rules.referrer_reward, language),
          referred_reward: await rewardView(tenantId, rules.referred_reward, language),
        },
        totals: {
          referrals: of(...REFERRAL_STATES),
          pending: of('registered', 'deposited', 'qualified'),
          rewarded: of('rewarded'),
          rejected: of('rejected'),
          miles: states.find((s) => s.state === 'rewarded')?.miles ?? 0,
        },
        items,
      };
    },

    /** The office's list: by state and by referrer (their username), newest first. */
    async officeList(
      tenantId: string,
      query: OfficeReferralListQuery,
    ): Promise<{ currency: Currency; items: OfficeReferral[]; total: number }> {
      const brand = await brandOf(tenantId);
      let referrerIds: string[] | null = null;
      if (query.referrer) {
        const wanted = query.referrer.toLowerCase();
        const found = await players.refs(tenantId, { q: query.referrer, limit: 50 });
        referrerIds = found.filter((p) => p.username.toLowerCase() === wanted).map((p) => p.id);
        if (referrerIds.length === 0) return { currency: brand.currency, items: [], total: 0 };
      }
      const where = and(
        eq(referrals.tenantId, tenantId),
        query.state ? eq(referrals.state, query.state) : undefined,
        referrerIds ? inArray(referrals.referrerId, referrerIds) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(referrals)
          .where(where)
          .orderBy(desc(referrals.registeredAt), desc(referrals.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(referrals).where(where),
      ]);
      const ids = [...new Set(rows.flatMap((r) => [r.referrerId, r.referredId]))];
      const names = new Map((await players.refs(tenantId, { ids })).map((p) => [p.id, p.username]));
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      return {
        currency: brand.currency,
        total: total?.n ?? 0,
        items: rows.map((row) => ({
          id: row.id,
          referrer_id: row.referrerId,
          referrer: names.get(row.referrerId) ?? '',
          referred_id: row.referredId,
          referred: names.get(row.referredId) ?? '',
          state: row.state,
          reason: row.reason,
          wagered: row.wagered,
          registered_at: row.registeredAt.toISOString(),
          deposited_at: iso(row.depositedAt),
          qualified_at: iso(row.qualifiedAt),
          rewarded_at: iso(row.rewardedAt),
          rejected_at: iso(row.rejectedAt),
          referrer_reward: rewardOf(row.referrerReward),
          referred_reward: rewardOf(row.referredReward),
        })),
      };
    },

    /** Changes the brand's rules (audited); a bonus reward must name one of its campaigns. */
    async updateSettings(
      actor: Actor,
      tenantId: string,
      value: ReferralSettings,
    ): Promise<ReferralSettings> {
      for (const reward of [value.referrer_reward, value.referred_reward]) {
        if (reward?.kind === 'bonus') await bonus.campaign(tenantId, reward.campaign_id);
      }
      const saved = await db.transaction(async (tx) => {
        const before = await settings.read(tenantId, tx);
        const written = await settings.write(tenantId, value, tx);
        await audit.record(tx, actor, {
          tenantId,
          action: 'referrals.settings.update',
          targetType: 'referral_settings',
          targetId: tenantId,
          before,
          after: written,
        });
        return written;
      });
      await settings.changed(tenantId);
      return saved;
    },
  };
}

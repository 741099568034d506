import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { InboxParam } from '@tribuna/contracts/inbox';
import type { Currency } from '@tribuna/contracts/currencies';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TIME_OUTS,
  breakEnds,
  limitChangeFrom,
  lowestLimit,
  offeredBreaks,
  type JurisdictionProfile,
  type LimitKind,
  type LimitPeriod,
} from '@tribuna/contracts/jurisdiction';
import type {
  BreakLength,
  BreakView,
  LimitChange,
  LimitView,
  OfficeBreak,
  OfficeResponsiblePlayer,
  Responsible,
  ResponsibleFlag,
  SessionClock,
  SetLimitRequest,
  Statement,
  StatementQuery,
} from '@tribuna/contracts/responsible';
import { dayIn } from '@tribuna/contracts/time-zones';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { AppError, isAppError } from '../../lib/app-error';
import type { ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { InboxService } from '../inbox/inbox.service';
import type { DepositCheck, StakeInput } from '../wallet/wallet.service';
import { limitReached, onBreak, whenText } from './responsible-refusals';
import { netLoss, usageOf, type PeriodUsage, type Usage } from './responsible-usage';
import {
  responsibleBreaks,
  responsibleFlags,
  responsibleLimitChanges,
  responsibleLimits,
  responsiblePlayers,
  responsibleSessions,
} from './responsible.schema';

/** A limit row as the service reads it. */
const LIMIT_COLUMNS = {
  kind: responsibleLimits.kind,
  period: responsibleLimits.period,
  value: responsibleLimits.value,
  pendingFrom: responsibleLimits.pendingFrom,
  pendingValue: responsibleLimits.pendingValue,
};

/** The share of a loss limit at which the office is told. */
const FLAG_SHARE = 0.8;

interface Brand {
  currency: Currency;
  timeZone: string;
  profile: JurisdictionProfile;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pendingFrom: Date | null;
  pendingValue: number | null;
}

interface ActiveBreak {
  kind: BreakView['kind'];
  endsAt: Date | null;
}

export type ResponsibleService = ReturnType<typeof createResponsibleService>;

/**
 * Runs in a break's own transaction when it begins; may answer work for after the commit
 * (telling the player's tabs of a new balance).
 */
export type BreakListener = (
  tx: Tx,
  tenantId: string,
  playerId: string,
) => Promise<(() => Promise<void>) | void>;

/**
 * Responsible gambling: the players' limits, reality checks, breaks and statements, and the
 * rules every money path obeys (plugged into the money port and the login): the activity
 * stream says what was deposited, staked and returned; the player's lock (taken by the
 * move before its checks) makes concurrent stakes take turns, so together they cannot pass
 * a limit either.
 */
export function createResponsibleService(deps: {
  db: Db;
  clock: () => Date;
  tenants: TenantsService;
  players: PlayersService;
  audit: AuditService;
  activity: ActivityService;
  /** How long one minute of the reality check's interval lasts (shortened in tests). */
  realityCheckMinuteMs: number;
  /** The player's inbox: a limit that changes, a break that ends. */
  inbox: Pick<InboxService, 'send'>;
}) {
  const { db, clock, tenants, players, audit, activity, inbox } = deps;
  const breakListeners: BreakListener[] = [];

  /** In a transaction, `via` it (PGlite answers nothing else until it ends). */
  async function brandOf(tenantId: string, via: DbOrTx = db): Promise<Brand> {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return {
      currency: tenant.settings.currency,
      timeZone: tenant.settings.timezone,
      profile: tenant.jurisdiction,
    };
  }

  /** The brand's own limit: the profile's deposit limits, whole units into minor ones. */
  function brandLimit(brand: Brand, kind: LimitKind, period: LimitPeriod): number | null {
    if (kind !== 'deposit') return null;
    const whole = brand.profile.default_deposit_limits[period];
    return whole === null ? null : whole * 10 ** currencyDecimals(brand.currency);
  }

  async function activeBreak(tx: DbOrTx, playerId: string, now: Date): Promise<ActiveBreak | null> {
    const [row] = await tx
      .select({ kind: responsibleBreaks.kind, endsAt: responsibleBreaks.endsAt })
      .from(responsibleBreaks)
      .where(
        and(
          eq(responsibleBreaks.playerId, playerId),
          lte(responsibleBreaks.startedAt, now),
          or(isNull(responsibleBreaks.endsAt), gt(responsibleBreaks.endsAt, now)),
        ),
      )
      .orderBy(sql`${responsibleBreaks.endsAt} desc nulls first`)
      .limit(1);
    return row ?? null;
  }

  async function limitRows(tx: DbOrTx, playerId: string): Promise<LimitRow[]> {
    return tx
      .select(LIMIT_COLUMNS)
      .from(responsibleLimits)
      .where(eq(responsibleLimits.playerId, playerId));
  }

  /**
   * A player's limits and running break in one statement: asked on every stake and
   * deposit, so one round trip rather than two.
   */
  async function rulesOf(
    tx: DbOrTx,
    playerId: string,
    now: Date,
  ): Promise<{ rows: LimitRow[]; current: ActiveBreak | null }> {
    const at = now.toISOString();
    const found = rowsOf<{
      kind: string;
      period: LimitPeriod | null;
      value: string | number | null;
      ends_at: string | Date | null;
    }>(
      await tx.execute(sql`
        select kind, period, value, null as ends_at from responsible_limits
        where player_id = ${playerId} and value is not null
        union all
        (select kind, null, null, ends_at from responsible_breaks
        where player_id = ${playerId} and started_at <= ${at}::timestamptz
          and (ends_at is null or ends_at > ${at}::timestamptz)
        order by ends_at desc nulls first limit 1)
      `),
    );
    const rows: LimitRow[] = [];
    let current: ActiveBreak | null = null;
    for (const row of found) {
      if (row.period === null) {
        const endsAt = row.ends_at === null ? null : new Date(row.ends_at);
        current = { kind: row.kind as ActiveBreak['kind'], endsAt };
      } else {
        rows.push({
          kind: row.kind as LimitKind,
          period: row.period,
          value: Number(row.value),
          pendingFrom: null,
          pendingValue: null,
        });
      }
    }
    return { rows, current };
  }

  /** What a limit has used of its period: money, or minutes of play. */
  function usedOf(kind: LimitKind, usage: PeriodUsage): number {
    switch (kind) {
      case 'deposit':
        return usage.deposited;
      case 'loss':
        return netLoss(usage);
      case 'wager':
        return usage.wagered;
      case 'session':
        return Math.floor(usage.sessionSeconds / 60);
    }
  }

  function limitViews(brand: Brand, rows: LimitRow[], usage: Usage, now: Date): LimitView[] {
    const views: LimitView[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const own = row?.value ?? null;
        const ofBrand = brandLimit(brand, kind, period);
        const pending = row?.pendingFrom
          ? {
              value: row.pendingValue,
              from: row.pendingFrom.toISOString(),
              confirmable: row.pendingFrom.getTime() <= now.getTime(),
            }
          : null;
        views.push({
          kind,
          period,
          player: own,
          brand: ofBrand,
          effective: lowestLimit(own, ofBrand),
          used: usedOf(kind, usage[period]),
          resets_at: usage[period].resetsAt.toISOString(),
          pending,
        });
      }
    }
    return views;
  }

  async function realityCheckMinutes(tx: DbOrTx, playerId: string, brand: Brand) {
    const [row] = await tx
      .select({ minutes: responsiblePlayers.realityCheckMinutes })
      .from(responsiblePlayers)
      .where(eq(responsiblePlayers.playerId, playerId));
    return (row?.minutes ?? brand.profile.reality_check_default_minutes) as 15 | 30 | 60 | 120;
  }

  async function overview(tenantId: string, playerId: string): Promise<Responsible> {
    const brand = await brandOf(tenantId);
    const now = clock();
    const [rows, usage, minutes] = await Promise.all([
      limitRows(db, playerId),
      usageOf(db, activity, { tenantId, playerId }, now, brand.timeZone),
      realityCheckMinutes(db, playerId, brand),
    ]);
    const breaks = offeredBreaks(brand.profile);
    return {
      currency: brand.currency,
      minimum_age: brand.profile.minimum_age,
      cool_off_hours: brand.profile.limit_raise_cool_off_hours,
      reality_check_minutes: minutes,
      time_outs: breaks.timeOuts,
      self_exclusions: breaks.selfExclusions,
      limits: limitViews(brand, rows, usage, now),
    };
  }

  /** Refuses the first limit `add` more would pass (`add` 0: a limit already reached). */
  function assertWithin(
    brand: Brand,
    limits: { kind: LimitKind; period: LimitPeriod; value: number }[],
    usage: Usage,
    add: number,
  ): void {
    for (const limit of limits) {
      const used = usedOf(limit.kind, usage[limit.period]);
      const passes = limit.kind === 'session' ? used >= limit.value : used + add > limit.value;
      if (passes) {
        throw limitReached({
          kind: limit.kind,
          period: limit.period,
          limit: limit.value,
          used,
          resetsAt: usage[limit.period].resetsAt,
          currency: brand.currency,
          timeZone: brand.timeZone,
        });
      }
    }
  }

  /** The money port's stake rule: no stake during a break or past a loss, wager or time limit. */
  async function checkStake(tx: Tx, stake: StakeInput): Promise<void> {
    const now = clock();
    const brand = await brandOf(stake.tenantId, tx);
    const { rows, current } = await rulesOf(tx, stake.playerId, now);
    if (current) throw onBreak(current.kind, current.endsAt, brand.timeZone);
    const limits = rows.flatMap((r) =>
      r.kind !== 'deposit' && r.value !== null
        ? [{ kind: r.kind, period: r.period, value: r.value }]
        : [],
    );
    if (limits.length === 0) return;
    const usage = await usageOf(tx, activity, stake, now, brand.timeZone);
    assertWithin(brand, limits, usage, stake.amount);
    // The office hears of a player at 80 % of a loss limit once per period, counting this
    // stake as lost until it returns.
    for (const limit of limits.filter((l) => l.kind === 'loss')) {
      const used = netLoss(usage[limit.period]) + stake.amount;
      if (used < limit.value * FLAG_SHARE) continue;
      await tx
        .insert(responsibleFlags)
        .values({
          tenantId: stake.tenantId,
          playerId: stake.playerId,
          kind: 'loss_80',
          period: limit.period,
          periodStart: usage[limit.period].start,
          limit: limit.value,
          used,
          raisedAt: now,
        })
        .onConflictDoNothing();
    }
  }

  /** The money port's deposit rule: no deposit during a break or past a deposit limit. */
  async function checkDeposit(tx: Tx, deposit: DepositCheck): Promise<void> {
    const now = clock();
    const brand = await brandOf(deposit.tenantId, tx);
    const { rows, current } = await rulesOf(tx, deposit.playerId, now);
    if (current) throw onBreak(current.kind, current.endsAt, brand.timeZone);
    const limits = LIMIT_PERIODS.flatMap((period) => {
      const own = rows.find((r) => r.kind === 'deposit' && r.period === period)?.value ?? null;
      const value = lowestLimit(own, brandLimit(brand, 'deposit', period));
      return value === null ? [] : [{ kind: 'deposit' as const, period, value }];
    });
    if (limits.length === 0) return;
    const usage = await usageOf(tx, activity, deposit, now, brand.timeZone);
    assertWithin(brand, limits, usage, deposit.amount);
  }

  /** Logging in: refused during a break, or once a session-time limit is reached. */
  async function checkLogin(tenantId: string, playerId: string): Promise<void> {
    const now = clock();
    const [brand, current, rows] = await Promise.all([
      brandOf(tenantId),
      activeBreak(db, playerId, now),
      limitRows(db, playerId),
    ]);
    if (current) throw onBreak(current.kind, current.endsAt, brand.timeZone);
    await assertSessionTime(db, brand, { tenantId, playerId }, rows, now);
  }

  async function assertSessionTime(
    tx: DbOrTx,
    brand: Brand,
    ref: { tenantId: string; playerId: string },
    rows: LimitRow[],
    now: Date,
  ): Promise<void> {
    const limits = rows.flatMap((r) =>
      r.kind === 'session' && r.value !== null
        ? [{ kind: r.kind, period: r.period, value: r.value }]
        : [],
    );
    if (limits.length === 0) return;
    assertWithin(brand, limits, await usageOf(tx, activity, ref, now, brand.timeZone), 0);
  }

  function playerActor(username: string, ip: string | null): Actor {
    return { staffId: null, username: `player:${username}`, ip };
  }

  async function recordChange(
    tx: DbOrTx,
    ref: { tenantId: string; playerId: string; actor: Actor; currency: Currency },
    change: Omit<LimitChange, 'at'>,
    at: Date,
  ): Promise<void> {
    const [recorded] = await tx
      .insert(responsibleLimitChanges)
      .values({
        tenantId: ref.tenantId,
        playerId: ref.playerId,
        kind: change.kind,
        period: change.period,
        fromValue: change.from,
        toValue: change.to,
        status: change.status,
        at,
      })
      .returning({ id: responsibleLimitChanges.id });
    if (recorded && (change.status === 'applied' || change.status === 'confirmed')) {
      const value: InboxParam =
        change.to === null
          ? ''
          : change.kind === 'session'
            ? {
                message: 'responsible.time_played',
                params: { hours: Math.floor(change.to / 60), minutes: change.to % 60 },
              }
            : { amount: change.to, currency: ref.currency };
      await inbox.send(tx, {
        tenantId: ref.tenantId,
        playerId: ref.playerId,
        key: `responsible.limit:${recorded.id}`,
        kind: 'system',
        title: 'responsible.inbox.limit_changed_title',
        body:
          change.to === null
            ? 'responsible.inbox.limit_removed_body'
            : 'responsible.inbox.limit_set_body',
        params: {
          kind: { message: `responsible.inbox.kind_${change.kind}` },
          period: { message: `responsible.inbox.period_${change.period}` },
          value,
        },
      });
    }
    await audit.record(tx, ref.actor, {
      tenantId: ref.tenantId,
      action: `responsible.limit.${change.status}`,
      targetType: 'player',
      targetId: ref.playerId,
      before: { kind: change.kind, period: change.period, value: change.from },
      after: { kind: change.kind, period: change.period, value: change.to },
    });
  }

  async function lockedLimit(
    tx: Tx,
    ref: { tenantId: string; playerId: string },
    kind: LimitKind,
    period: LimitPeriod,
    now: Date,
  ): Promise<LimitRow> {
    // The row exists from the first change on; locked, two changes at once take turns.
    await tx
      .insert(responsibleLimits)
      .values({ tenantId: ref.tenantId, playerId: ref.playerId, kind, period, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select(LIMIT_COLUMNS)
      .from(responsibleLimits)
      .where(limitKey(ref.playerId, kind, period))
      .for('update');
    if (!row) throw new Error('limit row missing after insert');
    return row;
  }

  function limitKey(playerId: string, kind: LimitKind, period: LimitPeriod) {
    return and(
      eq(responsibleLimits.playerId, playerId),
      eq(responsibleLimits.kind, kind),
      eq(responsibleLimits.period, period),
    );
  }

  async function playerActorOf(tenantId: string, playerId: string, ip: string | null) {
    const player = await players.getById(tenantId, playerId);
    if (!player) throw new AppError(404, 'NOT_FOUND', 'wallet.player_not_found');
    return playerActor(player.username, ip);
  }

  /**
   * Sets one of the player's limits: a lower one (or a first one) at once; a higher one or
   * a removal waits the profile's cool-off, then the player's confirmation.
   */
  async function setLimit(
    tenantId: string,
    playerId: string,
    input: SetLimitRequest,
    ip: string | null,
  ): Promise<Responsible> {
    const brand = await brandOf(tenantId);
    const actor = await playerActorOf(tenantId, playerId, ip);
    const now = clock();
    await db.transaction(async (tx) => {
      const ref = { tenantId, playerId, actor, currency: brand.currency };
      const row = await lockedLimit(tx, ref, input.kind, input.period, now);
      const from = limitChangeFrom(
        row.value,
        input.value,
        brand.profile.limit_raise_cool_off_hours,
        now,
      );
      const base = { kind: input.kind, period: input.period, from: row.value, to: input.value };
      if (from.getTime() <= now.getTime()) {
        // Lower (or the first): at once, and any raise waiting is dropped with it.
        await tx
          .update(responsibleLimits)
          .set({ value: input.value, pendingFrom: null, pendingValue: null, updatedAt: now })
          .where(limitKey(playerId, input.kind, input.period));
        await recordChange(tx, ref, { ...base, status: 'applied' }, now);
        return;
      }
      if (input.value === row.value) return;
      await tx
        .update(responsibleLimits)
        .set({ pendingFrom: from, pendingValue: input.value, updatedAt: now })
        .where(limitKey(playerId, input.kind, input.period));
      await recordChange(tx, ref, { ...base, status: 'requested' }, now);
    });
    return overview(tenantId, playerId);
  }

  /**
   * Settles the change waiting on one limit: `confirm` applies it (once its cool-off has
   * passed), `cancel` drops it (the limit stays as it is). Either is kept and audited.
   */
  async function settlePending(
    tenantId: string,
    playerId: string,
    input: { kind: LimitKind; period: LimitPeriod },
    ip: string | null,
    action: 'confirm' | 'cancel',
  ): Promise<Responsible> {
    const brand = await brandOf(tenantId);
    const actor = await playerActorOf(tenantId, playerId, ip);
    const now = clock();
    await db.transaction(async (tx) => {
      const row = await lockedLimit(tx, { tenantId, playerId }, input.kind, input.period, now);
      const from = row.pendingFrom;
      if (!from) throw new AppError(409, 'CONFLICT', 'responsible.nothing_pending');
      if (action === 'confirm' && from.getTime() > now.getTime()) {
        throw new AppError(409, 'CONFLICT', 'responsible.cool_off_running', {
          params: (language) => ({ from: whenText(from, brand.timeZone, language) }),
        });
      }
      await tx
        .update(responsibleLimits)
        .set({
          ...(action === 'confirm' ? { value: row.pendingValue } : {}),
          pendingFrom: null,
          pendingValue: null,
          updatedAt: now,
        })
        .where(limitKey(playerId, input.kind, input.period));
      await recordChange(
        tx,
        { tenantId, playerId, actor, currency: brand.currency },
        {
          ...input,
          from: row.value,
          to: row.pendingValue,
          status: action === 'confirm' ? 'confirmed' : 'cancelled',
        },
        now,
      );
    });
    return overview(tenantId, playerId);
  }

  async function setRealityCheck(
    tenantId: string,
    playerId: string,
    minutes: number,
  ): Promise<Responsible> {
    await db
      .insert(responsiblePlayers)
      .values({ playerId, tenantId, realityCheckMinutes: minutes })
      .onConflictDoUpdate({
        target: responsiblePlayers.playerId,
        set: { realityCheckMinutes: minutes },
      });
    return overview(tenantId, playerId);
  }

  /**
   * The session's clock, kept by the server: asked by the open site every minute (the
   * heartbeat that counts its time), and answered with what the reality check shows.
   * `continued`: the player read the check and goes on; the next one is an interval away.
   * Past a session-time limit the player's sessions end.
   */
  async function sessionClock(
    tenantId: string,
    playerId: string,
    sessionId: string,
    continued: boolean,
  ): Promise<SessionClock> {
    const brand = await brandOf(tenantId);
    const now = clock();
    const minutes = await realityCheckMinutes(db, playerId, brand);
    const interval = minutes * deps.realityCheckMinuteMs;
    const outcome = await db.transaction(async (tx) => {
      await tx
        .insert(responsibleSessions)
        .values({
          sessionId,
          tenantId,
          playerId,
          startedAt: now,
          lastSeenAt: now,
          nextCheckAt: new Date(now.getTime() + interval),
        })
        .onConflictDoNothing();
      const [session] = await tx
        .update(responsibleSessions)
        .set({
          lastSeenAt: sql`greatest(${responsibleSessions.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
          ...(continued
            ? {
                nextCheckAt: sql`greatest(${responsibleSessions.nextCheckAt}, ${new Date(now.getTime() + interval).toISOString()}::timestamptz)`,
              }
            : {}),
        })
        .where(
          and(
            eq(responsibleSessions.sessionId, sessionId),
            eq(responsibleSessions.playerId, playerId),
          ),
        )
        .returning();
      if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'auth.refresh_invalid');
      try {
        await assertSessionTime(
          tx,
          brand,
          { tenantId, playerId },
          await limitRows(tx, playerId),
          now,
        );
      } catch (error) {
        // Past a session-time limit: this and every other session of the player end.
        if (!isAppError(error)) throw error;
        return {
          session,
          ended: error,
          publish: await players.endAllSessions(tx, playerId, 'session_limit'),
        };
      }
      return { session, ended: null, publish: null };
    });
    if (outcome.ended) {
      await outcome.publish?.();
      throw outcome.ended;
    }
    const { session } = outcome;
    const { wagered, returned } = await activity.playerTotalsSince(
      { tenantId, playerId },
      session.startedAt,
    );
    return {
      started_at: session.startedAt.toISOString(),
      now: now.toISOString(),
      played_seconds: Math.max(
        0,
        Math.floor((session.lastSeenAt.getTime() - session.startedAt.getTime()) / 1000),
      ),
      wagered,
      returned,
      net: returned - wagered,
      currency: brand.currency,
      interval_minutes: minutes,
      next_check_at: session.nextCheckAt.toISOString(),
      due: session.nextCheckAt.getTime() <= now.getTime(),
    };
  }

  function breakView(row: typeof responsibleBreaks.$inferSelect): BreakView {
    return {
      id: row.id,
      kind: row.kind,
      length: row.length,
      started_at: row.startedAt.toISOString(),
      ends_at: row.endsAt?.toISOString() ?? null,
    };
  }

  /**
   * A time-out or a self-exclusion, at once: every session of the player ends (their open
   * pages are logged out), and until it ends no stake, deposit or login is taken. Nobody
   * can end it early: there is no call that would.
   */
  async function takeBreak(
    tenantId: string,
    playerId: string,
    length: BreakLength,
    ip: string | null,
  ): Promise<BreakView> {
    const brand = await brandOf(tenantId);
    const offered = offeredBreaks(brand.profile);
    const kind = (TIME_OUTS as readonly string[]).includes(length) ? 'time_out' : 'self_exclusion';
    const allowed: readonly string[] =
      kind === 'time_out' ? offered.timeOuts : offered.selfExclusions;
    if (!allowed.includes(length)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'responsible.break_not_offered', {
        fields: { length: 'responsible.break_not_offered' },
      });
    }
    const actor = await playerActorOf(tenantId, playerId, ip);
    const now = clock();
    const { row, publish } = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(responsibleBreaks)
        .values({
          tenantId,
          playerId,
          kind,
          length,
          startedAt: now,
          endsAt: breakEnds(length, now),
        })
        .returning();
      if (!inserted) throw new Error('break insert returned nothing');
      // Nobody can end a break early, so its end is known now: the message shows then.
      if (inserted.endsAt) {
        await inbox.send(tx, {
          tenantId,
          playerId,
          key: `responsible.break-ended:${inserted.id}`,
          kind: 'system',
          title: 'responsible.inbox.break_ended_title',
          body: 'responsible.inbox.break_ended_body',
          params: {
            started: { date: inserted.startedAt.toISOString() },
            ended: { date: inserted.endsAt.toISOString() },
          },
          at: inserted.endsAt,
        });
      }
      await audit.record(tx, actor, {
        tenantId,
        action: `responsible.break.${kind}`,
        targetType: 'player',
        targetId: playerId,
        after: { length, ends_at: inserted.endsAt?.toISOString() ?? null },
      });
      // What other modules undo on a break (active bonuses), in the break's transaction.
      const after: (() => Promise<void>)[] = [];
      for (const listener of breakListeners) {
        const then = await listener(tx, tenantId, playerId);
        if (then) after.push(then);
      }
      after.push(await players.endAllSessions(tx, playerId, 'break'));
      return { row: inserted, publish: after };
    });
    for (const then of publish) await then();
    return breakView(row);
  }

  /** Wagered, returned and net per product per day, week or month (the brand's calendar). */
  async function statement(
    tenantId: string,
    playerId: string,
    query: StatementQuery,
  ): Promise<Statement> {
    const brand = await brandOf(tenantId);
    const today = dayIn(clock(), brand.timeZone);
    const to = query.to ?? today;
    const from =
      query.from ??
      dayIn(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000), brand.timeZone);
    if (from > to) {
      throw new AppError(400, 'VALIDATION_FAILED', 'validation.invalid', {
        fields: { from: 'validation.invalid' },
      });
    }
    const rows = await activity.playerStatement(
      { tenantId, playerId },
      { unit: query.period, timeZone: brand.timeZone, from, to },
    );
    return {
      currency: brand.currency,
      from,
      to,
      rows: rows.map((r) => ({
        period_start: r.periodStart,
        product: r.product,
        wagered: r.wagered,
        returned: r.returned,
        net: r.returned - r.wagered,
      })),
    };
  }

  function flagView(row: typeof responsibleFlags.$inferSelect, username: string): ResponsibleFlag {
    return {
      id: row.id,
      player_id: row.playerId,
      username,
      kind: row.kind,
      period: row.period,
      limit: row.limit,
      used: row.used,
      raised_at: row.raisedAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      reviewed_by: row.reviewedBy,
    };
  }

  async function usernames(tenantId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const refs = await players.refs(tenantId, { ids: [...new Set(ids)] });
    return new Map(refs.map((r) => [r.id, r.username]));
  }

  /** The office's view of one player: limits, their history, breaks and flags. */
  async function officePlayer(
    tenantId: string,
    playerId: string,
  ): Promise<OfficeResponsiblePlayer> {
    const player = await players.getById(tenantId, playerId);
    if (!player) throw new AppError(404, 'NOT_FOUND', 'wallet.player_not_found');
    const brand = await brandOf(tenantId);
    const now = clock();
    const [rows, usage, minutes, history, breaks, flags] = await Promise.all([
      limitRows(db, playerId),
      usageOf(db, activity, { tenantId, playerId }, now, brand.timeZone),
      realityCheckMinutes(db, playerId, brand),
      db
        .select()
        .from(responsibleLimitChanges)
        .where(
          and(
            eq(responsibleLimitChanges.tenantId, tenantId),
            eq(responsibleLimitChanges.playerId, playerId),
          ),
        )
        .orderBy(desc(responsibleLimitChanges.id))
        .limit(200),
      db
        .select()
        .from(responsibleBreaks)
        .where(
          and(eq(responsibleBreaks.tenantId, tenantId), eq(responsibleBreaks.playerId, playerId)),
        )
        .orderBy(desc(responsibleBreaks.startedAt)),
      db
        .select()
        .from(responsibleFlags)
        .where(
          and(eq(responsibleFlags.tenantId, tenantId), eq(responsibleFlags.playerId, playerId)),
        )
        .orderBy(desc(responsibleFlags.raisedAt)),
    ]);
    return {
      player_id: playerId,
      username: player.username,
      currency: brand.currency,
      reality_check_minutes: minutes,
      limits: limitViews(brand, rows, usage, now),
      history: history.map((h) => ({
        kind: h.kind,
        period: h.period,
        from: h.fromValue,
        to: h.toValue,
        status: h.status,
        at: h.at.toISOString(),
      })),
      breaks: breaks.map(breakView),
      flags: flags.map((f) => flagView(f, player.username)),
    };
  }

  async function officeFlags(
    tenantId: string,
    status: 'open' | 'reviewed' | 'all',
  ): Promise<ResponsibleFlag[]> {
    const rows = await db
      .select()
      .from(responsibleFlags)
      .where(
        and(
          eq(responsibleFlags.tenantId, tenantId),
          status === 'open'
            ? isNull(responsibleFlags.reviewedAt)
            : status === 'reviewed'
              ? isNotNull(responsibleFlags.reviewedAt)
              : undefined,
        ),
      )
      .orderBy(desc(responsibleFlags.raisedAt))
      .limit(500);
    const names = await usernames(
      tenantId,
      rows.map((r) => r.playerId),
    );
    return rows.map((r) => flagView(r, names.get(r.playerId) ?? '?'));
  }

  async function reviewFlag(
    actor: Actor,
    tenantId: string,
    flagId: string,
  ): Promise<ResponsibleFlag> {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(responsibleFlags)
        .set({
          reviewedAt: sql`coalesce(${responsibleFlags.reviewedAt}, ${now.toISOString()}::timestamptz)`,
          reviewedBy: sql`coalesce(${responsibleFlags.reviewedBy}, ${actor.username})`,
        })
        .where(and(eq(responsibleFlags.tenantId, tenantId), eq(responsibleFlags.id, flagId)))
        .returning();
      if (!updated) throw new AppError(404, 'NOT_FOUND', 'responsible.flag_not_found');
      await audit.record(tx, actor, {
        tenantId,
        action: 'responsible.flag.review',
        targetType: 'player',
        targetId: updated.playerId,
        after: { flag: updated.id, period: updated.period },
      });
      return updated;
    });
    const names = await usernames(tenantId, [row.playerId]);
    return flagView(row, names.get(row.playerId) ?? '?');
  }

  /** The breaks running now on the brand. */
  async function officeBreaks(tenantId: string): Promise<OfficeBreak[]> {
    const now = clock();
    const rows = await db
      .select()
      .from(responsibleBreaks)
      .where(
        and(
          eq(responsibleBreaks.tenantId, tenantId),
          lte(responsibleBreaks.startedAt, now),
          or(isNull(responsibleBreaks.endsAt), gt(responsibleBreaks.endsAt, now)),
        ),
      )
      .orderBy(desc(responsibleBreaks.startedAt))
      .limit(500);
    const names = await usernames(
      tenantId,
      rows.map((r) => r.playerId),
    );
    return rows.map((r) => ({
      ...breakView(r),
      player_id: r.playerId,
      username: names.get(r.playerId) ?? '?',
    }));
  }

  /** Whether the player is on a break now (bonuses and messages to come stop for them). */
  async function isOnBreak(playerId: string): Promise<boolean> {
    return (await activeBreak(db, playerId, clock())) !== null;
  }

  /** Which of these players are on a break now (no marketing reaches them). */
  async function onBreakAmong(tx: DbOrTx, playerIds: readonly string[]): Promise<Set<string>> {
    if (playerIds.length === 0) return new Set();
    const now = clock();
    const rows = await tx
      .selectDistinct({ playerId: responsibleBreaks.playerId })
      .from(responsibleBreaks)
      .where(
        and(
          inArray(responsibleBreaks.playerId, [...playerIds]),
          lte(responsibleBreaks.startedAt, now),
          or(isNull(responsibleBreaks.endsAt), gt(responsibleBreaks.endsAt, now)),
        ),
      );
    return new Set(rows.map((row) => row.playerId));
  }

  return {
    onBreakAmong,
    checkStake,
    checkDeposit,
    checkLogin,
    overview,
    setLimit,
    /** Applies a waiting raise or removal whose cool-off has passed. */
    confirmLimit: (
      tenantId: string,
      playerId: string,
      input: { kind: LimitKind; period: LimitPeriod },
      ip: string | null,
    ) => settlePending(tenantId, playerId, input, ip, 'confirm'),
    /** Drops a waiting raise or removal: the limit stays as it is. */
    cancelLimit: (
      tenantId: string,
      playerId: string,
      input: { kind: LimitKind; period: LimitPeriod },
      ip: string | null,
    ) => settlePending(tenantId, playerId, input, ip, 'cancel'),
    setRealityCheck,
    sessionClock,
    takeBreak,
    statement,
    officePlayer,
    officeFlags,
    reviewFlag,
    officeBreaks,
    isOnBreak,
    /** Whether the player is on a break now, in `tx` (a bonus is never given to one). */
    onBreakIn: async (tx: DbOrTx, playerId: string) =>
      (await activeBreak(tx, playerId, clock())) !== null,
    /** Whether the player has ever self-excluded (a break of that kind that has started), in `tx`. */
    selfExcludedIn: async (tx: DbOrTx, playerId: string): Promise<boolean> => {
      const [row] = await tx
        .select({ id: responsibleBreaks.id })
        .from(responsibleBreaks)
        .where(
          and(
            eq(responsibleBreaks.playerId, playerId),
            eq(responsibleBreaks.kind, 'self_exclusion'),
            lte(responsibleBreaks.startedAt, clock()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    brandOf,
    /** Adds what a break undoes at once (registered by the module that owns it, at start). */
    useBreakListener(listener: BreakListener): void {
      breakListeners.push(listener);
    },
  };
}

import { sql } from 'drizzle-orm';
import type { LimitPeriod } from '@tribuna/contracts/jurisdiction';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { ActivityService } from '../activity/activity.service';

/** What a player used in one of the brand's calendar periods, and when the period ends. */
export interface PeriodUsage {
  period: LimitPeriod;
  start: Date;
  resetsAt: Date;
  deposited: number;
  wagered: number;
  returned: number;
  /** Seconds of sessions the site kept open (their heartbeats) within the period. */
  sessionSeconds: number;
}

export type Usage = Record<LimitPeriod, PeriodUsage>;

/**
 * The brand's current day, week (from Monday) and month in its time zone, as rows of
 * (period, start, reset): PostgreSQL's calendar does the zone's offsets and summer times.
 */
function periodsSql(now: Date, timeZone: string) {
  const at = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  return sql`(
    select p.period,
      (date_trunc(p.unit, ${at}) at time zone ${timeZone}) as start,
      ((date_trunc(p.unit, ${at}) + p.step) at time zone ${timeZone}) as reset
    from (values ('day', 'day', interval '1 day'), ('week', 'week', interval '1 week'),
      ('month', 'month', interval '1 month')) as p (period, unit, step)
  )`;
}

interface UsageRow {
  period: LimitPeriod;
  start: string | Date;
  reset: string | Date;
  deposited: string | number;
  wagered: string | number;
  returned: string | number;
  session_seconds: string | number;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * A player's use of each period, read from the activity stream (deposits, stakes and
 * returns of every product, through its service's sums) and the session clocks, in one
 * statement. Records are
 * counted from each period's start on: the stream only grows forward.
 */
export async function usageOf(
  tx: DbOrTx,
  activity: Pick<ActivityService, 'sumSince'>,
  ref: { tenantId: string; playerId: string },
  now: Date,
  timeZone: string,
): Promise<Usage> {
  const start = sql`b.start`;
  const result = await tx.execute(sql`
    select b.period, b.start, b.reset,
      ${activity.sumSince(ref, 'deposit', 'cash', start)} as deposited,
      ${activity.sumSince(ref, 'stake', 'all', start)} as wagered,
      ${activity.sumSince(ref, 'result', 'all', start)} as returned,
      coalesce((select sum(greatest(0, extract(epoch from
          least(s.last_seen_at, ${now.toISOString()}::timestamptz) - greatest(s.started_at, b.start))))
        from responsible_sessions s
        where s.player_id = ${ref.playerId} and s.last_seen_at > b.start), 0) as session_seconds
    from ${periodsSql(now, timeZone)} as b
  `);
  const usage = {} as Usage;
  for (const row of rowsOf<UsageRow>(result)) {
    usage[row.period] = {
      period: row.period,
      start: asDate(row.start),
      resetsAt: asDate(row.reset),
      deposited: Number(row.deposited),
      wagered: Number(row.wagered),
      returned: Number(row.returned),
      sessionSeconds: Math.floor(Number(row.session_seconds)),
    };
  }
  return usage;
}

/** The net loss of a period: what was staked less what came back (never below 0). */
export function netLoss(usage: PeriodUsage): number {
  return Math.max(0, usage.wagered - usage.returned);
}

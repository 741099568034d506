import { sql } from 'drizzle-orm';

/**
 * The start of a brand's calendar day `date` (YYYY-MM-DD) in its time zone, as SQL: the
 * office's and the player's date filters ("from 2026-11-01 to 2026-11-03") mean the
 * brand's days, not UTC's. Add `interval '1 day'` for the end of `to`.
 */
export function startOfLocalDay(date: string, timeZone: string) {
  return sql`(${date}::date::timestamp at time zone ${timeZone})`;
}

import type { SessionClock } from '@tribuna/contracts/responsible';

/** Never asked again sooner than this after a check that was not due yet. */
export const MIN_RECHECK_MS = 1_000;
/** Asked a moment after the due time, so the server's clock has surely reached it. */
export const DUE_MARGIN_MS = 250;

/**
 * How long from `now` (this device's clock) until the server's next check is due. The
 * server's `now` and the moment its answer arrived tell this device's skew, so a device
 * whose clock runs minutes off still asks on time.
 */
export function msUntilCheck(
  clock: Pick<SessionClock, 'now' | 'next_check_at'>,
  receivedAt: number,
  now: number = Date.now(),
): number {
  const skew = Date.parse(clock.now) - receivedAt;
  const dueHere = Date.parse(clock.next_check_at) - skew;
  if (!Number.isFinite(dueHere)) return MIN_RECHECK_MS;
  return Math.max(MIN_RECHECK_MS, dueHere - now + DUE_MARGIN_MS);
}

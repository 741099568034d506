/**
 * The times staff type (campaigns, promotions, tournaments, a message's send time) are instants,
 * typed as wall time in the brand's time zone (every time the office shows is in it), whatever
 * zone the staff member's computer is in. A `datetime-local` field gives and takes
 * "YYYY-MM-DDTHH:mm" without a zone.
 */

function zoneOrLocal(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's wall time at an instant, as epoch milliseconds read as if it were UTC. */
function wallAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** An instant as a `datetime-local` value in the zone ("2026-11-20T12:30"); "" for none. */
export function toWallTime(iso: string | null, timeZone: string | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallAt(instant, zoneOrLocal(timeZone))).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read in the zone, as an ISO instant; null when it is not one.
 * The offset is taken twice, so a wall time just after a change of offset finds its own.
 */
export function fromWallTime(wall: string, timeZone: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute, Number(match[6] ?? 0));
  // A day that does not exist (30 February) would roll over into another.
  if (new Date(wanted).toISOString().slice(0, 16) !== wall.trim().slice(0, 16)) return null;
  const zone = zoneOrLocal(timeZone);
  const first = wanted - (wallAt(wanted, zone) - wanted);
  const instant = wanted - (wallAt(first, zone) - first);
  return new Date(instant).toISOString();
}

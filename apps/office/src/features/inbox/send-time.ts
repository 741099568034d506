/**
 * A send time typed as wall time in the brand's zone (every time the office shows is in
 * it), whatever zone the staff member's computer is in: a `datetime-local` value
 * ("YYYY-MM-DDTHH:mm") read in the zone, as an ISO instant; null when it is not one.
 */
export function instantOfWallTime(wall: string, timeZone: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wanted).toISOString().slice(0, 16) !== wall.trim()) return null;
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The zone's offset at the guess, taken twice: a time just after a change finds its own.
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) instant = wanted - (wallOf(instant, zone) - instant);
  return new Date(instant).toISOString();
}

/** The zone's wall time at an instant, as epoch milliseconds read as if it were UTC. */
function wallOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** "HH:MM" to minutes after midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/**
 * Whether `at` falls inside the brand's payment hours, in its time zone. A window
 * whose end is before its start wraps midnight (09:00 to 03:30 is open at 01:00);
 * equal ends mean open all day. The start is inside, the end outside.
 */
export function isWithinPaymentHours(
  at: Date,
  hours: { from: string; to: string },
  timeZone: string,
): boolean {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return true;
  const now = localParts(at, timeZone).minutes;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** The calendar date (YYYY-MM-DD) of `at` in the brand's time zone. */
export function localDate(at: Date, timeZone: string): string {
  return localParts(at, timeZone).date;
}

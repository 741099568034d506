/** A `YYYY-MM-DD` parameter, or nothing when it is not one. */
export function asDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** A range that ends before it starts (the screens say so instead of asking the API). */
export function isBackwards(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && from > to;
}

/** Today's date (YYYY-MM-DD) in a time zone; the browser's when none is known yet. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}

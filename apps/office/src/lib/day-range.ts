/** A `YYYY-MM-DD` parameter, or nothing when it is not one. */
export function asDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** A range that ends before it starts (the screens say so instead of asking the API). */
export function isBackwards(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && from > to;
}

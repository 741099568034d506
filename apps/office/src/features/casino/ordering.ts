/**
 * A brand's order is saved whole (every slug of the catalogue once), so every move
 * (up, down, drag, a typed position) is a function from the latest order to the next.
 * Unknown slugs leave the order as it is: the caller's page may be out of date.
 */

/** `slug` moved to `index` (0 first), the others keeping their order. */
export function moveTo(slugs: readonly string[], slug: string, index: number): string[] {
  const rest = slugs.filter((s) => s !== slug);
  if (rest.length === slugs.length) return [...slugs];
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), slug, ...rest.slice(at)];
}

/** `slug` placed right before or after `target` (a neighbour on screen, maybe not in the full order). */
export function placeNextTo(
  slugs: readonly string[],
  slug: string,
  target: string,
  side: 'before' | 'after',
): string[] {
  if (slug === target || !slugs.includes(slug)) return [...slugs];
  const rest = slugs.filter((s) => s !== slug);
  const at = rest.indexOf(target);
  if (at < 0) return [...slugs];
  return moveTo(slugs, slug, side === 'before' ? at : at + 1);
}

/**
 * A drop of `slug` on the row of `target` in a list shown in order: dragged down it
 * lands after the target, dragged up before it, as the row under the pointer moves aside.
 */
export function dropOn(
  shown: readonly string[],
  slugs: readonly string[],
  slug: string,
  target: string,
): string[] {
  const from = shown.indexOf(slug);
  const to = shown.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...slugs];
  return placeNextTo(slugs, slug, target, from < to ? 'after' : 'before');
}

/** A typed position (1 first) as an index, or null when it is not a whole number in range. */
export function positionIndex(text: string, count: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const position = Number(text);
  return position >= 1 && position <= count ? position - 1 : null;
}

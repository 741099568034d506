import { describe, expect, it } from 'vitest';
import { tablePlace, type TablePlace } from './roulette-layout';

const PLACES: TablePlace[] = [
  { kind: 'zero' },
  ...Array.from({ length: 36 }, (_, i) => ({ kind: 'number' as const, n: i + 1 })),
  ...([1, 2, 3] as const).map((index) => ({ kind: 'column' as const, index })),
  ...([1, 2, 3] as const).map((index) => ({ kind: 'dozen' as const, index })),
  ...Array.from({ length: 6 }, (_, position) => ({ kind: 'even' as const, position })),
];

/** "3 / span 4" -> [3, 4, 5, 6]; "7" -> [7]. */
function lines(value: string): number[] {
  const [start = '0', span] = value.split('/').map((part) => part.trim());
  const count = span ? Number(span.replace('span', '')) : 1;
  return Array.from({ length: count }, (_, i) => Number(start) + i);
}

/** Every grid square each place covers, for one of the two ways. */
function squares(way: 'wide' | 'narrow'): string[] {
  const suffix = way === 'wide' ? '' : '-narrow';
  return PLACES.flatMap((place) => {
    const style = tablePlace(place) as Record<string, string>;
    const columns = lines(style[`--table-column${suffix}`] ?? '');
    const rows = lines(style[`--table-row${suffix}`] ?? '');
    return columns.flatMap((c) => rows.map((r) => `${c}:${r}`));
  });
}

describe('the roulette table, lying and standing', () => {
  it.each(['wide', 'narrow'] as const)('covers a full grid without overlaps (%s)', (way) => {
    const covered = squares(way);
    expect(new Set(covered).size).toBe(covered.length);
    // 14 by 5 squares, less the four at the corners beside the zero and the 2:1 bets.
    expect(covered.length).toBe(14 * 5 - 4);
  });

  it('stands the numbers in rows of three, 1-2-3 first, and keeps each column under its 2:1', () => {
    const at = (place: TablePlace) => tablePlace(place) as Record<string, string>;
    expect(at({ kind: 'number', n: 1 })['--table-row-narrow']).toBe('2');
    expect(at({ kind: 'number', n: 36 })['--table-row-narrow']).toBe('13');
    for (const n of [1, 4, 34]) {
      expect(at({ kind: 'number', n })['--table-column-narrow']).toBe(
        at({ kind: 'column', index: 1 })['--table-column-narrow'],
      );
    }
    // Lying down, the top row holds 3, 6, ... 36 beside the third column's 2:1.
    expect(at({ kind: 'number', n: 36 })['--table-row']).toBe(
      at({ kind: 'column', index: 3 })['--table-row'],
    );
  });
});

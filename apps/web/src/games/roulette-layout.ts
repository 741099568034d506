import type { CSSProperties } from 'react';

/** A place on the roulette table, whatever the game that draws it. */
export type TablePlace =
  | { kind: 'zero' }
  | { kind: 'number'; n: number }
  /** The 2:1 column of the numbers n with (n - 1) % 3 === index - 1. */
  | { kind: 'column'; index: 1 | 2 | 3 }
  | { kind: 'dozen'; index: 1 | 2 | 3 }
  /** The even chances in the table's order: 1-18, even, red, black, odd, 19-36. */
  | { kind: 'even'; position: number };

interface Cell {
  column: string;
  row: string;
}

/**
 * Lying down, as on a casino's felt: the zero at the left, twelve columns of three
 * numbers (3 on top), the 2:1 bets at the right, then the dozens and the even chances.
 */
function lying(place: TablePlace): Cell {
  switch (place.kind) {
    case 'zero':
      return { column: '1', row: '1 / span 3' };
    case 'number':
      return { column: String(Math.ceil(place.n / 3) + 1), row: String(3 - ((place.n - 1) % 3)) };
    case 'column':
      return { column: '14', row: String(4 - place.index) };
    case 'dozen':
      return { column: `${2 + (place.index - 1) * 4} / span 4`, row: '4' };
    case 'even':
      return { column: `${2 + place.position * 2} / span 2`, row: '5' };
  }
}

/**
 * Standing, as phone tables are drawn: the zero on top, twelve rows of three numbers
 * (1-2-3 first), the 2:1 bets under their columns, the dozens and even chances at the left.
 */
function standing(place: TablePlace): Cell {
  switch (place.kind) {
    case 'zero':
      return { column: '3 / span 3', row: '1' };
    case 'number':
      return { column: String(((place.n - 1) % 3) + 3), row: String(Math.ceil(place.n / 3) + 1) };
    case 'column':
      return { column: String(place.index + 2), row: '14' };
    case 'dozen':
      return { column: '2', row: `${2 + (place.index - 1) * 4} / span 4` };
    case 'even':
      return { column: '1', row: `${2 + place.position * 2} / span 2` };
  }
}

/**
 * Where a bet's cell goes, both ways: the game's style sheet picks one by the frame's
 * width, so a phone gets cells a finger can hit and nothing wider than the screen.
 */
export function tablePlace(place: TablePlace): CSSProperties {
  const wide = lying(place);
  const narrow = standing(place);
  const variables: Record<string, string> = {
    '--table-column': wide.column,
    '--table-row': wide.row,
    '--table-column-narrow': narrow.column,
    '--table-row-narrow': narrow.row,
  };
  return variables;
}

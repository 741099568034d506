import { describe, expect, it } from 'vitest';
import { dropOn, moveTo, placeNextTo, positionIndex } from './ordering';

const ALL = ['a', 'b', 'c', 'd', 'e'];

describe('ordering a whole catalogue', () => {
  it('moves a slug to an index, clamped, the others keeping their order', () => {
    expect(moveTo(ALL, 'd', 0)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(moveTo(ALL, 'a', 4)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(moveTo(ALL, 'b', 99)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(moveTo(ALL, 'b', -3)).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(moveTo(ALL, 'zz', 0)).toEqual(ALL);
  });

  it('places a slug next to a neighbour that may be far away in the full order', () => {
    // On a filtered screen showing b and e only, "e up" puts e right before b.
    expect(placeNextTo(ALL, 'e', 'b', 'before')).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(placeNextTo(ALL, 'b', 'e', 'after')).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(placeNextTo(ALL, 'b', 'b', 'after')).toEqual(ALL);
    expect(placeNextTo(ALL, 'b', 'zz', 'after')).toEqual(ALL);
  });

  it('drops a dragged row after a row below it and before a row above it', () => {
    const shown = ['b', 'c', 'e'];
    expect(dropOn(shown, ALL, 'b', 'e')).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(dropOn(shown, ALL, 'e', 'b')).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(dropOn(shown, ALL, 'c', 'c')).toEqual(ALL);
  });

  it('keeps every slug exactly once whatever the move', () => {
    for (const slug of ALL) {
      for (let at = 0; at < ALL.length; at++) {
        expect([...moveTo(ALL, slug, at)].sort()).toEqual(ALL);
      }
    }
  });

  it('reads a typed position (1 first) only when it is a whole number in range', () => {
    expect(positionIndex('1', 5)).toBe(0);
    expect(positionIndex(' 5 ', 5)).toBe(4);
    expect(positionIndex('6', 5)).toBeNull();
    expect(positionIndex('0', 5)).toBeNull();
    expect(positionIndex('2.5', 5)).toBeNull();
    expect(positionIndex('', 5)).toBeNull();
    expect(positionIndex('-1', 5)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { roundsQuery } from './rounds-query';

describe('rounds query from the URL', () => {
  it('takes every filter the API knows', () => {
    const params = new URLSearchParams(
      'round=r1&player=ana&game=blackjack&provider=tribuna&status=open&from=2026-11-01&to=2026-11-20',
    );
    expect(roundsQuery(params, 50, 100)).toEqual({
      round: 'r1',
      player: 'ana',
      game: 'blackjack',
      provider: 'tribuna',
      status: 'open',
      from: '2026-11-01',
      to: '2026-11-20',
      limit: 50,
      offset: 100,
    });
  });

  it('leaves out what the API would refuse from a hand-edited link', () => {
    const params = new URLSearchParams('status=maybe&from=yesterday&to=2026-11-03&game=%20');
    expect(roundsQuery(params, 50, 0)).toEqual({
      round: undefined,
      player: undefined,
      game: undefined,
      provider: undefined,
      status: undefined,
      from: undefined,
      to: '2026-11-03',
      limit: 50,
      offset: 0,
    });
  });
});

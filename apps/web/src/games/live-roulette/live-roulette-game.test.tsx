import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseRound, HouseSession, TableRound, TableState } from '@tribuna/contracts/house';
import { applyLanguage } from '../../lib/i18n';
import type { HouseApi } from '../house-api';
import { LiveRouletteGame } from './live-roulette-game';
import { fakeLive } from '../games-test-support';

const SESSION: HouseSession = {
  game: {
    slug: 'ruleta-en-vivo',
    name: 'Ruleta Europea en Vivo',
    engine: 'live-roulette',
    min_bet: 100,
    max_bet: 2_000_000,
  },
  mode: 'real',
  currency: 'ARS',
  balance: 10_000,
  seeds: null,
  server_time: new Date().toISOString(),
};

function round(index: number, overrides: Partial<TableRound> = {}): TableRound {
  const now = Date.now();
  return {
    id: `round-${index}`,
    index,
    fairness: { commitment: 'c'.repeat(64), salt: 'salt', chain_index: index },
    phase: 'betting',
    closes_at: new Date(now + 10_000).toISOString(),
    result_at: new Date(now + 15_000).toISOString(),
    number: null,
    ...overrides,
  };
}

function state(overrides: Partial<TableState> = {}): TableState {
  return {
    round: round(3),
    last: [{ index: 2, number: 5 }],
    my_bets: [],
    my_win: null,
    balance: 10_000,
    server_time: new Date().toISOString(),
    ...overrides,
  };
}

describe('the live roulette screen', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('places chips in the window, then shows the pushed number, my win and the last results', async () => {
    let current = state();
    const sent: unknown[] = [];
    const api: HouseApi = {
      get: <T,>() => Promise.resolve(current as T),
      send: <T,>(_method: 'POST' | 'PUT', _path: string, body?: unknown) => {
        sent.push(body);
        current = state({
          my_bets: (body as { bets: TableState['my_bets'] }).bets,
          balance: 8_900,
        });
        return Promise.resolve(current as T);
      },
      getAbsolute: () => Promise.reject(new Error('unused')),
    };
    const { live, emit } = fakeLive();
    const onBalance = vi.fn();
    render(
      <LiveRouletteGame
        session={SESSION}
        api={api}
        live={live}
        language="en_US"
        balance={10_000}
        onBalance={onBalance}
        clockOffset={0}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-roulette-round').textContent).toBe('Round #3'),
    );
    expect(screen.getByTestId('live-roulette-phase').textContent).toMatch(/^Bets close in \d+ s$/);

    fireEvent.click(screen.getByRole('radio', { name: /Chip ARS\s10\.00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: /^Red, bet ARS\s10\.00$/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Chip ARS\s1\.00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Number 17' }));
    fireEvent.click(screen.getByRole('button', { name: /^2nd 12/ }));
    expect(screen.getByTestId('live-roulette-pending').textContent).toMatch(/ARS\s22\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await waitFor(() =>
      expect(screen.getByTestId('live-roulette-placed').textContent).toMatch(/ARS\s22\.00/),
    );
    expect(sent).toEqual([
      {
        round_id: 'round-3',
        bets: [
          { type: 'red', amount: 2_000 },
          { type: 'straight', numbers: [17], amount: 100 },
          { type: 'dozen', index: 2, amount: 100 },
        ],
      },
    ]);
    expect(onBalance).toHaveBeenLastCalledWith(8_900);
    expect(screen.getByTestId('live-roulette-pending').textContent).toMatch(/ARS\s0\.00/);

    // The server pushes the number once the ball stopped; my win comes with the next GET.
    const done = round(3, {
      phase: 'result',
      closes_at: new Date(Date.now() - 6_000).toISOString(),
      result_at: new Date(Date.now() - 1_000).toISOString(),
      number: 17,
    });
    current = {
      ...current,
      round: done,
      last: [
        { index: 3, number: 17 },
        { index: 2, number: 5 },
      ],
      my_win: 3_600 + 300,
      balance: 12_800,
    };
    emit('house.table', { game: 'ruleta-en-vivo', round: done, last: current.last });
    await waitFor(() => expect(screen.getByTestId('live-roulette-number').textContent).toBe('17'));
    expect(screen.getByTestId('live-roulette-announce').textContent).toBe('Round 3: 17 black');
    expect(screen.getByTestId('live-roulette-announce').getAttribute('aria-live')).toBe(
      'assertive',
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-roulette-win').textContent).toMatch(/You won ARS\s39\.00/),
    );
    expect(onBalance).toHaveBeenLastCalledWith(12_800);
    const last = screen.getByTestId('live-roulette-last').querySelectorAll('li');
    expect([...last].map((item) => item.textContent)).toEqual(['17', '5']);
    // Bets are closed: the table takes no chips.
    expect(screen.getByRole('button', { name: /^Number 17,/ })).toHaveProperty('disabled', true);

    // The next round opens for everyone: my bets and the number go, the results stay.
    emit('house.table', { game: 'ruleta-en-vivo', round: round(4), last: current.last });
    await waitFor(() =>
      expect(screen.getByTestId('live-roulette-round').textContent).toBe('Round #4'),
    );
    expect(screen.queryByTestId('live-roulette-number')).toBeNull();
    expect(screen.getByTestId('live-roulette-placed').textContent).toMatch(/ARS\s0\.00/);
    // Another table's events are not this one's.
    emit('house.table', { game: 'other', round: round(9), last: [] });
    expect(screen.getByTestId('live-roulette-round').textContent).toBe('Round #4');
  });

  it('shows the round’s chain and my past rounds with their numbers', async () => {
    const playedRound: HouseRound = {
      id: 'past-1',
      game: 'ruleta-en-vivo',
      engine: 'live-roulette',
      mode: 'real',
      currency: 'ARS',
      status: 'settled',
      bet: 1_000,
      win: 2_000,
      input: { bets: [{ type: 'red', amount: 1_000 }] },
      outcome: { number: 32, bets: [], totalPayout: 2_000 },
      fairness: {
        kind: 'chain',
        commitment: 'c'.repeat(64),
        salt: 'salt',
        index: 2,
        round_seed: 'd'.repeat(64),
      },
      bonus_id: null,
      created_at: '2026-11-23T12:00:00.000Z',
      settled_at: '2026-11-23T12:00:20.000Z',
    };
    const api: HouseApi = {
      get: <T,>(path: string) =>
        Promise.resolve((path === '/history' ? { items: [playedRound] } : state()) as T),
      send: () => Promise.reject(new Error('unused')),
      getAbsolute: () => Promise.reject(new Error('unused')),
    };
    render(
      <LiveRouletteGame
        session={SESSION}
        api={api}
        live={fakeLive().live}
        language="en_US"
        balance={10_000}
        onBalance={vi.fn()}
        clockOffset={0}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-roulette-round').textContent).toBe('Round #3'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    expect(screen.getByTestId('chain-commitment').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('chain-salt').textContent).toBe('salt');
    expect(screen.getByTestId('chain-index').textContent).toBe('3 (table round 3)');
    const list = await screen.findByTestId('chain-fairness-rounds');
    expect(list.textContent).toContain('32 red');
    expect(screen.getByRole('link', { name: /^Verify the round of / }).getAttribute('href')).toBe(
      '/games/house/verify?round=past-1',
    );
  });
});

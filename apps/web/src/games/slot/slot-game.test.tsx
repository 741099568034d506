import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateSlotStops, HOUSE_SLOT_COMPILED, type SlotSpin } from '@tribuna/games/slot';
import { applyLanguage } from '../../lib/i18n';
import { HouseApiError } from '../house-api';
import { fakeApi, reduceMotion, renderScreen, SEEDS, testRound } from '../games-test-support';
import { SlotGame } from './slot-game';

/** The first stops (searching the strips) whose spin satisfies `wanted`. */
function spinWhere(mode: 'base' | 'free', lineBet: number, wanted: (spin: SlotSpin) => boolean) {
  for (let a = 0; a < 30; a += 1) {
    for (let b = 0; b < 30; b += 1) {
      const spin = evaluateSlotStops(
        HOUSE_SLOT_COMPILED,
        mode,
        [a, b, (a + b) % 30, 4, 9],
        lineBet,
      );
      if (wanted(spin)) return spin;
    }
  }
  throw new Error('no such spin');
}

function answer(spin: SlotSpin, freeSpins: SlotSpin[] = [], balance = 99_000) {
  const totalWin = spin.totalWin + freeSpins.reduce((sum, s) => sum + s.totalWin, 0);
  return {
    round: testRound('slot', {
      bet: spin.totalBet,
      win: totalWin,
      input: { line_bet: spin.lineBet },
      outcome: { spin, session: null, freeSpins, totalBet: spin.totalBet, totalWin },
    }),
    balance,
    seeds: { ...SEEDS, nonce: 4 },
  };
}

function disabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

describe('the slot screen', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    reduceMotion();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows 5 reels of 3 symbols, steps the line bet within the limits and spins at it', async () => {
    const winning = spinWhere('base', 50, (s) => s.lineWins.length > 0 && s.scatter.count < 3);
    const api = fakeApi(() => answer(winning, [], 123_456));
    const { onBalance } = renderScreen(SlotGame, 'slot', api);
    expect(within(screen.getByRole('group', { name: 'Reels' })).getAllByRole('img')).toHaveLength(
      15,
    );
    // Limits ARS 1 to 10,000 for 20 lines: line bets from ARS 0.05; 0.20 to start.
    expect(screen.getByTestId('slot-line-bet')?.textContent).toMatch('0.20');
    expect(screen.getByText(/Total bet ARS\s4\.00 \(20 lines\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    expect(screen.getByTestId('slot-line-bet')?.textContent).toMatch('0.50');
    for (let i = 0; i < 3; i += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Lower the bet' }));
    expect(screen.getByTestId('slot-line-bet')?.textContent).toMatch('0.05');
    expect(disabled(screen.getByRole('button', { name: 'Lower the bet' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));

    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(true);
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    expect(api.calls).toEqual([{ method: 'POST', path: '/slot/spin', body: { line_bet: 50 } }]);
    expect(screen.getByTestId('slot-win')?.textContent).toMatch(/You won ARS/);
    // The stake leaves first, the answer's balance lands with the reels.
    expect(onBalance.mock.calls.map(([b]) => b)).toEqual([123_456 - winning.totalWin, 123_456]);
    const cells = screen.getByRole('group', { name: 'Reels' }).querySelectorAll('.slot-cell--win');
    expect(cells.length).toBeGreaterThanOrEqual(3);
    const first = winning.lineWins[0];
    expect(screen.getByText(new RegExp(`^Line ${first?.line}: ${first?.count} ×`))).toBeTruthy();
  });

  it('plays the free spins as a sequence and shows their total', async () => {
    const base = spinWhere('base', 20, (s) => s.freeSpinsAwarded > 0);
    const frees = [
      spinWhere('free', 20, (s) => s.totalWin > 0 && s.freeSpinsAwarded === 0),
      spinWhere('free', 20, (s) => s.totalWin === 0),
    ];
    const api = fakeApi(() => answer(base, frees));
    renderScreen(SlotGame, 'slot', api);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    const list = screen.getByRole('heading', { name: 'Free spins' }).closest('section');
    expect(list).not.toBeNull();
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch('Free spin 1');
    expect(screen.getByTestId('slot-free-total')?.textContent).toMatch(
      new RegExp(
        `2 free spins played, total ARS\\s${((frees[0]?.totalWin ?? 0) / 100).toFixed(2)}`,
      ),
    );
    expect(screen.getByText(/free spins won!/)).toBeTruthy();
  });

  it('spins on Space and shows a refusal in the API’s words', async () => {
    const api = fakeApi(() => {
      throw new HouseApiError(402, 'INSUFFICIENT_FUNDS', ['Insufficient funds.']);
    });
    renderScreen(SlotGame, 'slot', api);
    await act(async () => {
      fireEvent.keyDown(document.body, { key: ' ' });
      await Promise.resolve();
    });
    expect((await screen.findByRole('alert')).textContent).toMatch('Insufficient funds.');
    expect(api.calls).toHaveLength(1);
    // Space on a control is that control's own.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Raise the bet' }), { key: ' ' });
    expect(api.calls).toHaveLength(1);
  });

  it('says so when an answer cannot be shown, rather than drawing it wrong', async () => {
    const api = fakeApi(() => ({
      round: testRound('slot', { outcome: { grid: 'nonsense' } }),
      balance: 1,
      seeds: SEEDS,
    }));
    const { onBalance } = renderScreen(SlotGame, 'slot', api);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This round could not be shown.');
    expect(onBalance).toHaveBeenCalledWith(1);
  });
});

describe('bonus spins on the slot screen', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    reduceMotion();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const BONUS = {
    bonus_id: '7d4a6f0e-1c1b-4a59-9a43-4d3e2c1b0a99',
    title: 'Dragon week',
    stake: 1_000,
    line_bet: 50,
    total: 2,
    remaining: 2,
    expires_at: '2026-12-01T12:00:00.000Z',
  };

  /** The house API with `left` bonus spins: each bonus spin answers a round paid by it. */
  function bonusApi(left: number) {
    const spin = spinWhere('base', 50, (s) => s.scatter.count < 3);
    let remaining = left;
    return fakeApi((method, path, body) => {
      if (path === '/bonus-spins') {
        return { items: remaining > 0 ? [{ ...BONUS, remaining }] : [] };
      }
      const bonusId = (body as { bonus_id?: string }).bonus_id ?? null;
      if (bonusId) remaining -= 1;
      const played = answer(spin, [], 50_000);
      return { ...played, round: { ...played.round, bonus_id: bonusId } };
    });
  }

  it('offers the bonus spins, plays them at their stake until none are left, then plays as usual', async () => {
    const api = bonusApi(2);
    renderScreen(SlotGame, 'slot', api, { mode: 'real' });
    const offer = await screen.findByTestId('slot-bonus');
    expect(offer.textContent).toMatch(/2 bonus spins at ARS\s10\.00/);
    expect(offer.textContent).toMatch('From your bonus “Dragon week”');
    // The bet is the bonus's, and locked to it.
    expect(screen.getByTestId('slot-line-bet').textContent).toMatch('0.50');
    expect(disabled(screen.getByRole('button', { name: 'Raise the bet' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Lower the bet' }))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Bonus spin' }));
    await waitFor(() =>
      expect(screen.getByTestId('slot-bonus').textContent).toMatch(/1 bonus spin at ARS\s10\.00/),
    );
    await waitFor(() =>
      expect(disabled(screen.getByRole('button', { name: 'Bonus spin' }))).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bonus spin' }));
    expect((await screen.findByTestId('slot-bonus-done')).textContent).toBe(
      'You have played all your bonus spins.',
    );
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    expect(screen.queryByTestId('slot-bonus')).toBeNull();
    // Back to the player's own bet (ARS 0.20 a line at these limits, to start).
    expect(screen.getByTestId('slot-line-bet').textContent).toMatch('0.20');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { line_bet: 50, bonus_id: BONUS.bonus_id },
      { line_bet: 50, bonus_id: BONUS.bonus_id },
      { line_bet: 20 },
    ]);
    expect(screen.queryByTestId('slot-bonus-done')).toBeNull();
  });

  it('plays paid spins while the player turns the bonus spins off', async () => {
    const api = bonusApi(2);
    renderScreen(SlotGame, 'slot', api, { mode: 'real' });
    const use = await screen.findByRole('switch', { name: 'Use bonus spins' });
    fireEvent.click(use);
    expect(disabled(screen.getByRole('button', { name: 'Raise the bet' }))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    expect(screen.getByTestId('slot-bonus').textContent).toMatch(/2 bonus spins/);
    fireEvent.click(use);
    expect(screen.getByRole('button', { name: 'Bonus spin' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { line_bet: 20 },
    ]);
  });

  it('asks for no bonus spins in demo', async () => {
    const api = bonusApi(2);
    renderScreen(SlotGame, 'slot', api);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Spin' }))).toBe(false));
    expect(api.calls.map((c) => c.path)).toEqual(['/slot/spin']);
    expect(screen.queryByTestId('slot-bonus')).toBeNull();
  });
});

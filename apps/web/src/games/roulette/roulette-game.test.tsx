import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleRoulette } from '@tribuna/games/roulette';
import { applyLanguage } from '../../lib/i18n';
import { HouseApiError } from '../house-api';
import { fakeApi, reduceMotion, renderScreen, SEEDS, testRound } from '../games-test-support';
import { RouletteGame } from './roulette-game';

const total = () => screen.getByTestId('roulette-total').textContent ?? '';
const button = (name: string) => screen.getByRole('button', { name });

describe('the roulette screen', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    reduceMotion();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('places straight, outside and split chips, undoes, spins and shows the number', async () => {
    const api = fakeApi((method, path, body) => {
      if (path === '/history') {
        return { items: [testRound('roulette', { outcome: { number: 5 } })] };
      }
      const { bets } = body as { bets: Parameters<typeof settleRoulette>[1] };
      const round = settleRoulette(17, bets);
      return {
        round: testRound('roulette', {
          bet: round.totalStake,
          win: round.totalPayout,
          input: { bets },
          outcome: round,
        }),
        balance: 100_500,
        seeds: SEEDS,
      };
    });
    const { onBalance } = renderScreen(RouletteGame, 'roulette', api);
    // The last results start from the player's earlier rounds.
    await waitFor(() => expect(screen.getByTestId('roulette-last').textContent).toBe('55 red'));
    fireEvent.click(button('17 black'));
    fireEvent.click(screen.getByRole('button', { name: /^17 black, bet ARS\s1\.00$/ }));
    fireEvent.click(button('Red'));
    fireEvent.click(button('Dozen 2: 13–24'));
    expect(total()).toMatch(/ARS\s4\.00/);
    fireEvent.click(button('Undo'));
    expect(total()).toMatch(/ARS\s3\.00/);

    // A split: two numbers side by side; a pair that is not one is refused.
    fireEvent.click(screen.getByRole('radio', { name: 'Split' }));
    fireEvent.click(button('1 red'));
    fireEvent.click(button('5 red'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Those two numbers are not side by side. Pick again.',
    );
    fireEvent.click(button('1 red'));
    fireEvent.click(button('4 black'));
    expect(total()).toMatch(/ARS\s4\.00/);
    fireEvent.click(screen.getByRole('radio', { name: 'Street' }));
    fireEvent.click(button('8 black'));
    // A bigger chip.
    fireEvent.click(screen.getByRole('radio', { name: /Chip ARS\s5\.00/ }));
    fireEvent.click(button('Column 3 pays 2:1'));
    expect(total()).toMatch(/ARS\s10\.00/);

    fireEvent.click(button('Spin'));
    await waitFor(() =>
      expect(screen.getByTestId('roulette-result').textContent).toMatch(/17 black/),
    );
    const spin = api.calls.find((call) => call.path === '/roulette/spin');
    expect(spin?.body).toEqual({
      bets: [
        { type: 'straight', numbers: [17], amount: 200 },
        { type: 'red', amount: 100 },
        { type: 'split', numbers: [1, 4], amount: 100 },
        { type: 'street', numbers: [7, 8, 9], amount: 100 },
        { type: 'column', index: 3, amount: 500 },
      ],
    });
    // 17 straight pays 36 x 200; black loses; others miss.
    expect(screen.getByTestId('roulette-result').textContent).toMatch(/You won ARS\s72\.00/);
    expect(onBalance).toHaveBeenCalledWith(100_500);
    expect(screen.getByTestId('roulette-last').textContent).toBe('1717 black55 red');
    expect(total()).toMatch(/ARS\s0\.00/);
    fireEvent.click(button('Rebet'));
    expect(total()).toMatch(/ARS\s10\.00/);
  });

  it('refuses a spin under the table minimum and shows the API’s refusal', async () => {
    const api = fakeApi((method, path) => {
      if (path === '/history') return { items: [] };
      throw new HouseApiError(422, 'BET_OUT_OF_LIMITS', ['The bet is outside the game’s limits.']);
    });
    renderScreen(RouletteGame, 'roulette', api);
    fireEvent.click(button('Red'));
    fireEvent.click(button('Spin'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bet is outside the game’s limits.',
    );
  });
});

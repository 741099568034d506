import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actBlackjack,
  dealBlackjackFrom,
  visibleDealerCards,
  type BlackjackState,
} from '@tribuna/games/blackjack';
import { applyLanguage } from '../../lib/i18n';
import { fakeApi, reduceMotion, renderScreen, SEEDS, testRound } from '../games-test-support';
import { BlackjackGame } from './blackjack-game';

// Cards are 0..51: rank = card % 13 (0 ace), suit = floor(card / 13) (clubs, diamonds, hearts, spades).
// Player 10♣ 7♦ (9, 19), dealer up 9♥ (34) and hole 9♠ (47); then a 3♣ (2).
const SHOE = [9, 34, 19, 47, 2, 5, 6, 7, ...Array.from({ length: 56 }, (_, i) => i % 52)];

/** The state as the API shows it: the shoe gone, the hole card hidden while open. */
function view(state: BlackjackState) {
  const { shoe, next, ...seen } = state;
  void shoe;
  void next;
  return {
    round: testRound('blackjack', { status: state.phase === 'settled' ? 'settled' : 'open' }),
    state: { ...seen, dealer: visibleDealerCards(state) },
    allowed: [...state.allowed],
    balance: 99_500,
    seeds: SEEDS,
  };
}

describe('the blackjack screen', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    reduceMotion();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('resumes an open hand, offers what is allowed, and shows the settled result', async () => {
    const open = dealBlackjackFrom(SHOE, 500);
    const api = fakeApi((method, path, body) => {
      if (path === '/blackjack/current') return view(open);
      expect(body).toEqual({ round_id: 'round-1', action: 'stand' });
      return view(actBlackjack(open, 'stand'));
    });
    const { onBalance } = renderScreen(BlackjackGame, 'blackjack', api);
    const hand = await screen.findByTestId('player-hand');
    expect(
      within(hand)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Ten of clubs', 'Seven of diamonds']);
    expect(hand.textContent).toMatch(/17/);
    const dealer = screen.getByRole('group', { name: 'Dealer’s cards' });
    expect(
      within(dealer)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Nine of hearts', 'Face-down card']);
    expect(screen.getByTestId('dealer-total').textContent).toBe('showing 9');
    const enabled = (name: string) =>
      !screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    expect(['Hit', 'Stand', 'Double', 'Split'].map(enabled)).toEqual([true, true, true, false]);

    fireEvent.click(screen.getByRole('button', { name: 'Stand' }));
    await waitFor(() => expect(screen.getByTestId('hand-result').textContent).toBe('Lose'));
    expect(screen.getByTestId('dealer-total').textContent).toBe('18');
    expect(screen.getByTestId('blackjack-status').textContent).toBe('The dealer wins this round');
    expect(onBalance).toHaveBeenCalledWith(99_500);
    expect(screen.getByRole('button', { name: 'Deal again' })).toBeTruthy();
  });

  it('deals at the chosen bet', async () => {
    const api = fakeApi((method, path, body) => {
      if (path === '/blackjack/current') return null;
      expect(body).toEqual({ bet: 1_000 });
      return view(dealBlackjackFrom(SHOE, 1_000));
    });
    renderScreen(BlackjackGame, 'blackjack', api);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Deal' }).disabled).toBe(false),
    );
    expect(screen.getByTestId('blackjack-bet').textContent).toMatch(/ARS\s5\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeTruthy();
    expect(screen.getByText(/Bet ARS\s10\.00/)).toBeTruthy();
  });
});

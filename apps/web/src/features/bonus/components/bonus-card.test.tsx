import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bonus } from '@tribuna/contracts/bonus';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { bonusFormat } from '../bonus-format';
import { testBonus } from '../test-bonus';
import { BonusCard } from './bonus-card';

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';

function renderCard(bonus: Bonus) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BonusCard
          bonus={bonus}
          format={bonusFormat({ currency: 'ARS', decimals: 2 }, 'en_US')}
          timeZone="America/Argentina/Buenos_Aires"
          depositPath="/profile?section=wallet&view=deposit"
          playPaths={{ sports: '/sports', game: (slug) => `/casino/casino-games?game=${slug}` }}
          onClaim={null}
          onCancel={null}
          busy={false}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId('bonus-card');
}

/** The card's facts, label → value. */
function factsOf(card: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const item of card.querySelectorAll('.bonus-facts__item')) {
    const label = item.querySelector('dt')?.textContent ?? '';
    facts[label] = plain(item.querySelector('dd')?.textContent);
  }
  return facts;
}

const voucher = {
  kind: 'free_bet' as const,
  title: 'Free bet Friday',
  amount: 0,
  percent: null,
  max_bonus: null,
  min_deposit: null,
  wagering: { required: 0, progress: 0 },
  max_bet: null,
};

describe('an active bonus card', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(cleanup);

  it('shows an unused free bet’s stake, minimum odds and deadline, and sends to the slip', () => {
    const card = renderCard(
      testBonus({ ...voucher, free_bet: { stake: 5_000, used: false }, min_odds_x100: 175 }),
    );
    const facts = factsOf(card);
    expect(Object.keys(facts)).toEqual(['Stake', 'Minimum odds', 'Use it by']);
    expect(facts).toMatchObject({ Stake: 'ARS 50.00', 'Minimum odds': '1.75' });
    expect(facts['Use it by']).toMatch(/2026/);
    // No wagering yet: no bar, no contributions.
    expect(within(card).queryByTestId('bonus-wagering')).toBeNull();
    expect(within(card).queryByTestId('bonus-contributions')).toBeNull();
    const use = within(card).getByRole('link', { name: /^Use it in the bet slip/ });
    expect(use.getAttribute('href')).toBe('/sports');
  });

  it('says a used free bet is in play, with no link', () => {
    const card = renderCard(testBonus({ ...voucher, free_bet: { stake: 5_000, used: true } }));
    expect(within(card).getByTestId('bonus-free-bet-in-play')).toBeTruthy();
    expect(within(card).queryByTestId('bonus-play')).toBeNull();
  });

  it('shows free spins left of all at their stake, and opens their game', () => {
    const card = renderCard(
      testBonus({
        ...voucher,
        kind: 'free_spins',
        title: 'Dragon spins',
        free_spins: { game: 'tesoro-del-dragon', stake: 1_000, total: 10, remaining: 7 },
      }),
    );
    expect(factsOf(card)['Free spins']).toBe('7 of 10 at ARS 10.00');
    const play = within(card).getByRole('link', { name: /^Play your free spins/ });
    expect(play.getAttribute('href')).toBe('/casino/casino-games?game=tesoro-del-dragon');
  });

  it('shows the wagering once it has started, for a free bet’s winnings as for any bonus', () => {
    const card = renderCard(
      testBonus({
        ...voucher,
        amount: 3_000,
        free_bet: { stake: 2_000, used: true },
        wagering: { required: 9_000, progress: 1_800 },
      }),
    );
    expect(plain(within(card).getByTestId('bonus-wagering').textContent)).toBe(
      'ARS 18.00 of ARS 90.00 wagered20%',
    );
    const facts = factsOf(card);
    expect(facts.Bonus).toBe('ARS 30.00');
    expect(facts['Wager by']).toMatch(/2026/);
    expect(within(card).getByTestId('bonus-contributions')).toBeTruthy();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { renderAt, testBet } from '../test-support';
import { BetCard } from './bet-card';

describe('a bet card', () => {
  beforeEach(() => applyLanguage('es_ES'));
  afterEach(cleanup);

  it("shows a refused bet's stake as given back, with the reason, not as paid", () => {
    renderAt(
      '/sports',
      <BetCard
        bet={testBet({
          status: 'refused',
          refusal: 'bet_stop_during_delay',
          payout: 1000,
          cash_out: null,
        })}
      />,
    );
    const card = screen.getByTestId('bet-card');
    expect(within(card).getByText('Devuelto')).toBeTruthy();
    expect(within(card).queryByText('Pagado')).toBeNull();
    expect(
      within(card).getByText(
        'Algo pasó en el partido mientras tu apuesta esperaba: no fue aceptada.',
      ),
    ).toBeTruthy();
  });

  it('marks a free bet, names its figure its winnings, and a void gives the free bet back', () => {
    renderAt(
      '/sports',
      <BetCard bet={testBet({ free_bet: true, potential_payout: 1100, cash_out: null })} />,
    );
    const open = screen.getByTestId('bet-card');
    expect(within(open).getByTestId('bet-free').textContent).toBe('Apuesta gratis');
    expect(within(open).getByText('Ganancia posible')).toBeTruthy();
    expect(within(open).queryByTestId('cash-out')).toBeNull();
    cleanup();
    renderAt(
      '/sports',
      <BetCard bet={testBet({ free_bet: true, status: 'void', payout: 0, cash_out: null })} />,
    );
    const voided = screen.getByTestId('bet-card');
    expect(within(voided).getByText('Apuesta gratis devuelta')).toBeTruthy();
    expect(within(voided).queryByText('Devuelto')).toBeNull();
  });

  it('names the figure of an open bet its possible return, and a won one paid', () => {
    renderAt('/sports', <BetCard bet={testBet({ status: 'open', payout: null })} />);
    expect(within(screen.getByTestId('bet-card')).getByText('Retorno posible')).toBeTruthy();
    cleanup();
    renderAt('/sports', <BetCard bet={testBet({ status: 'won', payout: 2100, cash_out: null })} />);
    expect(within(screen.getByTestId('bet-card')).getByText('Pagado')).toBeTruthy();
  });
});

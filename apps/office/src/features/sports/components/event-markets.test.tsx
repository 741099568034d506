import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { EventMarkets } from './event-markets';
import { MAIN, TOTAL, officeEvent } from './sports-fixture';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

// As the DOM query reads it: the no-break space after the code becomes a plain space.
const ars = (minor: number) => formatMoney(minor, 'ARS').replace(/\s/g, ' ');

function renderMarkets() {
  const actions = { onSuspend: vi.fn(), onSettle: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <EventMarkets data={officeEvent()} busyMarket={undefined} {...actions} />
    </I18nextProvider>,
  );
  return actions;
}

describe('event markets', () => {
  it('shows each outcome’s price and liability, with team names', () => {
    renderMarkets();
    const main = within(screen.getByTestId(`sports-market-${MAIN}`));
    expect(main.getByRole('heading', { name: 'Match result' })).toBeTruthy();
    const home = main.getByRole('row', { name: /Boca/ });
    expect(within(home).getByText('1.80')).toBeTruthy();
    expect(within(home).getByText(ars(1000))).toBeTruthy();
    expect(within(home).getByText(ars(300)).className).toBe('sports-risk');
    const away = main.getByRole('row', { name: /River/ });
    expect(within(away).getByText(ars(-1500)).className).toBe('sports-safe');
    // A market without bets shows zeros rather than nothing.
    const total = within(screen.getByTestId(`sports-market-${TOTAL}`));
    expect(total.getByRole('heading', { name: 'Total 2.5' })).toBeTruthy();
    expect(total.getAllByText(ars(0))).toHaveLength(4);
  });

  it('suspends an open market and reopens one the brand suspended', () => {
    const { onSuspend } = renderMarkets();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Match result' }));
    expect(onSuspend).toHaveBeenLastCalledWith(MAIN, true);
    const total = within(screen.getByTestId(`sports-market-${TOTAL}`));
    expect(total.getByText('Suspended by this brand')).toBeTruthy();
    fireEvent.click(total.getByRole('button', { name: 'Reopen Total 2.5' }));
    expect(onSuspend).toHaveBeenLastCalledWith(TOTAL, false);
  });

  it('settles by hand only with a result for every outcome', () => {
    const { onSettle } = renderMarkets();
    fireEvent.click(screen.getByRole('button', { name: 'Settle by hand: Match result' }));
    const form = within(screen.getByRole('form', { name: 'Manual result of Match result' }));
    fireEvent.change(form.getByLabelText('Boca'), { target: { value: 'won' } });
    fireEvent.click(form.getByRole('button', { name: 'Settle this brand’s bets' }));
    expect(onSettle).not.toHaveBeenCalled();
    expect(form.getByRole('alert').textContent).toBe('Give a result for every outcome.');
    fireEvent.change(form.getByLabelText('Draw'), { target: { value: 'lost' } });
    fireEvent.change(form.getByLabelText('River'), { target: { value: 'lost' } });
    fireEvent.click(form.getByRole('button', { name: 'Settle this brand’s bets' }));
    expect(onSettle).toHaveBeenCalledWith(MAIN, [
      { key: 'home', result: 'won' },
      { key: 'draw', result: 'lost' },
      { key: 'away', result: 'lost' },
    ]);
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { BetsTable } from './bets-table';
import { EventsTable } from './events-table';
import { officeBet, officeEvent } from './sports-fixture';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

// As the DOM query reads it: the no-break space after the code becomes a plain space.
const ars = (minor: number) => formatMoney(minor, 'ARS').replace(/\s/g, ' ');

describe('events and bets tables', () => {
  it('lists an event with its live score, bets and liability, linked to its page', () => {
    const row = officeEvent({ suspended: true });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <EventsTable items={[row]} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const line = within(screen.getByTestId(`sports-event-${row.event.id}`));
    expect(line.getByRole('link', { name: 'Open Boca – River' }).getAttribute('href')).toBe(
      `/sports/events/${row.event.id}`,
    );
    expect(line.getByText('Football · Liga Profesional')).toBeTruthy();
    expect(line.getByText('Live')).toBeTruthy();
    expect(line.getByText('Suspended by this brand')).toBeTruthy();
    expect(line.getByText('1 – 0')).toBeTruthy();
    expect(line.getByText(ars(1500))).toBeTruthy();
    expect(line.getByText(ars(300)).className).toBe('sports-risk');
  });

  it('lists a bet with its player, selections and amounts', () => {
    const bet = officeBet();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <BetsTable items={[bet, officeBet({ id: 'x', status: 'won', payout: 1800, legs: [] })]} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const line = within(screen.getByTestId(`sports-bet-${bet.id}`));
    expect(line.getByText('demo')).toBeTruthy();
    expect(line.getByText('Single')).toBeTruthy();
    expect(line.getByRole('listitem').textContent).toBe(
      'Boca – River · Match result: Boca @ 1.80 (live)',
    );
    expect(line.getByText(ars(1800))).toBeTruthy();
    expect(within(screen.getByTestId('sports-bet-x')).getByText('Won')).toBeTruthy();
    expect(screen.queryByText('Free bet: winnings only')).toBeNull();
  });

  it('marks a free bet, whose amounts are its winnings only', () => {
    const bet = officeBet({ free_bet: true });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <BetsTable items={[bet]} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const line = within(screen.getByTestId(`sports-bet-${bet.id}`));
    expect(line.getByText('Free bet: winnings only')).toBeTruthy();
  });
});

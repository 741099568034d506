import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { resetSession, startSession } from '../../../lib/session';
import { freshPageEachTest } from '../../../lib/test-support';
import { clearSlip } from '../bet-slip-store';
import { renderAt, spoken, stubApi, market, testBet, testEvent, type Call } from '../test-support';
import { EventPage } from './event-page';
import { MyBets } from './my-bets';

const EVENT = testEvent(1, {
  home: 'Boca',
  away: 'River',
  markets: [
    market(1, '1x2', [
      ['home', 2.1],
      ['draw', 3.2],
      ['away', 3.6],
    ]),
    market(
      2,
      'total',
      [
        ['over', 1.9],
        ['under', 1.9],
      ],
      { line: 2.5 },
    ),
    market(
      3,
      'handicap',
      [
        ['home', 1.8],
        ['away', 2.0],
      ],
      { line: -1.5, status: 'suspended' },
    ),
    market(4, 'double_chance', [
      ['home_draw', 1.3],
      ['draw_away', 1.7],
    ]),
    {
      ...market(5, 'btts', [
        ['yes', 1.8],
        ['no', 1.9],
      ]),
      status: 'settled',
      outcomes: [
        { key: 'yes', odds: 1.8, active: false, result: 'won' },
        { key: 'no', odds: 1.9, active: false, result: 'lost' },
      ],
    },
    market(6, 'correct_score', [
      ['2:1', 8.5],
      ['other', 4.0],
    ]),
  ],
});

describe('the event page', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    window.localStorage.clear();
    clearSlip();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('groups every market with human labels; suspended locked, settled with results', async () => {
    const calls = stubApi((call) =>
      call.url === '/api/sports/events/liga-test/boca-river'
        ? Response.json({ response: EVENT })
        : undefined,
    );
    renderAt(
      '/sports/liga-test/boca-river',
      <EventPage competition="liga-test" slug="boca-river" />,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/sports/events/liga-test/boca-river');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Main', 'Totals', 'Handicap', 'Correct score']);
    const labels = screen.getAllByTestId('odds-button').map(spoken);
    expect(labels).toEqual([
      'Boca, odds 2.10',
      'Draw, odds 3.20',
      'River, odds 3.60',
      'Boca or Draw, odds 1.30',
      'Draw or River, odds 1.70',
      'Over 2.5, odds 1.90',
      'Under 2.5, odds 1.90',
      'Yes: Won',
      'No: Lost',
      'Boca -1.5: suspended',
      'River +1.5: suspended',
      '2-1, odds 8.50',
      'Any other score, odds 4.00',
    ]);
    const handicap = screen.getByRole('region', { name: 'Handicap Suspended' });
    for (const button of within(handicap).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    const btts = screen.getByRole('region', { name: 'Both teams to score Settled' });
    expect(within(btts).getByText('Won')).toBeTruthy();
    expect(within(btts).getByText('Lost')).toBeTruthy();
  });

  it('says when the event does not exist', async () => {
    stubApi(() => undefined);
    renderAt('/sports/x/y', <EventPage competition="x" slug="y" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This event does not exist.',
    );
  });
});

describe('my bets', () => {
  freshPageEachTest();

  it('cashes out at the offer shown after a confirmation, and says so when it moved', async () => {
    let offer = 1500;
    const cashOuts: Call[] = [];
    stubApi((call) => {
      if (call.url.startsWith('/api/sports/bets?')) {
        return Response.json({ response: { bets: [testBet({ cash_out: offer })], total: 1 } });
      }
      if (call.url.endsWith('/cash-out')) {
        cashOuts.push(call);
        if ((call.body as { amount: number }).amount !== offer) {
          return Response.json(
            { response: ['The cash out offer has changed to $14.00.'], code: 'CONFLICT' },
            { status: 409 },
          );
        }
        return Response.json({
          response: {
            bet: testBet({ status: 'cashed_out', payout: offer, cash_out: null }),
            balance: 0,
          },
        });
      }
      return undefined;
    });
    await startSession({
      token: 't',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
    renderAt('/sports', <MyBets />);
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByText('Home 1 – Away 1')).toBeTruthy();
    expect(within(card).getByText('Match result: Home 1')).toBeTruthy();
    offer = 1400;
    fireEvent.click(within(card).getByTestId('cash-out'));
    fireEvent.click(within(card).getByRole('button', { name: /^Confirm cash out/ }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The cash out offer has changed to $14.00.',
    );
    expect(cashOuts[0]?.body).toEqual({ amount: 1500 });
    // The list is read again: the new offer is on the button.
    await screen.findByRole('button', { name: /14\.00/ });
    fireEvent.click(within(screen.getByTestId('bet-card')).getByTestId('cash-out'));
    fireEvent.click(screen.getByRole('button', { name: /^Confirm cash out/ }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Cashed out for \S*14\.00\.$/);
    expect(cashOuts[1]?.body).toEqual({ amount: 1400 });
    expect(cashOuts[1]?.headers['Idempotency-Key']).not.toBe(
      cashOuts[0]?.headers['Idempotency-Key'],
    );
  });
});

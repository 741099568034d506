import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Market, SportsEvent } from '@tribuna/contracts/sports';
import { applyLanguage } from '../../../lib/i18n';
import { bindLiveHub, type LiveHubBinding } from '../../../lib/live-hub';
import { resetSession, startSession } from '../../../lib/session';
import { clearSlip, getSlip } from '../bet-slip-store';
import { resetOddsFormat, setOddsFormat } from '../odds-preference';
import { renderAt, spoken, stubApi, testBet, testEvent, type Call } from '../test-support';
import { useSportsLive } from '../use-sports-live';
import { BETS_REFRESH_GAP_MS } from '../sports-live';
import { BetSlip } from './bet-slip';
import { FLASH_MS } from './odds-button';
import { LivePage } from './live-page';

const LIVE: SportsEvent = testEvent(1, {
  status: 'live',
  score: { home: 1, away: 0, periods: [], game: null, serving: null },
  clock: { period: '2nd_half', seconds: 3000, running: true },
});

function LiveWithUpdates() {
  useSportsLive();
  return <LivePage title="Live betting" />;
}

function SlipWithUpdates() {
  useSportsLive();
  return <BetSlip />;
}

function marketsEvent(markets: Market[], eventId = LIVE.id) {
  return {
    type: 'event' as const,
    topic: 'sports:t1',
    event: { type: 'sports.markets', data: { event_id: eventId, markets } },
  };
}

describe('live prices and scores', () => {
  let hub: LiveHubBinding;
  /** A frame of the socket, and the cache's notifications (batched on a timer) let through. */
  async function receive(message: Parameters<LiveHubBinding['receive']>[0]) {
    await act(async () => {
      hub.receive(message);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  const sent: unknown[] = [];
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    window.localStorage.clear();
    resetOddsFormat();
    clearSlip();
    sent.length = 0;
    hub = bindLiveHub({ send: (message) => sent.push(message) > 0 });
    stubApi((call) =>
      call.url.startsWith('/api/sports/live')
        ? Response.json({ response: { events: [LIVE], total: 1 } })
        : undefined,
    );
  });
  afterEach(() => {
    hub.unbind();
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('changes a price in place: the same element, new text, a flash the way it moved', async () => {
    renderAt('/live', <LiveWithUpdates />);
    const row = await screen.findByTestId('event-row');
    // The page joined the sports channel.
    expect(sent).toContainEqual({ type: 'subscribe', channel: 'sports' });
    const [home] = within(row).getAllByTestId('odds-button');
    if (!home) throw new Error('no odds');
    expect(home.textContent).toContain('2.10');
    fireEvent.click(home);
    expect(getSlip().selections.map((s) => s.odds)).toEqual([2.1]);

    const base = LIVE.markets[0];
    if (!base) throw new Error('no market');
    await receive(
      marketsEvent([
        {
          ...base,
          outcomes: base.outcomes.map((o) => (o.key === 'home' ? { ...o, odds: 2.35 } : o)),
        },
      ]),
    );
    const [after] = within(screen.getByTestId('event-row')).getAllByTestId('odds-button');
    expect(after).toBe(home);
    expect(home.textContent).toContain('2.35');
    expect(home.dataset.move).toBe('up');
    // The slip follows the live price and remembers the old one.
    expect(getSlip().selections[0]).toMatchObject({ odds: 2.35, previous_odds: 2.1 });

    // A suspension locks the price in place.
    await receive(marketsEvent([{ ...base, status: 'suspended' }]));
    expect(within(screen.getByTestId('event-row')).getAllByTestId('odds-button')[0]).toBe(home);
    expect((home as HTMLButtonElement).disabled).toBe(true);
    expect(spoken(home)).toBe('Home 1: suspended');
    expect(getSlip().selections[0]?.available).toBe(false);
  });

  it('locks a price the brand does not offer (above its highest), and the slip’s pick of it', async () => {
    renderAt('/live', <LiveWithUpdates />);
    const row = await screen.findByTestId('event-row');
    const away = within(row).getAllByTestId('odds-button')[2];
    if (!away) throw new Error('no odds');
    fireEvent.click(away);
    const base = LIVE.markets[0];
    if (!base) throw new Error('no market');
    // The market stays open; only the long shot is withdrawn, its price beyond the line.
    await receive(
      marketsEvent([
        {
          ...base,
          outcomes: base.outcomes.map((o) =>
            o.key === 'away' ? { ...o, odds: 1000, active: false } : o,
          ),
        },
      ]),
    );
    expect((away as HTMLButtonElement).disabled).toBe(true);
    expect(spoken(away)).toBe('Away 1: suspended');
    expect(away.textContent).not.toContain('1000');
    expect(within(away).queryByTestId('odds-price')).toBeNull();
    expect(getSlip().selections[0]).toMatchObject({ outcome: 'away', available: false });
    const [home] = within(row).getAllByTestId('odds-button');
    expect((home as HTMLButtonElement).disabled).toBe(false);
  });

  it('updates the score in place and ticks the clock between pushes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/live', <LiveWithUpdates />);
    const row = await screen.findByTestId('event-row');
    const clock = within(row).getByTestId('match-clock');
    expect(clock.textContent).toBe('2nd half50:00');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(clock.textContent).toBe('2nd half50:02');
    const homeScore = within(row).getByTestId('score-home');
    await receive({
      type: 'event',
      topic: 'sports:t1',
      event: {
        type: 'sports.event',
        data: {
          event_id: LIVE.id,
          status: 'live',
          score: { home: 2, away: 0, periods: [], game: null, serving: null },
          clock: { period: '2nd_half', seconds: 3010, running: true },
        },
      },
    });
    expect(within(screen.getByTestId('event-row')).getByTestId('score-home')).toBe(homeScore);
    expect(homeScore.textContent).toBe('2');
    expect(clock.textContent).toBe('2nd half50:10');
  });

  it('reads the page again after the socket rejoins the channel: the missed prices show', async () => {
    const reads: Call[] = [];
    const base = LIVE.markets[0];
    if (!base) throw new Error('no market');
    stubApi((call) => {
      if (!call.url.startsWith('/api/sports/live')) return undefined;
      reads.push(call);
      // After the first read the price moved while the socket was away (no push heard).
      const event =
        reads.length === 1
          ? LIVE
          : {
              ...LIVE,
              markets: [
                {
                  ...base,
                  outcomes: base.outcomes.map((o) => (o.key === 'home' ? { ...o, odds: 2.45 } : o)),
                },
              ],
            };
      return Response.json({ response: { events: [event], total: 1 } });
    });
    renderAt('/live', <LiveWithUpdates />);
    const row = await screen.findByTestId('event-row');
    expect(within(row).getAllByTestId('odds-button')[0]?.textContent).toContain('2.10');
    expect(reads).toHaveLength(1);

    // The socket reconnects: its `hello` joins the channel again, the server confirms.
    sent.length = 0;
    await receive({ type: 'hello' });
    expect(sent).toContainEqual({ type: 'subscribe', channel: 'sports' });
    await receive({ type: 'subscribed', channel: 'sports' });
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    await vi.waitFor(() =>
      expect(
        within(screen.getByTestId('event-row')).getAllByTestId('odds-button')[0]?.textContent,
      ).toContain('2.45'),
    );
  });

  it('shows prices in the chosen format', async () => {
    setOddsFormat('fractional');
    renderAt('/live', <LiveWithUpdates />);
    const row = await screen.findByTestId('event-row');
    expect(
      within(row)
        .getAllByTestId('odds-price')
        .map((p) => p.textContent),
    ).toEqual(['11/10', '11/5', '13/5']);
    act(() => setOddsFormat('american'));
    expect(
      within(row)
        .getAllByTestId('odds-price')
        .map((p) => p.textContent),
    ).toEqual(['+110', '+220', '+260']);
    expect(FLASH_MS).toBeGreaterThan(0);
  });

  it('reads the bets again as the prices of an open bet move: the offer follows, at most once a second, only while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server's offer moves with its prices: each read answers a lower one.
    let offer = 1600;
    const reads: Call[] = [];
    stubApi((call) => {
      if (!call.url.startsWith('/api/sports/bets?')) return undefined;
      reads.push(call);
      offer -= 100;
      // The bet's one leg is on the live event (testBet's leg is testEvent(1)'s).
      return Response.json({ response: { bets: [testBet({ cash_out: offer })], total: 1 } });
    });
    await startSession({
      token: 't',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
    renderAt('/sports', <SlipWithUpdates />);
    const base = LIVE.markets[0];
    if (!base) throw new Error('no market');
    const moved = (odds: number, eventId = LIVE.id) =>
      marketsEvent(
        [{ ...base, outcomes: base.outcomes.map((o) => (o.key === 'home' ? { ...o, odds } : o)) }],
        eventId,
      );

    // The slip's own tab is shown: nothing lists the bets, so nothing is read.
    await receive(moved(2.2));
    expect(reads).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'My bets' }));
    const button = await screen.findByTestId('cash-out');
    expect(button.textContent).toContain('15.00');
    expect(reads).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(BETS_REFRESH_GAP_MS));

    // A price of the bet's event moves: read at once, the new offer on the same button.
    await receive(moved(2.3));
    await vi.waitFor(() => expect(button.textContent).toContain('14.00'));
    expect(screen.getByTestId('cash-out')).toBe(button);
    expect(reads).toHaveLength(2);

    // A burst within the second: one more read, at the end of the gap.
    await receive(moved(2.4));
    await receive(moved(2.5));
    await receive(moved(2.6));
    expect(reads).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(BETS_REFRESH_GAP_MS));
    await vi.waitFor(() => expect(button.textContent).toContain('13.00'));
    expect(reads).toHaveLength(3);

    // Another event's prices are not this bet's.
    await act(() => vi.advanceTimersByTimeAsync(BETS_REFRESH_GAP_MS));
    await receive(moved(2.7, testEvent(2).id));
    await act(() => vi.advanceTimersByTimeAsync(BETS_REFRESH_GAP_MS));
    expect(reads).toHaveLength(3);

    // Back on the slip's tab, the list is no longer shown: nothing is read.
    fireEvent.click(screen.getByRole('button', { name: /^Bet slip/, pressed: false }));
    await receive(moved(2.8));
    await act(() => vi.advanceTimersByTimeAsync(BETS_REFRESH_GAP_MS));
    expect(reads).toHaveLength(3);
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { applyLanguage } from '../../../lib/i18n';
import { bindLiveHub, type LiveHubBinding } from '../../../lib/live-hub';
import { resetSession } from '../../../lib/session';
import { clearSlip, getSlip } from '../bet-slip-store';
import { resetOddsFormat } from '../odds-preference';
import { renderAt, stubApi, TEST_SITE, testEvent, type Call } from '../test-support';
import { HOME_LIVE_SIZE, SportsHighlights } from './sports-highlights';

function live(n: number): SportsEvent {
  return testEvent(n, {
    status: 'live',
    score: { home: n, away: 0, periods: [], game: null, serving: null },
    clock: { period: '2nd_half', seconds: 3000, running: false },
  });
}

const LIVE = [1, 2, 3, 4, 5].map(live);
const FEATURED = testEvent(9, {
  featured: true,
  home: 'Boca',
  away: 'River',
  start_at: '2030-05-04T18:30:00.000Z',
  markets: [
    {
      id: '00000000-0000-4000-8000-000000009001',
      type: '1x2',
      line: null,
      status: 'open',
      outcomes: [
        { key: 'home', odds: 1.95, active: true, result: null },
        { key: 'draw', odds: 3.3, active: true, result: null },
        { key: 'away', odds: 4.1, active: true, result: null },
      ],
    },
  ],
});

/** The sports API with `live` in play and `featured` coming. */
function stubSports(live: SportsEvent[], featured: SportsEvent[]): Call[] {
  return stubApi((call) => {
    if (call.url.startsWith('/api/sports/live')) {
      return Response.json({ response: { events: live, total: live.length } });
    }
    if (call.url.startsWith('/api/sports/events?')) {
      return Response.json({ response: { events: featured, total: featured.length } });
    }
    return undefined;
  });
}

function renderHighlights() {
  return renderAt('/', <SportsHighlights site={TEST_SITE} title="Sports" />);
}

describe('SportsHighlights', () => {
  let hub: LiveHubBinding;
  const sent: unknown[] = [];
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    window.localStorage.clear();
    resetOddsFormat();
    clearSlip();
    sent.length = 0;
    hub = bindLiveHub({ send: (message) => sent.push(message) > 0 });
  });
  afterEach(() => {
    hub.unbind();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows up to four events in play with score, clock and prices, and the featured matches', async () => {
    const calls = stubSports(LIVE, [FEATURED]);
    renderHighlights();
    const section = screen.getByRole('region', { name: 'Sports' });
    expect(
      within(section).getByRole('link', { name: 'See all: Sports' }).getAttribute('href'),
    ).toBe('/sports');

    const liveNow = within(section).getByRole('region', { name: 'Live now' });
    expect(within(liveNow).getByRole('status').textContent).toBe('Loading…');
    const rows = await within(liveNow).findAllByTestId('event-row');
    expect(rows).toHaveLength(HOME_LIVE_SIZE);
    const [first] = rows;
    if (!first) throw new Error('no row');
    expect(within(first).getByTestId('match-clock').textContent).toBe('2nd half50:00');
    expect(within(first).getByTestId('score-home').textContent).toBe('1');
    expect(
      within(first)
        .getAllByTestId('odds-price')
        .map((price) => price.textContent),
    ).toEqual(['2.10', '3.20', '3.60']);
    expect(
      within(liveNow).getByRole('link', { name: 'See all: Live now' }).getAttribute('href'),
    ).toBe('/live');

    const featured = within(section).getByRole('region', { name: 'Featured matches' });
    const row = await within(featured).findByTestId('event-row');
    expect(row.textContent).toContain('Boca');
    // The kick-off in the brand's zone and the page's language, with the day (not today).
    expect(within(row).getByText('Sat, May 4, 06:30 PM')).toBeTruthy();
    expect(
      within(row)
        .getAllByTestId('odds-button')
        .map((button) => button.dataset.outcome),
    ).toEqual(['home', 'draw', 'away']);

    // The same calls as the sports pages (so they share the cache), and the live channel.
    expect(calls.map((call) => call.url)).toEqual([
      '/api/sports/live',
      '/api/sports/events?status=not_started&featured=true&limit=10',
    ]);
    expect(sent).toContainEqual({ type: 'subscribe', channel: 'sports' });
  });

  it('puts a clicked price in the one bet slip, which then shows on the home', async () => {
    stubSports(LIVE.slice(0, 1), [FEATURED]);
    renderHighlights();
    const featured = screen.getByRole('region', { name: 'Featured matches' });
    const [home] = within(await within(featured).findByTestId('event-row')).getAllByTestId(
      'odds-button',
    );
    if (!home) throw new Error('no price');
    // Until a pick, a stand-in holds the slip's place.
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).textContent).toContain(
      'Choose odds to add a selection.',
    );
    fireEvent.click(home);
    expect(getSlip().selections).toMatchObject([
      { event_id: FEATURED.id, outcome: 'home', odds: 1.95, live: false },
    ]);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    // The slip itself, with its count and the pick's stake.
    expect((await screen.findByTestId('slip-count')).textContent).toBe('1');
    expect(screen.getByRole('textbox', { name: 'Stake on Boca' })).toBeTruthy();

    // The same button takes it out again, as on /sports.
    fireEvent.click(home);
    expect(getSlip().selections).toEqual([]);
    expect(screen.getByTestId('slip-count').textContent).toBe('0');
  });

  it('changes a live price in place as the feed pushes it', async () => {
    stubSports(LIVE.slice(0, 1), []);
    renderHighlights();
    const liveNow = screen.getByRole('region', { name: 'Live now' });
    const [home] = within(await within(liveNow).findByTestId('event-row')).getAllByTestId(
      'odds-button',
    );
    const market = LIVE[0]?.markets[0];
    if (!home || !market) throw new Error('no price');
    await act(async () => {
      hub.receive({
        type: 'event',
        topic: 'sports:t1',
        event: {
          type: 'sports.markets',
          data: {
            event_id: LIVE[0]?.id,
            markets: [
              {
                ...market,
                outcomes: market.outcomes.map((o) => (o.key === 'home' ? { ...o, odds: 2.4 } : o)),
              },
            ],
          },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(within(liveNow).getAllByTestId('odds-button')[0]).toBe(home);
    expect(home.textContent).toContain('2.40');
  });

  it('says when nothing is in play and nothing is featured', async () => {
    stubSports([], []);
    renderHighlights();
    expect(await screen.findByText('No events are live right now.')).toBeTruthy();
    expect(await screen.findByText('No featured matches right now.')).toBeTruthy();
  });

  it('speaks the brand’s languages', async () => {
    applyLanguage('pt_BR');
    stubSports([], [FEATURED]);
    renderHighlights();
    expect(screen.getByRole('region', { name: 'Jogos em destaque' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ao vivo agora' })).toBeTruthy();
    expect(await screen.findByText('Nenhum evento ao vivo agora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos: Ao vivo agora' })).toBeTruthy();
  });
});

import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { User } from '@tribuna/contracts/auth';
import type { Bonus } from '@tribuna/contracts/bonus';
import type { Bet, Market, SportsEvent } from '@tribuna/contracts/sports';
import { renderPage } from '../../lib/test-support';
import { testPlayer as testPlayerOf } from '../../lib/test-player';
import { SportsSiteProvider, type SportsSite } from './sports-site';

export const TEST_SITE: SportsSite = {
  currency: 'USD',
  decimals: 2,
  timeZone: 'UTC',
  freeBets: true,
};

export const testPlayer: User = testPlayerOf({ currency: 'USD' });

const COMPETITION = {
  id: '00000000-0000-4000-8000-000000000001',
  sport: 'football' as const,
  name: 'Liga Test',
  country: 'ar',
  slug: 'liga-test',
};

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function market(
  n: number,
  type: Market['type'],
  outcomes: [string, number][],
  extra: Partial<Market> = {},
): Market {
  return {
    id: uuid(1000 + n),
    type,
    line: null,
    status: 'open',
    outcomes: outcomes.map(([key, odds]) => ({ key, odds, active: true, result: null })),
    ...extra,
  };
}

/** An event of the fixture: `n` tells them apart; markets default to a 1X2. */
export function testEvent(n: number, overrides: Partial<SportsEvent> = {}): SportsEvent {
  return {
    id: uuid(100 + n),
    slug: `home-${n}-vs-away-${n}`,
    sport: 'football',
    competition: COMPETITION,
    home: `Home ${n}`,
    away: `Away ${n}`,
    start_at: '2026-11-24T20:00:00.000Z',
    status: 'not_started',
    score: null,
    clock: null,
    featured: false,
    bet_delay_ms: 0,
    // USD 1.00, the brand's smallest stake.
    min_stake: 100,
    markets: [
      market(n * 10, '1x2', [
        ['home', 2.1],
        ['draw', 3.2],
        ['away', 3.6],
      ]),
    ],
    market_count: 12,
    ...overrides,
  };
}

export function testBet(overrides: Partial<Bet> = {}): Bet {
  const event = testEvent(1);
  return {
    id: uuid(9001),
    kind: 'single',
    status: 'open',
    stake: 1000,
    currency: 'USD',
    odds: 2.1,
    potential_payout: 2100,
    payout: null,
    cash_out: 1500,
    refusal: null,
    free_bet: false,
    legs: [
      {
        event_id: event.id,
        event_name: 'Home 1 – Away 1',
        home: 'Home 1',
        away: 'Away 1',
        competition_slug: event.competition.slug,
        event_slug: event.slug,
        sport: 'football',
        market_id: event.markets[0]?.id ?? '',
        market_type: '1x2',
        line: null,
        outcome: 'home',
        odds: 2.1,
        live: false,
        result: null,
      },
    ],
    placed_at: '2026-11-23T18:00:00.000Z',
    settled_at: null,
    ...overrides,
  };
}

/** An active free bet as `GET /api/bonuses` answers it: USD 5.00 at odds of 1.50 or more. */
export function testFreeBet(used = false): Bonus {
  return {
    id: uuid(7001),
    campaign_id: uuid(7000),
    kind: 'free_bet',
    title: 'Free bet Friday',
    status: 'active',
    amount: 0,
    percent: null,
    max_bonus: null,
    min_deposit: null,
    wagering: { required: 0, progress: 0 },
    contributions: { sports: 100, slots: 100, table: 10, live: 10 },
    min_odds_x100: 150,
    max_bet: null,
    max_conversion: null,
    free_bet: { stake: 500, used },
    free_spins: null,
    converted: null,
    forfeited: null,
    expires_at: '2026-12-27T15:00:00.000Z',
    created_at: '2026-11-27T15:00:00.000Z',
    claimed_at: '2026-11-27T15:00:00.000Z',
    completed_at: null,
    canceled_at: null,
    cancel_reason: null,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = (call: Call) => Response | Promise<Response> | undefined;

/** Stubs `fetch` with `answer`'s responses (a 404 envelope otherwise); answers the calls. */
export function stubApi(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    if (url === '/api/auth/user') return Response.json({ user: testPlayer });
    return (
      (await answer(call)) ??
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 })
    );
  });
  return calls;
}

/** Renders `page` at `path` (with a stand-in login page), with its own query cache. */
export function renderAt(path: string, page: ReactNode, client = new QueryClient()) {
  return renderPage(path, <SportsSiteProvider site={TEST_SITE}>{page}</SportsSiteProvider>, {
    client,
  });
}

/** An element's text as assistive tech reads it: without its `aria-hidden` parts. */
export function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((part) => part.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

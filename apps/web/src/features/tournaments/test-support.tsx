import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TournamentDetail, TournamentSummary } from '@tribuna/contracts/tournaments';
import { DialogHost } from '../../components/ui/dialog';
import { startSession } from '../../lib/session';
import { renderPage } from '../../lib/test-support';
import { testPlayer } from '../../lib/test-player';
import type { TournamentSite } from './tournaments-format';

export const TEST_SITE: TournamentSite = { currency: 'USD', decimals: 2, timeZone: 'UTC' };

const HOUR = 3_600_000;

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A running casino tournament of the fixture: `n` tells them apart. */
export function testTournament(
  n: number,
  overrides: Partial<TournamentSummary> = {},
): TournamentSummary {
  const now = Date.now();
  return {
    id: uuid(n),
    language: 'en_US',
    name: `Slots sprint ${n}`,
    description: 'The best single spin wins.',
    image_url: null,
    product: 'casino',
    scoring: 'best_multiplier',
    entry: 'opt_in',
    buy_in: 0,
    state: 'active',
    starts_at: new Date(now - HOUR).toISOString(),
    ends_at: new Date(now + 2 * HOUR).toISOString(),
    prize_pool: 150_000,
    prizes: [
      { from: 1, to: 1, kind: 'cash', amount: 100_000, campaign_name: null },
      { from: 2, to: 2, kind: 'cash', amount: 50_000, campaign_name: null },
      { from: 3, to: 10, kind: 'miles', amount: 500, campaign_name: null },
      { from: 11, to: 20, kind: 'free_spins', amount: 0, campaign_name: '20 free spins' },
    ],
    entrants: 42,
    me: null,
    ...overrides,
  };
}

/** The page of a tournament of the fixture, with a board of three. */
export function testDetail(n: number, overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    ...testTournament(n),
    eligible: ['book-of-tribuna', 'fruit-party'],
    eligible_names: ['Book of Tribuna', 'Fruit Party'],
    best_of: null,
    min_bet: 50,
    max_rounds: 1000,
    rules: 'Staff may exclude abuse.',
    board: [
      { position: 1, name: 'ju***23', points: 125_000, rounds: 40, me: false },
      { position: 2, name: 'an***', points: 1250, rounds: 12, me: true },
      { position: 3, name: 'ma***99', points: 980, rounds: 80, me: false },
    ],
    board_updated_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type Answer = (call: Call) => Response | undefined;

/** Stubs `fetch` with `answer`'s responses (a 404 envelope otherwise); answers the calls. */
export function stubApi(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const raw = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      url: input,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    if (input === '/api/auth/user') return Promise.resolve(Response.json({ user: testPlayer() }));
    return Promise.resolve(
      answer(call) ??
        Response.json(
          { response: ['This tournament was not found.'], code: 'NOT_FOUND' },
          {
            status: 404,
          },
        ),
    );
  });
  return calls;
}

/** Starts a player's session (its own stand-in for `/api/auth/user`; stub the API after it). */
export async function logIn(): Promise<void> {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ user: testPlayer() })));
  await startSession({
    token: 'token',
    token_type: 'Bearer',
    expires_in: 900,
    refresh_expires_in: 3600,
  });
}

/** Renders `page` at `path` (with a stand-in login page and the dialog host), its own cache. */
export function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPage(path, page, { client, beside: <DialogHost /> });
}

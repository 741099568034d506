import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { HouseEngine, HouseRound, HouseSession, SeedPair } from '@tribuna/contracts/house';
import type { HouseApi } from './house-api';
import type { HouseGameProps } from './house-game-props';
import type { HouseLive } from './house-live';

export const SEEDS: SeedPair = {
  server_seed_hash: 'a'.repeat(64),
  client_seed: 'client',
  nonce: 3,
};

export function testSession(engine: HouseEngine, name = 'Test game'): HouseSession {
  return {
    game: { slug: `test-${engine}`, name, engine, min_bet: 100, max_bet: 1_000_000 },
    mode: 'demo',
    currency: 'ARS',
    balance: 100_000,
    seeds: SEEDS,
    server_time: '2026-11-23T12:00:00.000Z',
  };
}

export function testRound(engine: HouseEngine, overrides: Partial<HouseRound> = {}): HouseRound {
  return {
    id: 'round-1',
    game: `test-${engine}`,
    engine,
    mode: 'demo',
    currency: 'ARS',
    status: 'settled',
    bet: 0,
    win: 0,
    input: {},
    outcome: null,
    fairness: {
      kind: 'seeds',
      server_seed_hash: SEEDS.server_seed_hash,
      client_seed: 'client',
      nonce: 3,
      server_seed: null,
    },
    bonus_id: null,
    created_at: '2026-11-23T12:00:00.000Z',
    settled_at: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

type Handler = (method: string, path: string, body: unknown) => unknown;

export interface FakeApi extends HouseApi {
  calls: { method: string; path: string; body: unknown }[];
}

/**
 * The house API at its boundary, for the screens' component tests: `handler` answers
 * each call (a thrown error is the call's refusal); every call is recorded.
 */
export function fakeApi(handler: Handler): FakeApi {
  const calls: FakeApi['calls'] = [];
  async function answer<T>(method: string, path: string, body: unknown): Promise<T> {
    calls.push({ method, path, body });
    await Promise.resolve();
    return handler(method, path, body) as T;
  }
  return {
    calls,
    get: <T,>(path: string) => answer<T>('GET', path, undefined),
    getAbsolute: <T,>(url: string) => answer<T>('GET', url, undefined),
    send: <T,>(method: 'POST' | 'PUT', path: string, body?: unknown) =>
      answer<T>(method, path, body),
  };
}

const quietLive: HouseLive = { subscribe: () => () => undefined, close: () => undefined };

/** The brand's live topic, driven by the test: `emit` delivers an event to the screen. */
export function fakeLive() {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const live: HouseLive = {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    close: () => undefined,
  };
  return {
    live,
    emit: (type: string, data: unknown) => {
      for (const handler of handlers.get(type) ?? []) handler(data);
    },
  };
}

/** Animations off: the screens then show each answer at once. */
export function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

export function renderScreen(
  Screen: (props: HouseGameProps) => React.ReactNode,
  engine: HouseEngine,
  api: HouseApi,
  overrides: Partial<HouseSession> = {},
) {
  const onBalance = vi.fn<(balance: number) => void>();
  const session = { ...testSession(engine), ...overrides };
  const view = render(
    <Screen
      session={session}
      api={api}
      live={quietLive}
      language="en_US"
      balance={session.balance}
      onBalance={onBalance}
      clockOffset={0}
    />,
  );
  return { ...view, onBalance, session };
}

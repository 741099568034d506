import type { EventStatus, Sport } from '@tribuna/contracts/sports';
import type {
  BetSettlement,
  FeedMessage,
  FixtureChange,
  OddsChange,
} from '@tribuna/contracts/sports-feed';
import type { SettlementHooks } from './sports-context';

/** Hand-written feed messages, as a feed would send them. */

export function fixtureMessage(
  feedId: string,
  overrides: Partial<FixtureChange['event']> & { competitionName?: string } = {},
): FixtureChange {
  const { competitionName, ...event } = overrides;
  const sport: Sport = event.sport ?? 'football';
  return {
    type: 'fixture_change',
    producer: 'prematch',
    timestamp: Date.now(),
    event: {
      feed_id: feedId,
      sport,
      competition: {
        feed_id: `comp:${competitionName ?? 'Liga Profesional'}`,
        name: competitionName ?? 'Liga Profesional',
        country: 'ar',
      },
      home: 'Boca Juniors',
      away: 'River Plate',
      start_at: Date.now() + 3600_000,
      status: 'not_started',
      featured: false,
      ...event,
    },
  };
}

/** A 1x2 market with these fair probabilities (home, draw, away). */
export function market1x2(
  home: number,
  draw: number,
  away: number,
  status: 'open' | 'suspended' = 'open',
): OddsChange['markets'][number] {
  return {
    type: '1x2',
    line: null,
    status,
    outcomes: [
      { key: 'home', probability: home, active: true },
      { key: 'draw', probability: draw, active: true },
      { key: 'away', probability: away, active: true },
    ],
  };
}

export function marketTotal(line: number, over: number): OddsChange['markets'][number] {
  return {
    type: 'total',
    line,
    status: 'open',
    outcomes: [
      { key: 'over', probability: over, active: true },
      { key: 'under', probability: 1 - over, active: true },
    ],
  };
}

export function marketWinner(home: number): OddsChange['markets'][number] {
  return {
    type: 'winner',
    line: null,
    status: 'open',
    outcomes: [
      { key: 'home', probability: home, active: true },
      { key: 'away', probability: 1 - home, active: true },
    ],
  };
}

export function oddsMessage(
  feedId: string,
  markets: OddsChange['markets'],
  extra: { status?: EventStatus; score?: OddsChange['score']; clock?: OddsChange['clock'] } = {},
): OddsChange {
  return {
    type: 'odds_change',
    producer: extra.status === 'live' ? 'live' : 'prematch',
    timestamp: Date.now(),
    event_id: feedId,
    markets,
    ...extra,
  };
}

export function settlementMessage(
  feedId: string,
  markets: BetSettlement['markets'],
): BetSettlement {
  return {
    type: 'bet_settlement',
    producer: 'live',
    timestamp: Date.now(),
    event_id: feedId,
    markets,
  };
}

export function heartbeat(producer: 'live' | 'prematch'): FeedMessage {
  return { type: 'heartbeat', producer, timestamp: Date.now() };
}

/** Settlement hooks that only remember what they were told (the bets are not under test). */
export function recordingHooks(): SettlementHooks & {
  calls: { hook: string; ids: string[] }[];
} {
  const calls: { hook: string; ids: string[] }[] = [];
  return {
    calls,
    settleMarkets(ids) {
      calls.push({ hook: 'settle', ids });
      return Promise.resolve();
    },
    voidMarkets(ids) {
      calls.push({ hook: 'void', ids });
      return Promise.resolve();
    },
    rollbackMarkets(ids) {
      calls.push({ hook: 'rollback', ids });
      return Promise.resolve();
    },
    marketsChanged(ids) {
      calls.push({ hook: 'changed', ids });
    },
  };
}

/** Waits until `check` passes (or fails with its last error after `timeoutMs`). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5000,
  stepMs = 25,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  }
}

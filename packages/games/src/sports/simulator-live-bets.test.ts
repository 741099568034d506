import { defaultSportSettings, type OddsChangePolicy, type Sport } from '@tribuna/contracts/sports';
import { feedMarketKey, type FeedMessage } from '@tribuna/contracts/sports-feed';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceX100 } from './margin';
import { advanceSimulator, createSimulator, type SimulatorState } from './simulator';

// How often a live bet would be accepted at a brand's default settings, over the simulated
// feed at the speed `npm start` runs it (20). A small book reads the feed's messages as the
// API's ingestion stores them (a bet stop suspends and stamps the markets, an odds change
// reopens them); every real second a bet is tried on each active outcome of each live
// event's main market at the brand's price, and decided after the sport's default delay
// as the API decides it: refused on a market not open at placement, a bet stop since, a
// market not open or an outcome inactive at the end, or a price moved against the
// player's choice (none: any move; higher: a lower price; any: never).

const T0 = Date.UTC(2025, 0, 10, 18, 0, 0);
const SPEED = 20;
const TICK_MS = 250;
const MINUTES = 40;

interface BookMarket {
  status: string;
  stoppedAt: number;
  outcomes: Map<string, { probability: number; active: boolean }>;
}

interface Tried {
  sport: Sport;
  event: string;
  market: string;
  outcome: string;
  priceX100: number;
  stoppedAt: number;
  decideAt: number;
}

type Verdict = 'suspended' | 'stopped' | 'same' | 'higher' | 'lower';

function mainMarketOf(sport: Sport): string {
  return sport === 'football' ? '1x2' : 'winner';
}

function accepted(verdict: Verdict, policy: OddsChangePolicy): boolean {
  if (verdict === 'same') return true;
  if (verdict === 'higher') return policy !== 'none';
  if (verdict === 'lower') return policy === 'any';
  return false;
}

/**
 * Plays MINUTES of the feed and tries bets as described above: the verdicts per sport, and
 * the bet stops per event.
 */
function tryLiveBets(seed: string): {
  verdicts: Map<Sport, Verdict[]>;
  stops: Map<string, number>;
} {
  let state: SimulatorState = createSimulator({ seed, speed: SPEED }, T0);
  const sportOf = new Map<string, Sport>();
  const statusOf = new Map<string, string>();
  const book = new Map<string, Map<string, BookMarket>>();
  const verdicts = new Map<Sport, Verdict[]>();
  const stops = new Map<string, number>();
  // Appended in place: copying a sport's list on each of its tens of thousands of verdicts
  // made the run quadratic (a minute and a half, most of it the kernel paging).
  const record = (sport: Sport, verdict: Verdict) => {
    const list = verdicts.get(sport) ?? [];
    list.push(verdict);
    verdicts.set(sport, list);
  };

  function ingest(message: FeedMessage): void {
    if (message.type === 'fixture_change') {
      sportOf.set(message.event.feed_id, message.event.sport);
      statusOf.set(message.event.feed_id, message.event.status);
    } else if (message.type === 'odds_change') {
      if (message.status) statusOf.set(message.event_id, message.status);
      const markets = book.get(message.event_id) ?? new Map<string, BookMarket>();
      book.set(message.event_id, markets);
      for (const market of message.markets) {
        const key = feedMarketKey(market);
        markets.set(key, {
          status: market.status,
          stoppedAt: markets.get(key)?.stoppedAt ?? 0,
          outcomes: new Map(market.outcomes.map((o) => [o.key, o])),
        });
      }
    } else if (message.type === 'bet_stop') {
      stops.set(message.event_id, (stops.get(message.event_id) ?? 0) + 1);
      const names = message.markets?.map(feedMarketKey);
      for (const [key, market] of book.get(message.event_id) ?? []) {
        if (names && !names.includes(key)) continue;
        if (market.status !== 'open' && market.status !== 'suspended') continue;
        market.status = 'suspended';
        market.stoppedAt = message.timestamp;
      }
    }
  }

  function decide(bet: Tried): Verdict {
    const market = book.get(bet.event)?.get(bet.market);
    const outcome = market?.outcomes.get(bet.outcome);
    if (!market || !outcome || market.stoppedAt !== bet.stoppedAt) return 'stopped';
    if (market.status !== 'open' || !outcome.active) return 'stopped';
    const now = priceX100(outcome.probability, defaultSportSettings(bet.sport, 'ARS').margin_bp);
    return now === bet.priceX100 ? 'same' : now > bet.priceX100 ? 'higher' : 'lower';
  }

  let waiting: Tried[] = [];
  for (let now = T0 + TICK_MS, tick = 1; now <= T0 + MINUTES * 60_000; now += TICK_MS, tick += 1) {
    const step = advanceSimulator(state, now);
    state = step.state;
    for (const message of step.messages) ingest(message);
    for (const bet of waiting.filter((b) => b.decideAt <= now)) record(bet.sport, decide(bet));
    waiting = waiting.filter((b) => b.decideAt > now);
    if (tick % (1000 / TICK_MS) !== 0) continue;
    for (const [event, status] of statusOf) {
      const sport = sportOf.get(event);
      if (status !== 'live' || !sport) continue;
      const settings = defaultSportSettings(sport, 'ARS');
      for (const [key, market] of book.get(event) ?? []) {
        if (key !== mainMarketOf(sport)) continue;
        for (const [outcome, o] of market.outcomes) {
          if (!o.active) continue;
          if (market.status !== 'open') {
            record(sport, 'suspended');
            continue;
          }
          waiting.push({
            sport,
            event,
            market: key,
            outcome,
            priceX100: priceX100(o.probability, settings.margin_bp),
            stoppedAt: market.stoppedAt,
            decideAt: now + settings.bet_delay_ms,
          });
        }
      }
    }
  }
  return { verdicts, stops };
}

function shareOf(verdicts: Verdict[], test: (v: Verdict) => boolean): number {
  return Math.round((100 * verdicts.filter(test).length) / verdicts.length) / 100;
}

describe('live bets over the simulated feed at the default settings', () => {
  let verdicts = new Map<Sport, Verdict[]>();
  let stops = new Map<string, number>();
  beforeAll(() => {
    ({ verdicts, stops } = tryLiveBets('live-bets'));
  }, 60_000);

  it('accepts most live bets on every sport when the player takes better prices', () => {
    const shares = Object.fromEntries(
      (['football', 'basketball', 'tennis'] as const).map((sport) => {
        const all = verdicts.get(sport) ?? [];
        expect(all.length, sport).toBeGreaterThan(300);
        return [
          sport,
          {
            higher: shareOf(all, (v) => accepted(v, 'higher')),
            any: shareOf(all, (v) => accepted(v, 'any')),
            none: shareOf(all, (v) => accepted(v, 'none')),
            stopped: shareOf(all, (v) => v === 'stopped' || v === 'suspended'),
          },
        ];
      }),
    );
    // The shares, per sport, of every bet tried (refused at placement included).
    for (const [sport, share] of Object.entries(shares)) {
      expect(share.higher, `${sport}: ${JSON.stringify(share)}`).toBeGreaterThan(0.6);
      expect(share.any, `${sport}: ${JSON.stringify(share)}`).toBeGreaterThan(0.6);
      expect(share.stopped, `${sport}: ${JSON.stringify(share)}`).toBeLessThan(0.4);
    }
  });

  it('stops basketball only at the ends of periods, and tennis at every point', () => {
    const of = (sport: Sport) =>
      [...stops].filter(([id]) => id.startsWith(`sim:${sport}:`)).map(([, n]) => n);
    // Four quarters (and rarely overtimes) end: no stop per basket.
    expect(Math.max(...of('basketball'))).toBeLessThanOrEqual(8);
    expect(Math.max(...of('tennis'))).toBeGreaterThan(50);
  });

  it('still refuses a football bet whose delay sees a goal', () => {
    const football = verdicts.get('football') ?? [];
    // Goals are rare: a few percent of the delays see one, and those are refused.
    expect(football.filter((v) => v === 'stopped').length).toBeGreaterThan(0);
  });
});

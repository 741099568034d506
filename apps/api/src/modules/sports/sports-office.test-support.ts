import crypto from 'node:crypto';
import type { BetStatus, Sport } from '@tribuna/contracts/sports';
import type { Db } from '../../db/database';
import {
  sportsBetLegs,
  sportsBets,
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  type StoredOutcome,
} from './sports.schema';

function suffix(): string {
  return crypto.randomBytes(4).toString('hex');
}

function outcomes(probabilities: Record<string, number>): StoredOutcome[] {
  return Object.entries(probabilities).map(([key, probability]) => ({
    key,
    probability,
    active: true,
    result: null,
  }));
}

/**
 * An event as the feed's ingestion would have stored it, with a 1x2 (or winner) and a
 * total market, so the desk can be tested without running the simulated feed.
 */
export async function insertEvent(
  db: Db,
  overrides: { sport?: Sport; home?: string; away?: string; status?: 'live' | 'not_started' } = {},
) {
  const sport = overrides.sport ?? 'football';
  const tag = suffix();
  const [competition] = await db
    .insert(sportsCompetitions)
    .values({
      feedId: `test-comp-${tag}`,
      sport,
      name: `Test League ${tag}`,
      country: 'ar',
      slug: `test-league-${tag}`,
    })
    .returning();
  if (!competition) throw new Error('no competition');
  const home = overrides.home ?? `Home ${tag}`;
  const away = overrides.away ?? `Away ${tag}`;
  const [event] = await db
    .insert(sportsEvents)
    .values({
      feedId: `test-event-${tag}`,
      sport,
      competitionId: competition.id,
      slug: `home-away-${tag}`,
      home,
      away,
      startAt: new Date(Date.now() - 30 * 60_000),
      status: overrides.status ?? 'live',
      featured: false,
    })
    .returning();
  if (!event) throw new Error('no event');
  const main =
    sport === 'football'
      ? {
          key: '1x2',
          type: '1x2' as const,
          outcomes: outcomes({ home: 0.5, draw: 0.25, away: 0.25 }),
        }
      : { key: 'winner', type: 'winner' as const, outcomes: outcomes({ home: 0.6, away: 0.4 }) };
  const markets = await db
    .insert(sportsMarkets)
    .values([
      {
        eventId: event.id,
        key: main.key,
        type: main.type,
        line: null,
        status: 'open',
        outcomes: main.outcomes,
      },
      {
        eventId: event.id,
        key: 'total:2.5',
        type: 'total',
        line: 2.5,
        status: 'open',
        outcomes: outcomes({ over: 0.55, under: 0.45 }),
      },
    ])
    .returning();
  const [mainMarket, total] = markets;
  if (!mainMarket || !total) throw new Error('no markets');
  return { competition, event, main: mainMarket, total };
}

/** A bet as placement would have stored it (stake already taken): legs at the given odds. */
export async function insertBet(
  db: Db,
  bet: {
    tenantId: string;
    playerId: string;
    stake: number;
    status?: BetStatus;
    placedAt?: Date;
    legs: { eventId: string; marketId: string; outcome: string; oddsX100: number }[];
  },
) {
  const potential = Math.floor(
    bet.legs.reduce((product, leg) => product * leg.oddsX100, bet.stake) / 100 ** bet.legs.length,
  );
  const [row] = await db
    .insert(sportsBets)
    .values({
      tenantId: bet.tenantId,
      playerId: bet.playerId,
      requestKey: `test-${suffix()}`,
      kind: bet.legs.length > 1 ? 'accumulator' : 'single',
      status: bet.status ?? 'open',
      stake: bet.stake,
      currency: 'ARS',
      potentialPayout: potential,
      placedAt: bet.placedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('no bet');
  await db.insert(sportsBetLegs).values(
    bet.legs.map((leg, position) => ({
      betId: row.id,
      tenantId: bet.tenantId,
      position,
      eventId: leg.eventId,
      marketId: leg.marketId,
      outcome: leg.outcome,
      oddsX100: leg.oddsX100,
      marketVersion: 0,
    })),
  );
  return row;
}

import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeResult } from '@tribuna/contracts/sports';
import { payoutOf } from '@tribuna/games/sports/margin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedger } from '../wallet/ledger-check';
import type { MarketRow } from './sports-views';
import { sportsBetLegs, sportsBets } from './sports.schema';
import {
  bettor,
  brandOdds,
  insertEvent,
  keptAndSummed,
  rollbackMarket,
  settleMarket,
  takeAnyStake,
  voidMarket,
  type Bettor,
} from './sports.test-support';

/*
 * Random bets over random markets, then random settlements, cancellations, rollbacks,
 * repeated hooks and sweeps, with the players spending (and topping up) their money
 * in between, so rollbacks cannot always take back what was paid. After every step:
 * - each bet is what its markets say (status and payout; lost as soon as a leg lost);
 * - for each bet, what the ledger moved to its player is exactly
 *     −stake + (payout once settled, else 0) + owed, with owed ≥ 0
 *   (what was credited less what was taken back is the payout plus what is owed);
 * - a settled or cashed-out bet owes nothing unless its payout was all kept back
 *   (owed = 0 or paid = 0): a payout first clears the debt, so a rollback then a
 *   settlement never pays the player twice;
 * - each balance is the start plus those amounts plus the player's own top-ups and
 *   spending, and never negative; the books balance;
 * - each event's kept liabilities are the sums over its unsettled bets.
 */

const HOST = 'localhost';
const FUNDS = 1_000_000_000;

let t: TestApp;
let tenantId: string;
let players: Bettor[];

function db() {
  return t.infra.database.db;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no brand');
  tenantId = tenant.id;
  await takeAnyStake(t.app, tenantId);
  players = [await bettor(t.app, HOST, FUNDS), await bettor(t.app, HOST, FUNDS)];
});

afterAll(async () => {
  await t.close();
});

type MarketState = { kind: 'open' } | { kind: 'settled'; winner: string } | { kind: 'void' };

const marketArb = fc.record({
  twoWay: fc.boolean(),
  p: fc.double({ min: 0.1, max: 0.8, noNaN: true }),
});
const betArb = fc.record({
  player: fc.nat(1),
  stake: fc.integer({ min: 100, max: 5000 }),
  legs: fc.uniqueArray(fc.record({ m: fc.nat(3), o: fc.nat(2) }), {
    selector: (l) => l.m,
    minLength: 1,
    maxLength: 3,
  }),
});
const opArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('settle' as const), m: fc.nat(3), winner: fc.nat(2) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const), m: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('rollback' as const), m: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('again' as const), m: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('sweep' as const) }) },
  // The player spends all but `keep` of their cash, or tops up `amount`.
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('spend' as const),
      player: fc.nat(1),
      keep: fc.nat(1000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('topUp' as const),
      player: fc.nat(1),
      amount: fc.integer({ min: 1, max: 5000 }),
    }),
  },
);

async function cashOfAll(): Promise<number[]> {
  return Promise.all(
    players.map(
      async (p) => (await t.app.services.wallet.ledger.balances(tenantId, p.playerId)).cash,
    ),
  );
}

/** What each bet's player got from it in the ledger (stake out, payouts in, reversals out). */
async function moneyByBet(betIds: string[]): Promise<Map<string, number>> {
  const result = await db().execute(sql`
    select t.reference as bet, sum(e.amount) as total
    from wallet_transactions t join wallet_entries e on e.transaction_id = t.id
    join wallet_accounts a on a.id = e.account_id
    where t.tenant_id = ${tenantId} and a.player_id is not null
      and t.reference in (${sql.join(
        betIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by t.reference`);
  const raw: unknown = result;
  const rows = (Array.isArray(raw) ? raw : (raw as { rows: unknown[] }).rows) as {
    bet: string;
    total: unknown;
  }[];
  return new Map(rows.map((r) => [r.bet, Number(r.total)]));
}

describe('settlement (property)', () => {
  it('keeps every bet, balance and the books right through any settlement sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(marketArb, { minLength: 2, maxLength: 4 }),
        fc.array(betArb, { minLength: 1, maxLength: 6 }),
        fc.array(opArb, { maxLength: 14 }),
        async (marketSpecs, betSpecs, ops) => {
          const markets: MarketRow[] = [];
          for (const spec of marketSpecs) {
            const outcomes = spec.twoWay
              ? [
                  { key: 'home', probability: spec.p },
                  { key: 'away', probability: 1 - spec.p },
                ]
              : [
                  { key: 'home', probability: spec.p },
                  { key: 'draw', probability: (1 - spec.p) / 2 },
                  { key: 'away', probability: (1 - spec.p) / 2 },
                ];
            const { markets: rows } = await insertEvent(db(), {
              markets: [{ type: spec.twoWay ? 'winner' : '1x2', outcomes }],
            });
            const [row] = rows;
            if (!row) throw new Error('no market');
            markets.push(row);
          }
          const state = markets.map((): MarketState => ({ kind: 'open' }));
          // An earlier run may have spent the players' money: enough for this run's stakes.
          for (const who of players) {
            const cash = (await t.app.services.wallet.ledger.balances(tenantId, who.playerId)).cash;
            if (cash < FUNDS / 2) {
              await t.app.services.wallet.ledger.credit({
                tenantId,
                currency: 'ARS',
                idempotencyKey: `refill-${crypto.randomUUID()}`,
                type: 'adjustment',
                amount: FUNDS - cash,
                playerId: who.playerId,
                from: 'adjustments',
              });
            }
          }
          const start = await cashOfAll();
          /** What each player spent (negative) or topped up outside the bets. */
          const own = players.map(() => 0);

          const bets: {
            id: string;
            player: number;
            stake: number;
            legs: { m: number; outcome: string; oddsX100: number }[];
          }[] = [];
          for (const spec of betSpecs) {
            const selections: { market_id: string; outcome: string; odds: number }[] = [];
            const legs: { m: number; outcome: string; oddsX100: number }[] = [];
            for (const leg of spec.legs) {
              const m = leg.m % markets.length;
              const market = markets[m];
              if (!market || legs.some((l) => l.m === m)) continue;
              const outcome = market.outcomes[leg.o % market.outcomes.length]?.key ?? 'home';
              const odds = await brandOdds(t.app, tenantId, market, outcome);
              selections.push({ market_id: market.id, outcome, odds });
              legs.push({ m, outcome, oddsX100: Math.round(odds * 100) });
            }
            const who = players[spec.player];
            if (!who) throw new Error('no player');
            const answer = await t.app.services.sports.betting.place(
              tenantId,
              who.playerId,
              `prop-${crypto.randomUUID()}`,
              {
                accept_odds: 'none',
                bets: [
                  {
                    kind: selections.length > 1 ? 'accumulator' : 'single',
                    stake: spec.stake,
                    selections,
                  },
                ],
              },
              'en_US',
            );
            const [result] = answer.results;
            if (!result?.placed) throw new Error(`refused: ${JSON.stringify(result)}`);
            bets.push({ id: result.bet.id, player: spec.player, stake: spec.stake, legs });
          }

          const resultOf = (m: number, outcome: string): OutcomeResult | null => {
            const s = state[m];
            if (!s || s.kind === 'open') return null;
            if (s.kind === 'void') return 'void';
            return s.winner === outcome ? 'won' : 'lost';
          };
          const expected = (bet: (typeof bets)[number]) => {
            const results = bet.legs.map((l) => resultOf(l.m, l.outcome));
            if (results.includes('lost')) return { status: 'lost', payout: 0 };
            if (results.some((r) => r === null)) return { status: 'open', payout: null };
            const won = bet.legs.filter((_, i) => results[i] === 'won');
            if (won.length === 0) return { status: 'void', payout: bet.stake };
            return {
              status: 'won',
              payout: payoutOf(
                bet.stake,
                won.map((l) => l.oddsX100),
              ),
            };
          };

          const check = async (): Promise<void> => {
            const rows = await db()
              .select()
              .from(sportsBets)
              .where(
                inArray(
                  sportsBets.id,
                  bets.map((b) => b.id),
                ),
              );
            const money = await moneyByBet(bets.map((b) => b.id));
            const byId = new Map(rows.map((r) => [r.id, r]));
            const paid = players.map((_, i) => own[i] ?? 0);
            for (const bet of bets) {
              const row = byId.get(bet.id);
              const want = expected(bet);
              expect({ status: row?.status, payout: row?.payout }).toEqual(want);
              const owed = row?.owed ?? -1;
              expect(owed).toBeGreaterThanOrEqual(0);
              // Credited less taken back is the payout plus what is owed: never paid twice.
              const net = -bet.stake + (want.payout ?? 0) + owed;
              if (row?.status !== 'open') expect(owed === 0 || row?.paid === 0).toBe(true);
              expect(money.get(bet.id)).toBe(net);
              paid[bet.player] = (paid[bet.player] ?? 0) + net;
            }
            const now = await cashOfAll();
            now.forEach((cash, i) => {
              expect(cash).toBeGreaterThanOrEqual(0);
              expect(cash).toBe((start[i] ?? 0) + (paid[i] ?? 0));
            });
            expect((await checkLedger(db(), tenantId)).problems).toEqual([]);
            const { kept, summed } = await keptAndSummed(db(), tenantId);
            expect(kept).toEqual(summed);
          };

          const hooks = t.app.services.sports.betting.settlement;
          for (const step of ops) {
            if (step.op === 'sweep') {
              await t.app.services.sports.betting.sweep();
            } else if (step.op === 'spend' || step.op === 'topUp') {
              const who = players[step.player];
              if (!who) throw new Error('no player');
              const ledger = t.app.services.wallet.ledger;
              const cash = (await ledger.balances(tenantId, who.playerId)).cash;
              const move = {
                tenantId,
                currency: 'ARS' as const,
                idempotencyKey: `own-${crypto.randomUUID()}`,
                type: 'adjustment' as const,
                playerId: who.playerId,
              };
              if (step.op === 'spend' && cash > step.keep) {
                await ledger.debit({ ...move, amount: cash - step.keep, to: 'adjustments' });
                own[step.player] = (own[step.player] ?? 0) - (cash - step.keep);
              } else if (step.op === 'topUp') {
                await ledger.credit({ ...move, amount: step.amount, from: 'adjustments' });
                own[step.player] = (own[step.player] ?? 0) + step.amount;
              }
            } else {
              const m = step.m % markets.length;
              const market = markets[m];
              if (!market) continue;
              if (step.op === 'settle') {
                const winner = market.outcomes[step.winner % market.outcomes.length]?.key ?? 'home';
                await settleMarket(t.app, db(), market.id, { [winner]: 'won' });
                state[m] = { kind: 'settled', winner };
              } else if (step.op === 'void') {
                await voidMarket(t.app, db(), market.id);
                state[m] = { kind: 'void' };
              } else if (step.op === 'rollback') {
                await rollbackMarket(t.app, db(), market.id);
                state[m] = { kind: 'open' };
              } else {
                // A hook delivered twice, by two processes at once.
                await Promise.all([
                  hooks.settleMarkets([market.id]),
                  hooks.rollbackMarkets([market.id]),
                ]);
              }
            }
            await check();
          }
          // Rolling everything back leaves every bet open, each owing what could not be taken.
          for (const market of markets) await rollbackMarket(t.app, db(), market.id);
          state.fill({ kind: 'open' });
          await check();
          const legs = await db()
            .select({ result: sportsBetLegs.result })
            .from(sportsBetLegs)
            .where(
              inArray(
                sportsBetLegs.betId,
                bets.map((b) => b.id),
              ),
            );
          expect(legs.every((l) => l.result === null)).toBe(true);
          const [first] = bets;
          if (first) {
            const [row] = await db().select().from(sportsBets).where(eq(sportsBets.id, first.id));
            expect(row?.status).toBe('open');
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});

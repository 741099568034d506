import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { tokenResponseSchema } from '@tribuna/contracts/auth';
import { CASINO_API, launchResponseSchema } from '@tribuna/contracts/casino';
import {
  GAME_TOKEN_HEADER,
  HOUSE_API,
  roulettePlayResponseSchema,
  sessionResponseSchema,
  type HouseRound,
  type RouletteBetInput,
} from '@tribuna/contracts/house';
import {
  IDEMPOTENCY_HEADER,
  WALLET_API,
  transactionsResponseSchema,
  walletSummaryResponseSchema,
  type Transaction,
} from '@tribuna/contracts/wallet';
import { openDatabase } from './db/database';
import { rowsOf } from './db/rows';
import { readEnv } from './env';
import { bookProblems, tokenOf } from './modules/casino/casino.test-support';
import { request, startServer, type HttpAnswer, type ServerProcess } from './test/server-process';

/**
 * `kill -9` of the embedded server (PGlite in DATA_DIR) while money moves are in flight,
 * then a restart at once on the same folder, as a supervisor does: it must start, and
 * every move it acknowledged must be in the books, once, with balances that add up.
 *
 * The moves are real-money roulette spins of the demo players of the three demo brands
 * (three currencies), each with its own Idempotency-Key. The kill comes when a number
 * of spins (drawn anew each run) has been acknowledged, not after a time, so a slow
 * machine kills at the same point of the work as a fast one.
 *
 * It proves something of the embedded server only, and spawns that server whatever the
 * suite runs on; the suite's PostgreSQL pass would run the very same thing again, so it
 * runs in the embedded pass.
 */

const BRANDS = ['localhost', '127.0.0.1', 'lucky.localhost'] as const;
const ROULETTE = 'ruleta-europea';
/** Two concurrent "tabs" per player: enough to keep spins in flight at the kill. */
const WORKERS = BRANDS.length * 2;
/**
 * One embedded database serves every call in turn, and this machine may be busy with
 * other test files: a call waits long before it counts as failed.
 */
const CALL_TIMEOUT_MS = 60_000;
/** Spins acknowledged before the kill: 40 to 79, a different point of the work each run. */
const KILL_AFTER = 40 + crypto.randomInt(40);
const EVEN_CHANCES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

interface Player {
  host: string;
  token: string;
  gameToken: string;
  minBet: number;
  /** Cash before the first spin. */
  startCash: number;
}

interface Spin {
  player: Player;
  key: string;
  bets: RouletteBetInput[];
}

interface Acknowledged extends Spin {
  round: HouseRound;
}

type Envelope<T> = z.ZodType<{ response: T }>;

describe.skipIf(Boolean(readEnv().DATABASE_URL))('the embedded server, killed under load', () => {
  const running: ServerProcess[] = [];
  let dataDir: string | undefined;

  afterAll(async () => {
    // Also after a failure: no server outlives the test, and the folder goes.
    await Promise.all(running.map((server) => server.stop()));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The answer's status and body, then the end of what the server printed. */
  function explain(server: ServerProcess, answer: HttpAnswer | string): string {
    const what =
      typeof answer === 'string' ? answer : `${answer.status} ${JSON.stringify(answer.body)}`;
    return `${what}\n(killed after ${KILL_AFTER} acknowledged spins)\n--- ${server.name} ---\n${server.output().slice(-4_000)}`;
  }

  /** One call that must answer `status`; its body parsed with the contract's schema. */
  async function call<T>(
    server: ServerProcess,
    schema: Envelope<T>,
    method: string,
    url: string,
    options: Parameters<typeof request>[3],
    status = 200,
  ): Promise<T> {
    const answer = await request(server, method, url, { ...options, timeoutMs: CALL_TIMEOUT_MS });
    expect(answer.status, explain(server, answer)).toBe(status);
    return schema.parse(answer.body).response;
  }

  async function openPlayer(server: ServerProcess, host: string): Promise<Player> {
    const { token } = await call(server, tokenResponseSchema, 'POST', '/api/auth/login', {
      host,
      body: { username: 'demo', password: 'demo1234' },
    });
    const launched = await call(
      server,
      launchResponseSchema,
      'POST',
      `${CASINO_API.games}/${ROULETTE}/launch`,
      { host, token, body: { mode: 'real' } },
      201,
    );
    const gameToken = tokenOf(launched.url);
    if (!gameToken) throw new Error(`no game token in ${launched.url}`);
    const session = await call(
      server,
      sessionResponseSchema,
      'GET',
      `${HOUSE_API.base}/${ROULETTE}/session`,
      { host, headers: { [GAME_TOKEN_HEADER]: gameToken } },
    );
    const wallet = await call(server, walletSummaryResponseSchema, 'GET', WALLET_API.summary, {
      host,
      token,
    });
    return {
      host,
      token,
      gameToken,
      minBet: session.game.min_bet,
      startCash: wallet.balance.cash,
    };
  }

  function newSpin(player: Player, worker: number, n: number): Spin {
    const chips = 1 + crypto.randomInt(3);
    const type = EVEN_CHANCES[crypto.randomInt(EVEN_CHANCES.length)] ?? 'red';
    const bets: RouletteBetInput[] = [{ type, amount: player.minBet * chips }];
    // Now and then a straight up too: a win of 35 to 1 besides the even chances.
    if (n % 4 === 0) bets.push({ type: 'straight', numbers: [n % 37], amount: player.minBet });
    return { player, key: `crash-${worker}-${n}-${crypto.randomBytes(6).toString('hex')}`, bets };
  }

  function spinOnce(server: ServerProcess, spin: Spin): Promise<HttpAnswer> {
    return request(server, 'POST', `${HOUSE_API.base}/${ROULETTE}/roulette/spin`, {
      host: spin.player.host,
      headers: { [GAME_TOKEN_HEADER]: spin.player.gameToken, [IDEMPOTENCY_HEADER]: spin.key },
      body: { bets: spin.bets },
      timeoutMs: CALL_TIMEOUT_MS,
    });
  }

  /**
   * Spins from every worker until `killAfter` spins are acknowledged, then calls `kill`
   * at once, with the other workers' spins still in flight; waits for all of them.
   */
  async function spinUntilKilled(
    server: ServerProcess,
    players: Player[],
    killAfter: number,
    kill: () => void,
  ) {
    const acknowledged: Acknowledged[] = [];
    /** No answer (the connection died): done or not, the client cannot know. */
    const unknown: Spin[] = [];
    const beforeKill: string[] = [];
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = 0;

    async function worker(index: number): Promise<void> {
      const player = players[index % players.length];
      if (!player) throw new Error('no player');
      for (let n = 0; !killed; n += 1) {
        const spin = newSpin(player, index, n);
        inFlight += 1;
        let answer: HttpAnswer;
        try {
          answer = await spinOnce(server, spin);
        } catch (error) {
          unknown.push(spin);
          // Before the kill no call may fail (and a dead server would spin this loop forever).
          if (!killed) {
            beforeKill.push(`${spin.key}: ${String(error)}`);
            return;
          }
          continue;
        } finally {
          inFlight -= 1;
        }
        if (answer.status !== 200) {
          // Nothing may be refused: every player has the money and every bet is valid.
          beforeKill.push(`${spin.key}: ${answer.status} ${JSON.stringify(answer.body)}`);
          return;
        }
        const { round } = roulettePlayResponseSchema.parse(answer.body).response;
        acknowledged.push({ ...spin, round });
        if (acknowledged.length === killAfter && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          kill();
        }
      }
    }

    // One spin each first, alone: a fresh process is slowest on its first calls.
    for (const [index, player] of players.entries()) {
      const spin = newSpin(player, WORKERS + index, 0);
      const answer = await spinOnce(server, spin);
      expect(answer.status, explain(server, answer)).toBe(200);
      const { round } = roulettePlayResponseSchema.parse(answer.body).response;
      acknowledged.push({ ...spin, round });
    }
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    return { acknowledged, unknown, beforeKill, inFlightAtKill };
  }

  /** Every movement of the player's accounts, newest first. */
  async function transactionsOf(server: ServerProcess, player: Player): Promise<Transaction[]> {
    const all: Transaction[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await call(
        server,
        transactionsResponseSchema,
        'GET',
        `${WALLET_API.transactions}?limit=100&offset=${offset}`,
        { host: player.host, token: player.token },
      );
      all.push(...page.items);
      if (!page.has_more) return all;
    }
  }

  async function cashOf(server: ServerProcess, player: Player): Promise<number> {
    const wallet = await call(server, walletSummaryResponseSchema, 'GET', WALLET_API.summary, {
      host: player.host,
      token: player.token,
    });
    return wallet.balance.cash;
  }

  /** What is wrong between a player's rounds and their ledger lines, in words. */
  function roundsVersusLedger(rounds: HouseRound[], moves: Transaction[]): string[] {
    const problems: string[] = [];
    for (const round of rounds) {
      const mine = moves.filter((move) => move.reference === round.id);
      const bets = mine.filter((move) => move.type === 'casino_bet');
      const wins = mine.filter((move) => move.type === 'casino_win');
      if (bets.length !== 1 || bets[0]?.amount !== -round.bet) {
        problems.push(`round ${round.id}: bet ${round.bet}, ledger ${JSON.stringify(bets)}`);
      }
      const paid = round.win > 0 ? [round.win] : [];
      if (JSON.stringify(wins.map((move) => move.amount)) !== JSON.stringify(paid)) {
        problems.push(`round ${round.id}: win ${round.win}, ledger ${JSON.stringify(wins)}`);
      }
    }
    return problems;
  }

  /** What is wrong between a player's cash and its ledger lines, in words. */
  function cashVersusLedger(cash: number, moves: Transaction[]): string[] {
    const lines = moves.filter((move) => move.account === 'cash');
    const problems: string[] = [];
    const sum = lines.reduce((total, move) => total + move.amount, 0);
    if (sum !== cash) problems.push(`cash ${cash}, its ledger lines sum to ${sum}`);
    if (lines[0] && lines[0].balance_after !== cash) {
      problems.push(`cash ${cash}, the newest line says ${lines[0].balance_after}`);
    }
    const below = lines.filter((move) => move.balance_after < 0);
    if (below.length > 0) problems.push(`${below.length} line(s) leave the cash below zero`);
    return problems;
  }

  it('restarts at once on the same data folder, with every acknowledged spin in the books', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribuna-crash-'));
    dataDir = dir;
    // Only these reach the child (and PATH, HOME): never a DATABASE_URL nor a REDIS_URL.
    // The feed runs, as it does by default: it writes too when the kill comes.
    const env = { DATA_DIR: dir, SPORTS_FEED_SEED: 'server-crash-test' };
    const first = await startServer('before the crash', env);
    running.push(first);
    const players = await Promise.all(BRANDS.map((host) => openPlayer(first, host)));

    // ---- load, and kill -9 in the middle of it
    const load = await spinUntilKilled(first, players, KILL_AFTER, () => {
      first.child.kill('SIGKILL');
    });
    expect(load.beforeKill, explain(first, 'failed before the kill')).toEqual([]);
    expect(load.inFlightAtKill, 'spins in flight at the kill').toBeGreaterThan(0);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // ---- the supervisor's restart: as soon as it learns of the death, same folder, same port
    const second = await startServer('after the crash', { ...env, PORT: String(first.port) });
    running.push(second);

    // ---- every acknowledged spin is there, once, and each player's cash is their ledger
    // (before any retry: reads only, so nothing below could have put them back).
    for (const player of players) {
      const rounds = load.acknowledged.filter((spin) => spin.player === player).map((s) => s.round);
      const moves = await transactionsOf(second, player);
      expect(roundsVersusLedger(rounds, moves), explain(second, player.host)).toEqual([]);
      const cash = await cashOf(second, player);
      expect(cashVersusLedger(cash, moves), explain(second, player.host)).toEqual([]);
    }

    // ---- the client's retry of each spin it got no answer for: done now, once
    const retried: Acknowledged[] = [];
    for (const spin of load.unknown) {
      const answer = await spinOnce(second, spin);
      expect(answer.status, explain(second, answer)).toBe(200);
      retried.push({
        ...spin,
        round: roulettePlayResponseSchema.parse(answer.body).response.round,
      });
    }

    // ---- a replay of each acknowledged spin answers its round and moves nothing
    const before = await Promise.all(
      players.map(async (player) => ({
        cash: await cashOf(second, player),
        moves: (await transactionsOf(second, player)).length,
      })),
    );
    for (const spin of load.acknowledged) {
      const answer = await spinOnce(second, spin);
      expect(answer.status, explain(second, answer)).toBe(200);
      expect(roulettePlayResponseSchema.parse(answer.body).response.round).toEqual(spin.round);
    }
    const after = await Promise.all(
      players.map(async (player) => ({
        cash: await cashOf(second, player),
        moves: (await transactionsOf(second, player)).length,
      })),
    );
    expect(after).toEqual(before);

    // ---- to the unit: the cash is the start plus every round's result, each booked once
    for (const [index, player] of players.entries()) {
      const rounds = [...load.acknowledged, ...retried]
        .filter((spin) => spin.player === player)
        .map((spin) => spin.round);
      const moves = await transactionsOf(second, player);
      expect(roundsVersusLedger(rounds, moves), explain(second, player.host)).toEqual([]);
      const result = rounds.reduce((total, round) => total + round.win - round.bet, 0);
      expect(after[index]?.cash, player.host).toBe(player.startCash + result);
    }

    // ---- a clean stop this time
    await second.stop();
    expect(await second.exited, explain(second, 'stop')).toEqual({ code: 0, signal: null });

    // ---- the books, read straight from the data folder
    const database = await openDatabase({ dataDir: dir });
    try {
      const { db } = database;
      const tenants = rowsOf<{ id: string }>(await db.execute(sql`select id from tenants`));
      expect(tenants.length).toBeGreaterThanOrEqual(BRANDS.length);
      for (const tenant of tenants) {
        expect(await bookProblems(db, tenant.id), tenant.id).toEqual([]);
      }
      // Double entry: every currency's entries, over every account of every brand, sum to 0.
      const currencies = rowsOf<{ currency: string; total: unknown }>(
        await db.execute(sql`
          select a.currency, sum(e.amount) as total
          from wallet_entries e join wallet_accounts a on a.id = e.account_id
          group by a.currency`),
      );
      expect(currencies.length).toBeGreaterThanOrEqual(BRANDS.length);
      for (const row of currencies) expect(Number(row.total), row.currency).toBe(0);
      // No round left half-played: each was answered or retried to its end.
      const open = rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from house_rounds
          where status = 'open' and engine in ('slot', 'roulette', 'blackjack')`),
      );
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

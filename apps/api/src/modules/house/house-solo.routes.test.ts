import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HouseHistory,
  HouseRound,
  HouseRoundRecord,
  HouseSession,
  RevealedSeedPair,
  SeedPair,
} from '@tribuna/contracts/house';
import {
  dealBlackjack,
  verifyBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from '@tribuna/games/blackjack';
import { hashSeed, createRoundRandom, type RoundSeeds } from '@tribuna/games/random';
import { verifyRoulette, type RouletteBet } from '@tribuna/games/roulette';
import { HOUSE_SLOT_COMPILED, playSlotRoundWithFreeSpins, verifySlot } from '@tribuna/games/slot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { bookProblems } from '../casino/casino.test-support';
import { casinoRounds, casinoSessions } from '../casino/casino.schema';
import { houseRounds, houseSeeds } from './house.schema';
import type { SlotRoundOutcome } from './house-slot-round';
import {
  cashOf,
  currentServerSeed,
  demoPage,
  gamePage,
  json,
  newKey,
  playerPage,
  samePlayerPage,
  type GamePage,
} from './house-solo.test-support';
import { rowsOf } from '../../db/rows';

const HOST = 'localhost';
const RIO = '127.0.0.1';
const SLOT = 'tesoro-del-dragon';
const ROULETTE = 'ruleta-europea';
const BLACKJACK = 'blackjack';

interface Play {
  round: HouseRound;
  balance: number;
  seeds: SeedPair;
}
interface Hand {
  round: HouseRound;
  state: { phase: string; dealer: number[]; hands: { cards: number[]; bet: number }[] };
  allowed: BlackjackAction[];
  balance: number;
  seeds: SeedPair;
}

let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no brand');
  tenantId = tenant.id;
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;

async function ledgerMoves(): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db().execute(
      sql`select count(*) as n from wallet_transactions where tenant_id = ${tenantId}`,
    ),
  );
  return Number(row?.n ?? 0);
}

async function casinoRound(roundId: string) {
  const [row] = await db()
    .select({
      bet: casinoRounds.betTotal,
      win: casinoRounds.winTotal,
      status: casinoRounds.status,
      mode: casinoRounds.mode,
    })
    .from(casinoRounds)
    .where(eq(casinoRounds.roundRef, roundId));
  return row;
}

async function spinSlot(page: GamePage, lineBet: number, key?: string) {
  return page.send('POST', '/slot/spin', { line_bet: lineBet }, key ? { key } : {});
}

/** A client seed that makes the next deal of `serverSeed` at `nonce` satisfy `wanted`. */
function clientSeedFor(
  serverSeed: string,
  nonce: number,
  wanted: (seeds: RoundSeeds) => boolean,
): string {
  for (let i = 0; i < 20_000; i += 1) {
    const clientSeed = `pick-${i}`;
    if (wanted({ serverSeed, clientSeed, nonce })) return clientSeed;
  }
  throw new Error('no client seed found');
}

/** Sets the client seed so the next deal plays `actions` to the end (or opens a hand). */
async function arrangeHand(
  page: GamePage,
  owner: string,
  wanted: (seeds: RoundSeeds) => boolean,
): Promise<void> {
  const session = json<HouseSession>(await page.get('/session'));
  const serverSeed = await currentServerSeed(db(), tenantId, owner);
  const clientSeed = clientSeedFor(serverSeed, session.seeds?.nonce ?? 0, wanted);
  const res = await page.send('PUT', '/seeds/client', { client_seed: clientSeed }, { key: null });
  expect(res.statusCode).toBe(200);
  expect(json<SeedPair>(res).client_seed).toBe(clientSeed);
}

function playsTo(bet: number, actions: BlackjackAction[]) {
  return (seeds: RoundSeeds): boolean => {
    try {
      if (dealBlackjack(seeds, bet).phase !== 'player') return false;
      return verifyBlackjack(seeds, bet, actions).phase === 'settled';
    } catch {
      return false;
    }
  };
}

describe('house single-player games: money', () => {
  it('a guest demo spin changes only the play balance', async () => {
    const page = await demoPage(t.app, HOST, SLOT);
    const session = json<HouseSession>(await page.get('/session'));
    expect(session).toMatchObject({ mode: 'demo', currency: 'ARS', game: { engine: 'slot' } });
    expect(session.seeds?.nonce).toBe(0);
    const moves = await ledgerMoves();
    const res = await spinSlot(page, 10);
    expect(res.statusCode).toBe(200);
    const play = json<Play>(res);
    expect(play.round).toMatchObject({ mode: 'demo', status: 'settled', bet: 200 });
    expect(play.balance).toBe(session.balance - 200 + play.round.win);
    expect(play.seeds.nonce).toBe(1);
    expect(await ledgerMoves()).toBe(moves);
    expect(await casinoRound(play.round.id)).toMatchObject({
      mode: 'demo',
      bet: 200,
      win: play.round.win,
      status: 'closed',
    });
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });

  it('a real spin moves exactly its bet and win, and the casino keeps the round', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 100_000);
    const res = await spinSlot(page, 50);
    expect(res.statusCode).toBe(200);
    const play = json<Play>(res);
    const outcome = play.round.outcome as SlotRoundOutcome;
    expect(play.round).toMatchObject({
      game: SLOT,
      engine: 'slot',
      mode: 'real',
      status: 'settled',
      bet: 1_000,
      win: outcome.totalWin,
      input: { line_bet: 50 },
    });
    expect(play.balance).toBe(100_000 - 1_000 + outcome.totalWin);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(play.balance);
    expect(await casinoRound(play.round.id)).toEqual({
      mode: 'real',
      bet: 1_000,
      win: outcome.totalWin,
      status: 'closed',
    });
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key answers the same round and moves nothing', async () => {
    const page = await playerPage(t.app, HOST, ROULETTE, 50_000);
    const key = newKey();
    const bets = [{ type: 'red', amount: 1_000 }];
    const first = await page.send('POST', '/roulette/spin', { bets }, { key });
    expect(first.statusCode).toBe(200);
    const moves = await ledgerMoves();
    const again = await page.send('POST', '/roulette/spin', { bets }, { key });
    expect(again.statusCode).toBe(200);
    expect(json<Play>(again).round.id).toBe(json<Play>(first).round.id);
    expect(json<Play>(again).balance).toBe(json<Play>(first).balance);
    expect(await ledgerMoves()).toBe(moves);
    // Nor does it spend a nonce: the pair's next one is still the one after the round's.
    expect(json<HouseSession>(await page.get('/session')).seeds?.nonce).toBe(1);
    // The same key on another game of the same player is another request: refused.
    const slot = await samePlayerPage(t.app, page, SLOT);
    const reused = await spinSlot(slot, 10, key);
    expect(reused.statusCode).toBe(409);
  });

  it('refuses an Idempotency-Key reused with another body on every money call, in the caller’s language, moving nothing', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 100_000);
    const reused = (res: { statusCode: number; json(): unknown }) =>
      expect([res.statusCode, res.json()]).toEqual([
        409,
        expect.objectContaining({
          code: 'CONFLICT',
          response: ['Este Idempotency-Key ya se usó para otra solicitud.'],
        }),
      ]);
    const es = { language: 'es_ES' };

    // Slot: the same key with another line bet is another spin, not the first one again.
    const spinKey = newKey();
    const first = await spinSlot(slot, 10, spinKey);
    expect(first.statusCode).toBe(200);
    const cash = await cashOf(t.app, slot.tenantId, slot.player.id);
    const moves = await ledgerMoves();
    reused(await slot.send('POST', '/slot/spin', { line_bet: 20 }, { key: spinKey, ...es }));
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(cash);
    expect(await ledgerMoves()).toBe(moves);
    expect(json<Play>(await spinSlot(slot, 10, spinKey)).round.id).toBe(json<Play>(first).round.id);

    // Roulette: other bets under a used key.
    const roulette = await samePlayerPage(t.app, slot, ROULETTE);
    const betsKey = newKey();
    const red = [{ type: 'red', amount: 1_000 }];
    expect(
      (await roulette.send('POST', '/roulette/spin', { bets: red }, { key: betsKey })).statusCode,
    ).toBe(200);
    const rouletteCash = await cashOf(t.app, slot.tenantId, slot.player.id);
    const rouletteMoves = await ledgerMoves();
    reused(
      await roulette.send(
        'POST',
        '/roulette/spin',
        { bets: [{ type: 'black', amount: 1_000 }] },
        { key: betsKey, ...es },
      ),
    );
    // The slot's key on roulette is another request too.
    reused(await roulette.send('POST', '/roulette/spin', { bets: red }, { key: spinKey, ...es }));
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(rouletteCash);
    expect(await ledgerMoves()).toBe(rouletteMoves);

    // Blackjack: a deal's key with another bet, or for an action; an action's key for another action.
    const blackjack = await samePlayerPage(t.app, slot, BLACKJACK);
    await arrangeHand(blackjack, slot.player.id, playsTo(1_000, ['hit', 'stand']));
    const dealKey = newKey();
    const dealt = json<Hand>(
      await blackjack.send('POST', '/blackjack/deal', { bet: 1_000 }, { key: dealKey }),
    );
    const round = { round_id: dealt.round.id };
    reused(
      await blackjack.send('POST', '/blackjack/deal', { bet: 2_000 }, { key: dealKey, ...es }),
    );
    reused(
      await blackjack.send(
        'POST',
        '/blackjack/act',
        { ...round, action: 'hit' },
        { key: dealKey, ...es },
      ),
    );
    const hitKey = newKey();
    const hit = json<Hand>(
      await blackjack.send('POST', '/blackjack/act', { ...round, action: 'hit' }, { key: hitKey }),
    );
    expect(hit.round.status).toBe('open');
    reused(
      await blackjack.send(
        'POST',
        '/blackjack/act',
        { ...round, action: 'stand' },
        { key: hitKey, ...es },
      ),
    );
    reused(await slot.send('POST', '/slot/spin', { line_bet: 10 }, { key: hitKey, ...es }));
    // The same action with its key again: the hand as it is, not a second card.
    const again = json<Hand>(
      await blackjack.send('POST', '/blackjack/act', { ...round, action: 'hit' }, { key: hitKey }),
    );
    expect(again.state).toEqual(hit.state);
    const stand = json<Hand>(
      await blackjack.send('POST', '/blackjack/act', { ...round, action: 'stand' }),
    );
    expect(stand.round).toMatchObject({ status: 'settled', input: { actions: ['hit', 'stand'] } });
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });

  it('refuses a bet beyond the balance and records nothing', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 500);
    const moves = await ledgerMoves();
    const res = await spinSlot(page, 50);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      response: ['Insufficient balance.'],
    });
    expect(await ledgerMoves()).toBe(moves);
    const history = json<{ items: HouseRound[] }>(await page.get('/history'));
    expect(history.items).toEqual([]);
    const left = await db()
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(eq(houseRounds.owner, page.player.id));
    expect(left).toEqual([]);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(500);
  });

  it('keeps bets within the game limits, in the caller’s language', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 100_000);
    const low = await spinSlot(slot, 4);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
      response: ['Bets on this game go from ARS\u00a01.00 to ARS\u00a010,000.00.'],
    });
    const high = await slot.send('POST', '/slot/spin', { line_bet: 50_001 }, { language: 'es_ES' });
    expect(high.json()).toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
      response: ['Las apuestas en este juego van de 1,00\u00a0ARS a 10.000,00\u00a0ARS.'],
    });
    const roulette = await samePlayerPage(t.app, slot, ROULETTE);
    const many = Array.from({ length: 3 }, () => ({ type: 'black', amount: 700_000 }));
    const tooMuch = await roulette.send('POST', '/roulette/spin', { bets: many });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ code: string }>().code).toBe('BET_OUT_OF_LIMITS');
    const blackjack = await samePlayerPage(t.app, slot, BLACKJACK);
    const small = await blackjack.send(
      'POST',
      '/blackjack/deal',
      { bet: 99 },
      { language: 'pt_BR' },
    );
    expect(small.json()).toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
      response: ['As apostas neste jogo vão de ARS\u00a01,00 a ARS\u00a010.000,00.'],
    });
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(100_000);
  });

  it('gives every round the next nonce, even when spins race', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 200_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => spinSlot(page, 5)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const nonces = answers.map((r) => {
      const fairness = json<Play>(r).round.fairness;
      return fairness.kind === 'seeds' ? fairness.nonce : -1;
    });
    expect([...nonces].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    const session = json<HouseSession>(await page.get('/session'));
    expect(session.seeds?.nonce).toBe(6);
    const history = json<HouseHistory>(await page.get('/history'));
    expect(history.items).toHaveLength(6);
    // Tribuna's zone (demo-brands.ts), for the game page to show the rounds' times in.
    expect(history.timezone).toBe('America/Argentina/Buenos_Aires');
    const wins = history.items.reduce((sum, round) => sum + round.win, 0);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(200_000 - 6 * 100 + wins);
    expect(session.balance).toBe(200_000 - 6 * 100 + wins);
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });
});

describe('house single-player games: provably fair', () => {
  it('rotation reveals the seed whose hash was shown, and every round verifies', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 500_000);
    const roulette = await samePlayerPage(t.app, slot, ROULETTE);
    const blackjack = await samePlayerPage(t.app, slot, BLACKJACK);
    const shown = json<HouseSession>(await slot.get('/session')).seeds;
    if (!shown) throw new Error('no seeds');
    // The player's own client seed, used from the next round on.
    const set = await slot.send(
      'PUT',
      '/seeds/client',
      { client_seed: 'my-lucky-seed' },
      { key: null },
    );
    expect(json<SeedPair>(set)).toEqual({ ...shown, client_seed: 'my-lucky-seed' });

    const spun = json<Play>(await spinSlot(slot, 25));
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'split', numbers: [0, 2], amount: 200 },
      { type: 'dozen', index: 3, amount: 300 },
      { type: 'odd', amount: 400 },
    ];
    const spunRoulette = json<Play>(await roulette.send('POST', '/roulette/spin', { bets }));
    await arrangeHand(blackjack, slot.player.id, playsTo(500, ['hit', 'stand']));
    const dealt = json<Hand>(await blackjack.send('POST', '/blackjack/deal', { bet: 500 }));
    // While the hand is open its seed cannot be revealed.
    const early = await slot.send('POST', '/seeds/rotate', {}, { key: null });
    expect(early.statusCode).toBe(409);
    await blackjack.send('POST', '/blackjack/act', { round_id: dealt.round.id, action: 'hit' });
    const last = await blackjack.send('POST', '/blackjack/act', {
      round_id: dealt.round.id,
      action: 'stand',
    });
    expect(last.statusCode).toBe(200);

    // Before rotation: no server seed in any round.
    const before = json<HouseRoundRecord>(
      await t.app.inject({
        method: 'GET',
        url: `/api/house/rounds/${spun.round.id}`,
        headers: { host: HOST },
      }),
    );
    expect(before.timezone).toBe('America/Argentina/Buenos_Aires');
    expect(before.fairness).toMatchObject({
      kind: 'seeds',
      server_seed: null,
      client_seed: 'my-lucky-seed',
    });

    const rotated = await slot.send('POST', '/seeds/rotate', {}, { key: null });
    expect(rotated.statusCode).toBe(200);
    const { previous, current } = json<{ previous: RevealedSeedPair; current: SeedPair }>(rotated);
    expect(previous.server_seed_hash).toBe(shown.server_seed_hash);
    expect(hashSeed(previous.server_seed)).toBe(shown.server_seed_hash);
    // The blackjack hand was arranged with a client seed of its own, set after the spins.
    expect(previous.rounds).toBe(3);
    expect(previous.client_seed).toMatch(/^pick-/);
    expect(current.nonce).toBe(0);
    expect(current.server_seed_hash).not.toBe(shown.server_seed_hash);

    const fetched = async (id: string) =>
      json<HouseRound>(
        await t.app.inject({
          method: 'GET',
          url: `/api/house/rounds/${id}`,
          headers: { host: HOST },
        }),
      );
    const seedsOf = (round: HouseRound): RoundSeeds => {
      if (round.fairness.kind !== 'seeds' || !round.fairness.server_seed) throw new Error('hidden');
      return {
        serverSeed: round.fairness.server_seed,
        clientSeed: round.fairness.client_seed,
        nonce: round.fairness.nonce,
      };
    };
    const slotRound = await fetched(spun.round.id);
    const slotSeeds = seedsOf(slotRound);
    expect(slotSeeds).toEqual({
      serverSeed: previous.server_seed,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
    });
    const slotInput = slotRound.input as { line_bet: number };
    const slotOutcome = slotRound.outcome as SlotRoundOutcome;
    const replayed = verifySlot(slotSeeds, slotInput.line_bet);
    expect({ spin: slotOutcome.spin, session: slotOutcome.session }).toEqual(replayed);
    expect(
      playSlotRoundWithFreeSpins(
        HOUSE_SLOT_COMPILED,
        slotInput.line_bet,
        createRoundRandom(slotSeeds),
      ),
    ).toEqual({
      totalBet: slotOutcome.totalBet,
      totalWin: slotOutcome.totalWin,
      freeSpins: slotOutcome.freeSpins.length,
    });

    const rouletteRound = await fetched(spunRoulette.round.id);
    const rouletteInput = rouletteRound.input as { bets: RouletteBet[] };
    expect(verifyRoulette(seedsOf(rouletteRound), rouletteInput.bets)).toEqual(
      rouletteRound.outcome,
    );
    expect(rouletteRound.bet).toBe(1_000);

    const hand = await fetched(dealt.round.id);
    expect(hand.status).toBe('settled');
    const handInput = hand.input as { bet: number; actions: BlackjackAction[] };
    expect(handInput.actions[0]).toBe('hit');
    const state = verifyBlackjack(seedsOf(hand), handInput.bet, handInput.actions);
    expect(state).toEqual(hand.outcome);
    expect(hand.win).toBe(state.settlement?.totalPayout);
    expect(seedsOf(hand).nonce).toBe(2);
  });
});

describe('house blackjack', () => {
  it('plays deal, split, double, hit and stand to the end with the balance right', async () => {
    const page = await playerPage(t.app, HOST, BLACKJACK, 50_000);
    const script: BlackjackAction[] = ['split', 'double', 'hit', 'stand'];
    await arrangeHand(page, page.player.id, playsTo(1_000, script));
    const dealt = await page.send('POST', '/blackjack/deal', { bet: 1_000 });
    expect(dealt.statusCode).toBe(200);
    let hand = json<Hand>(dealt);
    expect(hand.balance).toBe(49_000);
    expect(hand.round.outcome).toBeNull();
    expect(hand.state.dealer).toHaveLength(1);
    expect(hand.allowed).toContain('split');
    const balances = [hand.balance];
    for (const action of script) {
      const res = await page.send('POST', '/blackjack/act', { round_id: hand.round.id, action });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      hand = json<Hand>(res);
      balances.push(hand.balance);
    }
    // Split and double each took one more bet of 1,000.
    expect(balances.slice(0, 3)).toEqual([49_000, 48_000, 47_000]);
    expect(hand.round.status).toBe('settled');
    expect(hand.allowed).toEqual([]);
    const outcome = hand.round.outcome as BlackjackState;
    const settlement = outcome.settlement;
    if (!settlement) throw new Error('not settled');
    expect(settlement.totalBet).toBe(3_000);
    expect(hand.round).toMatchObject({ bet: 3_000, win: settlement.totalPayout });
    expect(hand.state.dealer).toEqual(outcome.dealer);
    expect(hand.balance).toBe(50_000 - 3_000 + settlement.totalPayout);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(hand.balance);
    expect(await casinoRound(hand.round.id)).toEqual({
      mode: 'real',
      bet: 3_000,
      win: settlement.totalPayout,
      status: 'closed',
    });
    expect(await bookProblems(db(), tenantId)).toEqual([]);
    // The hand is over: no current hand, and a further action is refused.
    expect(json<unknown>(await page.get('/blackjack/current'))).toBeNull();
    const late = await page.send('POST', '/blackjack/act', {
      round_id: hand.round.id,
      action: 'hit',
    });
    expect(late.statusCode).toBe(400);
  });

  it('resumes an open hand, refuses a second deal, and keeps the hand when a double is refused', async () => {
    const page = await playerPage(t.app, HOST, BLACKJACK, 1_000);
    await arrangeHand(page, page.player.id, playsTo(1_000, ['stand']));
    const key = newKey();
    const dealt = json<Hand>(await page.send('POST', '/blackjack/deal', { bet: 1_000 }, { key }));
    expect(dealt.balance).toBe(0);
    // A retried deal answers the same hand.
    const retried = json<Hand>(await page.send('POST', '/blackjack/deal', { bet: 1_000 }, { key }));
    expect(retried.round.id).toBe(dealt.round.id);
    const second = await page.send('POST', '/blackjack/deal', { bet: 100 }, { language: 'es_ES' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      response: ['Tienes una mano en juego: termínala antes de repartir otra.'],
    });
    const current = json<Hand | null>(await page.get('/blackjack/current'));
    expect(current?.round.id).toBe(dealt.round.id);
    expect(current?.state.dealer).toHaveLength(1);
    expect(current?.allowed).toEqual(dealt.allowed);
    // No money for the double: refused, the hand as it was.
    const double = await page.send('POST', '/blackjack/act', {
      round_id: dealt.round.id,
      action: 'double',
    });
    expect(double.statusCode).toBe(409);
    expect(double.json<{ code: string }>().code).toBe('INSUFFICIENT_FUNDS');
    const after = json<Hand | null>(await page.get('/blackjack/current'));
    expect(after?.state).toEqual(current?.state);
    expect(after?.round.input).toEqual({ bet: 1_000, actions: [] });
    const stand = json<Hand>(
      await page.send('POST', '/blackjack/act', { round_id: dealt.round.id, action: 'stand' }),
    );
    expect(stand.round.status).toBe('settled');
    expect(stand.balance).toBe(stand.round.win);
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });

  it('lets a hand be finished after its session expired', async () => {
    const page = await playerPage(t.app, HOST, BLACKJACK, 10_000);
    await arrangeHand(page, page.player.id, playsTo(1_000, ['stand']));
    const dealt = json<Hand>(await page.send('POST', '/blackjack/deal', { bet: 1_000 }));
    const sessionId = (
      await db()
        .select({ id: houseRounds.sessionId })
        .from(houseRounds)
        .where(eq(houseRounds.id, dealt.round.id))
    )[0]?.id;
    await db()
      .update(casinoSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(casinoSessions.id, sessionId ?? ''));
    expect((await page.get('/session')).json<{ code: string }>().code).toBe('SESSION_EXPIRED');
    // Another token cannot reach it.
    const stranger = await playerPage(t.app, HOST, BLACKJACK, 0);
    const foreign = await stranger.send('POST', '/blackjack/act', {
      round_id: dealt.round.id,
      action: 'stand',
    });
    expect(foreign.statusCode).toBe(404);
    const stand = await page.send('POST', '/blackjack/act', {
      round_id: dealt.round.id,
      action: 'stand',
    });
    expect(stand.statusCode).toBe(200);
    const hand = json<Hand>(stand);
    expect(hand.round.status).toBe('settled');
    expect(hand.balance).toBe(9_000 + hand.round.win);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(hand.balance);
  });
});

describe('house single-player games: racing calls', () => {
  it('answers racing retries of one spin with one round, and racing deals with one hand', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 100_000);
    const key = newKey();
    const same = await Promise.all([1, 2, 3].map(() => spinSlot(slot, 50, key)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(same.map((r) => json<Play>(r).round.id)).size).toBe(1);
    const win = json<Play>(same[0]!).round.win;
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(100_000 - 1_000 + win);

    const blackjack = await samePlayerPage(t.app, slot, BLACKJACK);
    await arrangeHand(blackjack, slot.player.id, playsTo(1_000, ['double']));
    const deals = await Promise.all(
      [1, 2].map(() => blackjack.send('POST', '/blackjack/deal', { bet: 1_000 })),
    );
    expect(deals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const dealt = json<Hand>(deals.find((r) => r.statusCode === 200)!);
    // Two doubles at once: one applies, with one more bet; the other is told the hand changed.
    const doubles = await Promise.all(
      [1, 2].map(() =>
        blackjack.send('POST', '/blackjack/act', { round_id: dealt.round.id, action: 'double' }),
      ),
    );
    // The other is refused: the hand changed under it (409), or it came after the hand ended
    // (400: PGlite runs one statement at a time, so the first may finish before it reads).
    const statuses = doubles.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const done = json<Hand>(doubles.find((r) => r.statusCode === 200)!);
    expect(done.round).toMatchObject({
      status: 'settled',
      bet: 2_000,
      input: { actions: ['double'] },
    });
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(
      100_000 - 1_000 + win - 2_000 + done.round.win,
    );
    expect(await bookProblems(db(), tenantId)).toEqual([]);
  });
});

describe('house single-player games: refusals', () => {
  it('refuses bad tokens, another brand’s host and the wrong game', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 10_000);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/house/${SLOT}/session`,
      headers: { host: HOST },
    });
    expect(none.statusCode).toBe(401);
    const bogus = gamePage(t.app, HOST, SLOT, 'not-a-token');
    expect((await bogus.get('/session')).statusCode).toBe(401);
    expect((await spinSlot(bogus, 10)).statusCode).toBe(401);
    const foreign = gamePage(t.app, RIO, SLOT, page.token);
    expect((await foreign.get('/session')).statusCode).toBe(401);
    expect((await spinSlot(foreign, 10)).statusCode).toBe(401);
    // A slot's token on the roulette game, a roulette call on the slot, an unknown game.
    const wrong = gamePage(t.app, HOST, ROULETTE, page.token);
    const spun = await wrong.send('POST', '/roulette/spin', {
      bets: [{ type: 'red', amount: 100 }],
    });
    expect(spun.statusCode).toBe(400);
    expect(
      (await page.send('POST', '/roulette/spin', { bets: [{ type: 'red', amount: 100 }] }))
        .statusCode,
    ).toBe(404);
    expect((await gamePage(t.app, HOST, 'nope', page.token).get('/session')).statusCode).toBe(404);
    expect(
      (
        await gamePage(t.app, HOST, 'cohete', page.token).send('PUT', '/seeds/client', {
          client_seed: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(10_000);
  });

  it('refuses a blocked player’s spin and an expired session’s, moving nothing and spending no nonce', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 10_000);
    const { players } = t.app.services;
    await players.setStatus(SYSTEM_ACTOR, page.tenantId, page.player.id, 'blocked', 'test');
    const blocked = await spinSlot(page, 10);
    expect([blocked.statusCode, blocked.json<{ code: string }>().code]).toEqual([
      403,
      'USER_BLOCKED',
    ]);
    await players.setStatus(SYSTEM_ACTOR, page.tenantId, page.player.id, 'active', 'test');
    await db()
      .update(casinoSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(sql`${casinoSessions.playerId} = ${page.player.id}`);
    const expired = await spinSlot(page, 10);
    expect([expired.statusCode, expired.json<{ code: string }>().code]).toEqual([
      401,
      'SESSION_EXPIRED',
    ]);
    const rounds = await db()
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(eq(houseRounds.owner, page.player.id));
    expect(rounds).toEqual([]);
    const seeds = await db()
      .select({ nonce: houseSeeds.nonce })
      .from(houseSeeds)
      .where(eq(houseSeeds.owner, page.player.id));
    expect(seeds.every((s) => s.nonce === 0)).toBe(true);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(10_000);
  });

  it('takes a bet only as a JSON integer: no string or array read as a number', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 100_000);
    for (const lineBet of [[100], '0x64', '1e2', ' 100 ']) {
      const res = await slot.send('POST', '/slot/spin', { line_bet: lineBet });
      expect(res.statusCode, JSON.stringify(lineBet)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { line_bet: ['The line bet field is invalid.'] },
      });
    }
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(100_000);
    expect((await spinSlot(slot, 100)).statusCode).toBe(200);
  });

  it('answers bad input on every route with a 4xx in the caller’s language', async () => {
    const slot = await playerPage(t.app, HOST, SLOT, 10_000);
    const roulette = await samePlayerPage(t.app, slot, ROULETTE);
    const blackjack = await samePlayerPage(t.app, slot, BLACKJACK);
    const es = { language: 'es_ES' };
    const cases: [
      GamePage,
      'POST' | 'PUT',
      string,
      unknown,
      { key?: string | null; language?: string },
    ][] = [
      [slot, 'POST', '/slot/spin', { line_bet: 0 }, es],
      [slot, 'POST', '/slot/spin', { line_bet: 'x' }, es],
      [slot, 'POST', '/slot/spin', {}, es],
      [slot, 'POST', '/slot/spin', { line_bet: 10 }, { key: null, language: 'es_ES' }],
      [slot, 'POST', '/slot/spin', { line_bet: 10 }, { key: 'short', language: 'es_ES' }],
      [roulette, 'POST', '/roulette/spin', { bets: [] }, es],
      [roulette, 'POST', '/roulette/spin', { bets: [{ type: 'purple', amount: 100 }] }, es],
      [
        roulette,
        'POST',
        '/roulette/spin',
        { bets: [{ type: 'split', numbers: [1, 5], amount: 100 }] },
        es,
      ],
      [roulette, 'POST', '/roulette/spin', { bets: [{ type: 'dozen', amount: 100 }] }, es],
      [roulette, 'POST', '/roulette/spin', { bets: [{ type: 'red', index: 2, amount: 100 }] }, es],
      [blackjack, 'POST', '/blackjack/deal', { bet: -5 }, es],
      [blackjack, 'POST', '/blackjack/act', { round_id: 'x', action: 'fly' }, es],
      [blackjack, 'POST', '/blackjack/act', { round_id: 'not-a-hand', action: 'hit' }, es],
      [blackjack, 'POST', '/blackjack/act', { round_id: crypto.randomUUID(), action: 'hit' }, es],
      [slot, 'PUT', '/seeds/client', { client_seed: 'has spaces' }, es],
      [slot, 'PUT', '/seeds/client', { client_seed: 'x'.repeat(65) }, es],
      [slot, 'PUT', '/seeds/client', {}, es],
    ];
    for (const [page, method, path, payload, options] of cases) {
      const res = await page.send(method, path, payload, options);
      const label = `${path} ${JSON.stringify(payload)}: ${res.body}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      const body = res.json<{ response: string[]; code: string }>();
      expect(body.response.length, label).toBeGreaterThan(0);
      // Spanish, not the English default.
      expect(body.response.join(' '), label).not.toMatch(/\b(the|is|must|not valid)\b/);
    }
    const adjacent = await roulette.send(
      'POST',
      '/roulette/spin',
      { bets: [{ type: 'split', numbers: [1, 5], amount: 100 }] },
      es,
    );
    expect(adjacent.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      response: ['Estos números no están juntos en la mesa para esta apuesta.'],
    });
    for (const id of ['nope', crypto.randomUUID()]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/house/rounds/${id}`,
        headers: { host: HOST, 'master-language': 'es_ES' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', response: ['Esta ronda no existe.'] });
    }
    // Nothing moved, no round was kept.
    expect(await cashOf(t.app, slot.tenantId, slot.player.id)).toBe(10_000);
    const kept = await db()
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(and(eq(houseRounds.tenantId, tenantId), eq(houseRounds.owner, slot.player.id)));
    expect(kept).toEqual([]);
    const seeds = await db()
      .select({ nonce: houseSeeds.nonce })
      .from(houseSeeds)
      .where(eq(houseSeeds.owner, slot.player.id));
    // Refused before any round: no nonce was taken.
    expect(seeds.every((s) => s.nonce === 0)).toBe(true);
  });
});

describe('the house single-player API in the OpenAPI document', () => {
  it('lists every route with its token header, key header and body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
      >;
    }>();
    const routes: [string, string, boolean][] = [
      ['/api/house/{game}/session', 'get', false],
      ['/api/house/{game}/history', 'get', false],
      ['/api/house/{game}/seeds/client', 'put', true],
      ['/api/house/{game}/seeds/rotate', 'post', false],
      ['/api/house/{game}/slot/spin', 'post', true],
      ['/api/house/{game}/roulette/spin', 'post', true],
      ['/api/house/{game}/blackjack/deal', 'post', true],
      ['/api/house/{game}/blackjack/act', 'post', true],
      ['/api/house/{game}/blackjack/current', 'get', false],
    ];
    for (const [path, method, body] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation?.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'x-game-token', in: 'header' })]),
      );
      if (body) expect(operation?.requestBody, path).toBeDefined();
    }
    expect(doc.paths['/api/house/{game}/slot/spin']?.post?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
    expect(doc.paths['/api/house/rounds/{id}']?.get).toBeDefined();
  });
});

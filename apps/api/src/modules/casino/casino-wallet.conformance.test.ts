import { readFile } from 'node:fs/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTopic } from '@tribuna/contracts/live';
import type { BusMessage } from '../../lib/bus';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeIdempotencyKeys } from '../../kernel/idempotency';
import { registerPlayer } from '../wallet/wallet.test-support';
import { activityRecords } from '../activity/activity.schema';
import { signBody } from './casino-signature';
import { casinoRounds, casinoTransactions } from './casino.schema';
import { bookProblems, houseSimulator, launch, type SimulatedSession } from './casino.test-support';
import { newId, type ProviderSimulator, type Reply } from './provider-simulator';

/*
 * The seamless-wallet API as an aggregator meets it: every rule of casino-provider.ts,
 * through the signed HTTP routes, with the wallet's books checked after each case.
 */
const HOST = 'localhost';
const OTHER_HOST = '127.0.0.1';
const GAME = 'tesoro-del-dragon';

let t: TestApp;
let tenantId: string;
let sim: ProviderSimulator;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  sim = await houseSimulator(t.app, HOST);
}, 60_000);
afterAll(() => t.close());

/** A new player with `cash` (ARS cents) and a real session of the slot. */
async function player(
  cash: number,
): Promise<{ id: string; play: SimulatedSession; sessionId: string }> {
  const session = await registerPlayer(t.app, HOST);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/wallet',
    headers: { host: HOST, authorization: `Bearer ${session.token}` },
  });
  expect(me.statusCode).toBe(200);
  const claims = await t.app.platform.tokens.verify(session.token, 'player');
  if (!claims) throw new Error('no claims');
  if (cash > 0) {
    await t.app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: newId('fund'),
      type: 'adjustment',
      amount: cash,
      playerId: claims.sub,
      from: 'adjustments',
    });
  }
  const launched = await launch(t.app, HOST, session.token, GAME, 'real');
  if (!launched.token || !launched.launch)
    throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  return {
    id: claims.sub,
    play: sim.session(launched.token, GAME, 'ARS'),
    sessionId: launched.launch.session_id,
  };
}

async function cashOf(playerId: string): Promise<number> {
  return (await t.app.services.wallet.ledger.balances(tenantId, playerId)).cash;
}

function ok(reply: Reply) {
  if (!reply.ok) throw new Error(`refused: ${reply.status} ${JSON.stringify(reply.error)}`);
  return reply.answer;
}

async function expectBooks(): Promise<void> {
  expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
}

describe('the seamless wallet, as a provider calls it', () => {
  it('plays a round: bet, win, end; the round is recorded and the player hears the balance', async () => {
    const p = await player(10_000);
    const heard: BusMessage[] = [];
    const off = t.infra.bus.subscribe(playerTopic(p.id), (m) => heard.push(m));
    await off.ready;
    const round = newId('round');
    const bet = ok(await p.play.bet(1_000, round));
    expect(bet.balance).toBe(9_000);
    expect(bet.currency).toBe('ARS');
    expect(bet.round?.status).toBe('open');
    const win = ok(await p.play.win(2_500, round));
    expect(win.balance).toBe(11_500);
    const end = ok(await p.play.endRound(round));
    expect(end.round?.status).toBe('closed');
    expect(ok(await p.play.balance()).balance).toBe(11_500);
    expect(await cashOf(p.id)).toBe(11_500);
    off();
    expect(heard.filter((m) => m.type === 'balance.changed').length).toBe(2);

    const [recorded] = await t.infra.database.db
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, round)));
    expect(recorded).toMatchObject({ status: 'closed', betTotal: 1_000, winTotal: 2_500 });
    // A bet on the closed round is refused.
    const late = await p.play.bet(100, round);
    expect(late.ok ? null : late.error.code).toBe('ROUND_CLOSED');
    await expectBooks();
  });

  it('takes a bet of nothing (a free spin) and its win: the round counts the bet, the win is paid', async () => {
    const p = await player(1_000);
    const round = newId('round');
    const betId = newId('bet');
    const bet = ok(await p.play.bet(0, round, betId));
    expect(bet.balance).toBe(1_000);
    expect(bet.round?.status).toBe('open');
    // The same call again answers the first answer.
    expect(ok(await p.play.bet(0, round, betId))).toEqual({
      ...bet,
      request_id: expect.any(String) as unknown,
    });
    expect(ok(await p.play.win(700, round)).balance).toBe(1_700);
    expect(await cashOf(p.id)).toBe(1_700);
    const [recorded] = await t.infra.database.db
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, round)));
    expect(recorded).toMatchObject({ betTotal: 0, winTotal: 700, betsDone: 1 });
    await expectBooks();
  });

  it('writes each stake and result once in the player’s activity, rollbacks included', async () => {
    const p = await player(10_000);
    const round = newId('round');
    const betId = newId('bet');
    ok(await p.play.bet(1_000, round, betId));
    ok(await p.play.bet(1_000, round, betId));
    ok(await p.play.win(2_500, round));
    const refunded = newId('round');
    const stake = newId('bet');
    ok(await p.play.bet(400, refunded, stake));
    ok(await p.play.rollback(stake, refunded));
    const records = await t.infra.database.db
      .select({
        kind: activityRecords.kind,
        product: activityRecords.product,
        game: activityRecords.game,
        reference: activityRecords.reference,
        cash: activityRecords.cash,
        outcome: activityRecords.outcome,
      })
      .from(activityRecords)
      .where(eq(activityRecords.playerId, p.id))
      .orderBy(asc(activityRecords.id));
    const house = { product: 'house', game: GAME };
    expect(records).toEqual([
      { ...house, kind: 'stake', reference: round, cash: 1_000, outcome: null },
      { ...house, kind: 'result', reference: round, cash: 2_500, outcome: 'win' },
      { ...house, kind: 'stake', reference: refunded, cash: 400, outcome: null },
      { ...house, kind: 'result', reference: refunded, cash: 400, outcome: 'refund' },
    ]);
  });

  it('answers a duplicate with the first answer and moves money once; the same id with other data is refused', async () => {
    const p = await player(10_000);
    const round = newId('round');
    const id = newId('bet');
    const first = ok(await p.play.bet(700, round, id));
    const again = ok(await p.play.bet(700, round, id));
    expect({ ...again, request_id: '' }).toEqual({ ...first, request_id: '' });
    // Twins at once: one moves, both answer the same.
    const twinId = newId('bet');
    const twins = await Promise.all([
      p.play.bet(300, round, twinId),
      p.play.bet(300, round, twinId),
    ]);
    const [a, b] = twins.map(ok);
    expect(a?.transaction_id).toBe(b?.transaction_id);
    expect(a?.balance).toBe(b?.balance);
    expect(await cashOf(p.id)).toBe(9_000);

    const other = await p.play.bet(701, round, id);
    expect(other.ok ? null : [other.status, other.error.code]).toEqual([
      409,
      'DUPLICATE_TRANSACTION',
    ]);
    const winId = newId('win');
    ok(await p.play.win(400, round, winId));
    ok(await p.play.win(400, round, winId));
    const rbId = newId('rb');
    const rolled = ok(await p.play.rollback(winId, round, rbId));
    // The same rollback twice, and another rollback of the same win: nothing more moves.
    expect(ok(await p.play.rollback(winId, round, rbId)).balance).toBe(rolled.balance);
    expect(ok(await p.play.rollback(winId, round)).balance).toBe(rolled.balance);
    expect(await cashOf(p.id)).toBe(9_000);
    await expectBooks();
  });

  it('answers a transaction id retried long after, past the purge of clients’ keys', async () => {
    const p = await player(2_000);
    const round = newId('round');
    const id = newId('bet');
    const first = ok(await p.play.bet(500, round, id));
    // A year on: every answer kept only a day is gone, a provider's are not.
    await purgeIdempotencyKeys(t.infra.database.db, new Date(Date.now() + 365 * 86_400_000));
    const again = ok(await p.play.bet(500, round, id));
    expect({ ...again, request_id: '' }).toEqual({ ...first, request_id: '' });
    expect(await cashOf(p.id)).toBe(1_500);
    await expectBooks();
  });

  it('refuses a rollback that names itself, and records nothing', async () => {
    const p = await player(5_000);
    const round = newId('round');
    ok(await p.play.bet(1_000, round));
    const self = newId('rb');
    const refused = await p.play.rollback(self, round, self);
    expect(refused.ok ? null : [refused.status, refused.error.code]).toEqual([
      404,
      'TRANSACTION_NOT_FOUND',
    ]);
    // Not an orphan rollback: the round's bets still stand, and the id is free.
    ok(await p.play.win(500, round));
    expect(await cashOf(p.id)).toBe(4_500);
    await expectBooks();
  });

  it('records a rollback of a bet it never saw, and refuses that bet when it comes late', async () => {
    const p = await player(5_000);
    const round = newId('round');
    const betId = newId('bet');
    const rollback = ok(await p.play.rollback(betId, round));
    expect(rollback.balance).toBe(5_000);
    const late = await p.play.bet(1_000, round, betId);
    expect(late.ok ? null : [late.status, late.error.code]).toEqual([
      409,
      'TRANSACTION_ROLLED_BACK',
    ]);
    expect(await cashOf(p.id)).toBe(5_000);
    const [orphan] = await t.infra.database.db
      .select({ status: casinoTransactions.status })
      .from(casinoTransactions)
      .where(
        and(eq(casinoTransactions.tenantId, tenantId), eq(casinoTransactions.referenceRef, betId)),
      );
    expect(orphan?.status).toBe('orphan');
    await expectBooks();
  });

  it('takes back of a rolled-back win only what the player still has, records the rest as owed, and answers it once', async () => {
    const p = await player(5_000);
    const round = newId('round');
    const winId = newId('win');
    ok(await p.play.bet(1_000, round));
    expect(ok(await p.play.win(3_000, round, winId)).balance).toBe(7_000);
    ok(await p.play.endRound(round));
    // The player spends most of the win before the provider takes it back.
    expect(ok(await p.play.bet(6_000, newId('round'))).balance).toBe(1_000);
    const rbId = newId('rb');
    const rolled = await p.play.rollback(winId, round, rbId);
    // Final: 200 with the balance at zero, never below, so the provider stops retrying.
    expect(ok(rolled).balance).toBe(0);
    expect(await cashOf(p.id)).toBe(0);
    // Its retry, and another rollback of the same win, answer without moving anything.
    const again = ok(await p.play.rollback(winId, round, rbId));
    expect({ ...again, request_id: '' }).toEqual({ ...ok(rolled), request_id: '' });
    // Money that comes in later is not taken by a second rollback: the debt is staff's now.
    await t.app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: newId('fund'),
      type: 'adjustment',
      amount: 500,
      playerId: p.id,
      from: 'adjustments',
    });
    expect(ok(await p.play.rollback(winId, round)).balance).toBe(500);
    expect(await cashOf(p.id)).toBe(500);
    // Recorded: the win reversed, the rollback with what it took, the rest owed for staff.
    const [recorded] = await t.infra.database.db
      .select({ id: casinoRounds.id, rollbackTotal: casinoRounds.rollbackTotal })
      .from(casinoRounds)
      .where(and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, round)));
    expect(recorded?.rollbackTotal).toBe(-1_000);
    const detail = await t.app.services.casino.office.round(tenantId, recorded?.id ?? '');
    expect(detail.transactions.map((x) => [x.kind, x.amount, x.status, x.owed ?? 0])).toEqual([
      ['bet', 1_000, 'done', 0],
      ['win', 3_000, 'rolled_back', 0],
      ['rollback', -1_000, 'done', 2_000],
      ['rollback', 0, 'noop', 0],
    ]);
    await expectBooks();
  });

  it('pays a win that comes after its round’s end, but no win of a round ended without a bet', async () => {
    const p = await player(5_000);
    const round = newId('round');
    ok(await p.play.bet(1_000, round));
    expect(ok(await p.play.endRound(round)).round?.status).toBe('closed');
    const late = ok(await p.play.win(2_500, round));
    expect(late).toMatchObject({ balance: 6_500, round: { status: 'closed' } });
    const empty = newId('round');
    ok(await p.play.endRound(empty));
    const orphan = await p.play.win(2_500, empty);
    expect(orphan.ok ? null : [orphan.status, orphan.error.code]).toEqual([409, 'ROUND_CLOSED']);
    expect(await cashOf(p.id)).toBe(6_500);
    await expectBooks();
  });

  it('moves a round’s totals and its count of bets with its lock; a refused call leaves them', async () => {
    const p = await player(3_000);
    const round = newId('round');
    const first = newId('bet');
    ok(await p.play.bet(1_000, round, first));
    const roundOf = async () => {
      const [row] = await t.infra.database.db
        .select({
          betTotal: casinoRounds.betTotal,
          winTotal: casinoRounds.winTotal,
          rollbackTotal: casinoRounds.rollbackTotal,
          betsDone: casinoRounds.betsDone,
          rolledBack: casinoRounds.rolledBack,
        })
        .from(casinoRounds)
        .where(and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, round)));
      return row;
    };
    // Refused after the round's statement added it: rolled back with the call.
    const broke = await p.play.bet(5_000, round);
    expect(broke.ok ? null : broke.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await roundOf()).toEqual({
      betTotal: 1_000,
      winTotal: 0,
      rollbackTotal: 0,
      betsDone: 1,
      rolledBack: false,
    });
    ok(await p.play.bet(300, round));
    ok(await p.play.win(700, round));
    expect(await roundOf()).toMatchObject({ betTotal: 1_300, winTotal: 700, betsDone: 2 });
    ok(await p.play.rollback(first, round));
    expect(await roundOf()).toEqual({
      betTotal: 1_300,
      winTotal: 700,
      rollbackTotal: 1_000,
      betsDone: 1,
      rolledBack: true,
    });
    const refused = await p.play.win(500, round);
    expect(refused.ok ? null : refused.error.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await roundOf()).toMatchObject({ winTotal: 700 });
    await expectBooks();
  });

  it('ends a round once: an end again keeps the first end’s time; an unknown round is recorded ended', async () => {
    const p = await player(3_000);
    const round = newId('round');
    ok(await p.play.bet(1_000, round));
    const closedAt = async (ref: string) => {
      const [row] = await t.infra.database.db
        .select({ status: casinoRounds.status, closedAt: casinoRounds.closedAt })
        .from(casinoRounds)
        .where(and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, ref)));
      return row;
    };
    expect(ok(await p.play.endRound(round))).toMatchObject({
      balance: 2_000,
      round: { status: 'closed' },
    });
    const first = await closedAt(round);
    expect(first?.status).toBe('closed');
    expect(first?.closedAt).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = ok(await p.play.endRound(round));
    expect(again.round?.status).toBe('closed');
    expect(await closedAt(round)).toEqual(first);
    const unknown = newId('round');
    const ended = ok(await p.play.endRound(unknown));
    expect(ended.round?.status).toBe('closed');
    expect((await closedAt(unknown))?.status).toBe('closed');
    const late = await p.play.bet(100, unknown);
    expect(late.ok ? null : late.error.code).toBe('ROUND_CLOSED');
    await expectBooks();
  });

  it('counts the bets still done of rounds played before the count existed (its migration)', async () => {
    const p = await player(3_000);
    const round = newId('round');
    const first = newId('bet');
    ok(await p.play.bet(500, round, first));
    ok(await p.play.bet(700, round));
    ok(await p.play.rollback(first, round));
    const db = t.infra.database.db;
    const where = and(eq(casinoRounds.tenantId, tenantId), eq(casinoRounds.roundRef, round));
    await db.update(casinoRounds).set({ betsDone: 0 }).where(where);
    const migration = await readFile(
      new URL('../../../drizzle/0013_casino-round-bets-done.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "casino_rounds"');
    await db.execute(sql.raw(backfill));
    const [row] = await db
      .select({ betsDone: casinoRounds.betsDone })
      .from(casinoRounds)
      .where(where);
    expect(row?.betsDone).toBe(1);
    await expectBooks();
  });

  it('marks a live session used on a balance call; an expired one is refused and left as it was', async () => {
    const p = await player(1_000);
    const usedAt = async () =>
      (await t.app.services.casino.player.sessions([p.sessionId]))[0]?.lastUsedAt.getTime();
    const launched = await usedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ok(await p.play.balance()).balance).toBe(1_000);
    const used = await usedAt();
    expect(used).toBeGreaterThan(launched ?? Infinity);
    await t.app.services.casino.player.expireSession(p.sessionId, new Date(Date.now() - 1_000));
    const expired = await p.play.balance();
    expect(expired.ok ? null : [expired.status, expired.error.code]).toEqual([
      401,
      'SESSION_EXPIRED',
    ]);
    expect(await usedAt()).toBe(used);
  });

  it('refuses a win after its round’s bet was rolled back', async () => {
    const p = await player(5_000);
    const round = newId('round');
    const betId = newId('bet');
    ok(await p.play.bet(2_000, round, betId));
    expect(ok(await p.play.rollback(betId, round)).balance).toBe(5_000);
    const win = await p.play.win(10_000, round);
    expect(win.ok ? null : [win.status, win.error.code]).toEqual([409, 'TRANSACTION_ROLLED_BACK']);
    expect(await cashOf(p.id)).toBe(5_000);
    await expectBooks();
  });

  it('takes a win sent while its bet is still in flight once the bet is in, never before', async () => {
    const p = await player(5_000);
    for (let i = 0; i < 5; i += 1) {
      const round = newId('round');
      const winId = newId('win');
      const [bet, early] = await Promise.all([
        p.play.bet(500, round),
        p.play.win(800, round, winId),
      ]);
      ok(bet);
      if (!early.ok) {
        expect([early.status, early.error.code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
        // The provider retries the same win once the bet is acknowledged.
        ok(await p.play.win(800, round, winId));
      }
    }
    expect(await cashOf(p.id)).toBe(5_000 + 5 * 300);
    await expectBooks();
  });

  it('refuses a bet beyond the balance with the balance, moving nothing; the same id may come again', async () => {
    const p = await player(1_000);
    const round = newId('round');
    const betId = newId('bet');
    const refused = await p.play.bet(1_001, round, betId);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.status).toBe(409);
      expect(refused.error).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        balance: 1_000,
        currency: 'ARS',
        response: ['Not enough balance for this bet.'],
      });
    }
    expect(await cashOf(p.id)).toBe(1_000);
    await t.app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: newId('fund'),
      type: 'adjustment',
      amount: 1,
      playerId: p.id,
      from: 'adjustments',
    });
    expect(ok(await p.play.bet(1_001, round, betId)).balance).toBe(0);
    await expectBooks();
  });

  it('refuses a bad signature with 401 and moves nothing', async () => {
    const p = await player(3_000);
    const body = {
      request_id: newId('req'),
      token: p.play.token,
      game: GAME,
      transaction_id: newId('bet'),
      round_id: newId('round'),
      amount: 1_000,
      currency: 'ARS',
    };
    const forged = await sim.send('bet', body, {
      signature: signBody('not-the-secret', JSON.stringify(body)),
    });
    expect(forged.ok ? null : [forged.status, forged.error.code]).toEqual([
      401,
      'INVALID_SIGNATURE',
    ]);
    // Signed, then changed on the way.
    const signed = signBody(
      (await t.app.services.casino.providerSecret('tribuna')) ?? '',
      JSON.stringify(body),
    );
    const altered = await sim.send('bet', body, {
      signature: signed,
      raw: JSON.stringify({ ...body, amount: 2_000 }),
    });
    expect(altered.ok ? null : altered.status).toBe(401);
    const missing = await sim.send('bet', body, { signature: '' });
    expect(missing.ok ? null : missing.status).toBe(401);
    const garbage = await sim.send('bet', body, { signature: 'zz', raw: '{not json' });
    expect(garbage.ok ? null : garbage.status).toBe(401);
    expect(await cashOf(p.id)).toBe(3_000);
    const rows = await t.infra.database.db
      .select()
      .from(casinoTransactions)
      .where(eq(casinoTransactions.txRef, body.transaction_id));
    expect(rows).toEqual([]);
    // The genuine body with its genuine signature goes through.
    expect(ok(await sim.send('bet', body)).balance).toBe(2_000);
    await expectBooks();
  });

  it('tells the provider who plays, and refuses bets outside the game’s limits', async () => {
    const { id, play, sessionId } = await player(2_000_000);
    const who = await play.authenticate();
    expect(who.status).toBe(200);
    expect((who.body as { response: unknown }).response).toMatchObject({
      session_id: sessionId,
      player_id: id,
      mode: 'real',
      currency: 'ARS',
      balance: 2_000_000,
      game: GAME,
      min_bet: 100,
      max_bet: 1_000_000,
    });
    for (const amount of [99, 1_000_001]) {
      const refused = await play.bet(amount, newId('round'));
      expect(refused.ok).toBe(false);
      if (refused.ok) continue;
      expect(refused.status).toBe(400);
      expect(refused.error.code).toBe('BET_OUT_OF_LIMITS');
      expect(refused.error.response).toEqual([
        'Bets on this game go from ARS\u00a01.00 to ARS\u00a010,000.00.',
      ]);
    }
    ok(await play.bet(1_000_000, newId('round')));
    expect(await cashOf(id)).toBe(1_000_000);
    await expectBooks();
  });

  it('refuses a rollback that names another round than its bet’s, and moves nothing', async () => {
    const { id, play } = await player(10_000);
    const round = newId('round');
    const bet = newId('bet');
    ok(await play.bet(1_000, round, bet));
    const wrong = await play.rollback(bet, newId('round'));
    expect(wrong.ok ? null : [wrong.status, wrong.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(await cashOf(id)).toBe(9_000);
    ok(await play.rollback(bet, round));
    expect(await cashOf(id)).toBe(10_000);
    await expectBooks();
  });

  it('refuses the wrong currency and moves nothing', async () => {
    const p = await player(3_000);
    const reply = await p.play.send('bet', {
      transaction_id: newId('bet'),
      round_id: newId('round'),
      amount: 100,
      currency: 'BRL',
    });
    expect(reply.ok ? null : [reply.status, reply.error.code]).toEqual([400, 'WRONG_CURRENCY']);
    expect(await cashOf(p.id)).toBe(3_000);
    await expectBooks();
  });

  it('after the session expires: bets refused, wins and rollbacks of earlier bets accepted', async () => {
    const p = await player(5_000);
    const round = newId('round');
    const other = newId('round');
    const betId = newId('bet');
    ok(await p.play.bet(1_000, round));
    ok(await p.play.bet(500, other, betId));
    await t.app.services.casino.player.expireSession(p.sessionId, new Date(Date.now() - 1_000));
    const bet = await p.play.bet(100, round);
    expect(bet.ok ? null : [bet.status, bet.error.code]).toEqual([401, 'SESSION_EXPIRED']);
    expect(ok(await p.play.win(3_000, round)).balance).toBe(6_500);
    expect(ok(await p.play.rollback(betId, other)).balance).toBe(7_000);
    ok(await p.play.endRound(round));
    const balance = await p.play.balance();
    expect(balance.ok ? null : balance.error.code).toBe('SESSION_EXPIRED');
    expect(await cashOf(p.id)).toBe(7_000);
    await expectBooks();
  });

  it('never overdraws under concurrent bets of one player', async () => {
    const p = await player(1_000);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => p.play.bet(100, newId('round'))),
    );
    const accepted = replies.filter((r) => r.ok).length;
    const refused = replies.filter((r) => !r.ok);
    expect(accepted).toBe(10);
    expect(refused.every((r) => !r.ok && r.error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await cashOf(p.id)).toBe(0);
    await expectBooks();
  });

  it('plays demo sessions on a play balance: the wallet never moves', async () => {
    const launched = await launch(t.app, HOST, null, 'ruleta-europea', 'demo');
    expect(launched.status).toBe(201);
    const demo = sim.session(launched.token ?? '', 'ruleta-europea', 'ARS');
    const start = ok(await demo.balance()).balance;
    expect(start).toBe(100_000);
    const round = newId('round');
    expect(ok(await demo.bet(10_000, round)).balance).toBe(90_000);
    expect(ok(await demo.win(35_000, round)).balance).toBe(125_000);
    const tooMuch = await demo.bet(200_000, newId('round'));
    expect(tooMuch.ok ? null : tooMuch.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      balance: 125_000,
    });
    await expectBooks();
  });

  it('refuses a token on another brand’s host, a game that is not the session’s, and blocked players’ bets', async () => {
    const p = await player(3_000);
    const elsewhere = await houseSimulator(t.app, OTHER_HOST);
    const foreign = await elsewhere.session(p.play.token, GAME, 'BRL').balance();
    expect(foreign.ok ? null : [foreign.status, foreign.error.code]).toEqual([
      401,
      'TOKEN_INVALID',
    ]);
    const wrongGame = await sim.session(p.play.token, 'blackjack', 'ARS').balance();
    expect(wrongGame.ok ? null : wrongGame.status).toBe(400);
    const round = newId('round');
    ok(await p.play.bet(1_000, round));
    await t.app.services.players.setStatus(SYSTEM_ACTOR, tenantId, p.id, 'blocked', 'test');
    const blocked = await p.play.bet(100, newId('round'));
    expect(blocked.ok ? null : [blocked.status, blocked.error.code]).toEqual([403, 'USER_BLOCKED']);
    expect(ok(await p.play.win(1_500, round)).balance).toBe(3_500);
    await expectBooks();
  });
});

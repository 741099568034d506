import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@tribuna/contracts/live';
import { channelTopic } from '@tribuna/contracts/live';
import { SPORTS } from '@tribuna/contracts/sports';
import {
  OFFICE_TOURNAMENTS_API,
  TOURNAMENTS_API,
  TOURNAMENTS_LIVE,
  tournamentBoardEventSchema,
  type OfficeTournament,
  type OfficeTournamentRequest,
  type TournamentDetail,
  type TournamentScoring,
  type TournamentSummary,
} from '@tribuna/contracts/tournaments';
import type { Db } from '../../db/database';
import { readEnv } from '../../env';
import { openLiveClient } from '../../test/live-client';
import { otherProcesses } from '../../test/other-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createActivityService, type ActivityInput } from '../activity/activity.service';
import { writeActivity } from '../activity/activity.test-support';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { fund, newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { checkLedger } from '../wallet/ledger-check';
import { walletTransactions } from '../wallet/wallet.schema';
import { inboxMessages } from '../inbox/inbox.schema';
import { createTournamentsService } from './tournaments.service';
import { tournamentEntries } from './tournaments.schema';
import { resultOf, scoreAll, stakeOf, tournamentRequest } from './tournaments.test-support';

// The same file runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the second
// process's close gets connections of its own and really runs at the same time.
const databaseUrl = readEnv().DATABASE_URL;
const HOST = 'localhost';
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let marketing: OfficeSession;
// The platform's clock, moved forward by the close tests.
let offsetMs = 0;
const others = otherProcesses(databaseUrl);

beforeAll(async () => {
  t = await createTestApp({ jobs: false, clock: () => new Date(Date.now() + offsetMs) });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  expect(tenant?.settings.currency).toBe('ARS');
}, 60_000);
afterAll(async () => {
  await others.close();
  await t.close();
});

const db = () => t.infra.database.db;
const service = () => t.app.services.tournaments;

/** A tournament that may start in the past (as the seed's), straight through the service. */
async function running(player: TestPlayer, overrides: Partial<OfficeTournamentRequest> = {}) {
  return service().create(SYSTEM_ACTOR, player.tenantId, tournamentRequest(overrides), {
    seeded: true,
  });
}

async function entriesOf(tournamentId: string) {
  return db()
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));
}

async function cashOf(player: TestPlayer): Promise<number> {
  return (await t.app.services.wallet.ledger.balances(player.tenantId, player.playerId)).cash;
}

function enter(player: TestPlayer, id: string, body: object = {}, key = crypto.randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: TOURNAMENTS_API.enter(id),
    headers: {
      host: player.host,
      authorization: `Bearer ${player.token}`,
      'master-language': 'en_US',
      'idempotency-key': key,
    },
    payload: body,
  });
}

/** How many of `players` got a message titled `titleKey`. */
async function toldOf(players: TestPlayer[], titleKey: string): Promise<number> {
  const told = await db()
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(
      and(
        inArray(
          inboxMessages.playerId,
          players.map((p) => p.playerId),
        ),
        eq(inboxMessages.titleKey, titleKey),
      ),
    );
  return told.length;
}

/** A second process: its own connections on the same database (PostgreSQL). */
function otherDb(): Promise<Db> {
  return others.db(db(), 3);
}

/** A seeded RNG (mulberry32): the same play on every run. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface ModelTournament {
  id: string;
  product: 'casino' | 'sports';
  scoring: TournamentScoring;
  eligible: string[];
  bestOf: number | null;
  minBet: number;
  maxRounds: number | null;
  automatic: boolean;
  startsAt: number;
  endsAt: number;
}

/**
 * The contract's rules, applied to the stream from scratch: what each player's points and
 * counted rounds must be. Written apart from the consumer, record by record.
 */
function recompute(
  tournament: ModelTournament,
  records: readonly ActivityInput[],
  enteredAt: ReadonlyMap<string, number>,
): Map<string, { points: number; rounds: number }> {
  const products = tournament.product === 'casino' ? ['casino', 'house'] : ['sports'];
  const entered = new Map(enteredAt);
  const rounds = new Map<
    string,
    {
      player: string;
      staked: number;
      returned: number;
      won: boolean;
      settled: boolean;
      off: boolean;
    }
  >();
  const live = new Map<string, number>();
  for (const r of records) {
    if (!products.includes(r.product)) continue;
    const at = r.occurredAt?.getTime() ?? 0;
    const key = `${r.playerId}|${r.reference}`;
    const round = rounds.get(key);
    if (r.kind === 'stake') {
      const amount = r.cash + (r.bonus ?? 0);
      const eligible =
        tournament.eligible.length === 0 ||
        (r.game != null && tournament.eligible.includes(r.game));
      if (at < tournament.startsAt || at >= tournament.endsAt || amount <= 0) continue;
      if (amount < tournament.minBet || !eligible) continue;
      if (!entered.has(r.playerId) && tournament.automatic) entered.set(r.playerId, at);
      const since = entered.get(r.playerId);
      if (since === undefined || at < since) continue;
      if (round) {
        if (!round.off) round.staked += amount;
        continue;
      }
      const count = live.get(r.playerId) ?? 0;
      if (tournament.maxRounds !== null && count >= tournament.maxRounds) continue;
      live.set(r.playerId, count + 1);
      rounds.set(key, {
        player: r.playerId,
        staked: amount,
        returned: 0,
        won: false,
        settled: false,
        off: false,
      });
    } else if (round && !round.off) {
      if (r.outcome === 'rollback' || r.outcome === 'void' || r.outcome === 'refund') {
        round.off = true;
        live.set(round.player, (live.get(round.player) ?? 1) - 1);
      } else {
        round.returned += r.cash + (r.bonus ?? 0);
        round.settled = true;
        round.won = r.outcome === 'win';
      }
    }
  }
  const out = new Map<string, { points: number; rounds: number }>();
  for (const player of entered.keys()) out.set(player, { points: 0, rounds: 0 });
  const byPlayer = new Map<string, number[]>();
  for (const round of rounds.values()) {
    if (round.off) continue;
    let points = 0;
    if (tournament.scoring === 'wagered') points = round.staked;
    else if (round.settled && round.returned > 0) {
      if (tournament.scoring !== 'sports_odds' || round.won) {
        points = Math.floor((round.returned * 100) / round.staked);
      }
    }
    byPlayer.set(round.player, [...(byPlayer.get(round.player) ?? []), points]);
  }
  for (const [player, points] of byPlayer) {
    const sorted = [...points].sort((a, b) => b - a);
    const total =
      tournament.scoring === 'best_multiplier'
        ? (sorted[0] ?? 0)
        : tournament.scoring === 'best_n_multipliers'
          ? sorted.slice(0, tournament.bestOf ?? 0).reduce((s, p) => s + p, 0)
          : sorted.reduce((s, p) => s + p, 0);
    out.set(player, { points: total, rounds: points.length });
  }
  return out;
}

describe('scoring', () => {
  it('equals a recomputation from the stream after random play with rollbacks and voids', async () => {
    const players = await Promise.all([0, 1, 2, 3].map(() => newPlayer(t.app, HOST)));
    const now = Date.now();
    const window = {
      starts_at: new Date(now - HOUR_MS).toISOString(),
      ends_at: new Date(now + HOUR_MS).toISOString(),
    };
    const specs: Partial<OfficeTournamentRequest>[] = [
      { scoring: 'best_multiplier', min_bet: 500, eligible: ['tesoro-del-dragon', 'blackjack'] },
      { scoring: 'best_n_multipliers', best_of: 3, entry: 'opt_in' },
      { scoring: 'wagered', max_rounds: 5 },
      { product: 'sports', scoring: 'sports_odds', min_bet: 200 },
    ];
    const made = [];
    for (const spec of specs)
      made.push(await running(players[0] as TestPlayer, { ...window, ...spec }));
    const optIn = made[1] as OfficeTournament;
    // Two players opt in now: what they played before does not count.
    for (const player of players.slice(0, 2)) {
      const res = await enter(player, optIn.id);
      expect(res.statusCode, res.body).toBe(200);
    }

    const random = rng(20_260_428);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const records: ActivityInput[] = [];
    const open: ActivityInput[] = [];
    let at = now - 60 * 60_000;
    for (let i = 0; i < 360; i += 1) {
      at += Math.floor(random() * 30_000);
      const occurredAt = new Date(at);
      const roll = random();
      if (roll < 0.45 || open.length === 0) {
        const player = pick(players);
        const sports = random() < 0.3;
        const stake = stakeOf(player, {
          product: sports ? 'sports' : random() < 0.15 ? 'house' : 'casino',
          game: sports ? null : pick(['tesoro-del-dragon', 'blackjack', 'cohete']),
          category: sports ? 'sports' : 'slots',
          cash: 100 + Math.floor(random() * 2_900),
          bonus: random() < 0.2 ? Math.floor(random() * 500) : 0,
          oddsX100: sports ? 150 + Math.floor(random() * 300) : null,
          occurredAt,
        });
        records.push(stake);
        open.push(stake);
      } else if (roll < 0.5) {
        const first = pick(open);
        if (first.product === 'sports') continue;
        records.push({
          ...first,
          cash: 100 + Math.floor(random() * 900),
          bonus: 0,
          occurredAt,
          idempotencyKey: `${first.reference}:stake:${crypto.randomUUID()}`,
        });
      } else if (roll < 0.88) {
        const stake = pick(open);
        const win = random() < 0.45;
        const returned = win
          ? Math.floor((stake.cash + (stake.bonus ?? 0)) * (0.2 + random() * 12))
          : 0;
        records.push(resultOf(stake, returned, win ? 'win' : 'loss', occurredAt));
        if (random() < 0.7) open.splice(open.indexOf(stake), 1);
      } else {
        const stake = pick(open);
        const outcome = stake.product === 'sports' ? 'void' : pick(['rollback', 'refund'] as const);
        records.push(
          resultOf(stake, outcome === 'rollback' ? -100 : stake.cash, outcome, occurredAt),
        );
        open.splice(open.indexOf(stake), 1);
      }
    }
    await writeActivity(db(), t.app.services.activity, records);
    await scoreAll(t.app, db());

    for (const [index, tournament] of made.entries()) {
      const spec = specs[index] ?? {};
      const stored = await entriesOf(tournament.id);
      const mine = stored.filter((e) => players.some((p) => p.playerId === e.playerId));
      const expected = recompute(
        {
          id: tournament.id,
          product: tournament.product,
          scoring: tournament.scoring,
          eligible: tournament.eligible,
          bestOf: tournament.best_of,
          minBet: tournament.min_bet,
          maxRounds: tournament.max_rounds,
          automatic: spec.entry === undefined,
          startsAt: Date.parse(tournament.starts_at),
          endsAt: Date.parse(tournament.ends_at),
        },
        records,
        new Map(
          tournament.entry === 'opt_in' ? mine.map((e) => [e.playerId, e.enteredAt.getTime()]) : [],
        ),
      );
      const actual = new Map(mine.map((e) => [e.playerId, { points: e.points, rounds: e.rounds }]));
      expect(actual, `${tournament.scoring}`).toEqual(expected);
      expect(
        [...expected.values()].some((e) => e.points > 0),
        tournament.scoring,
      ).toBe(true);
    }

    // The page's board: points high to low, positions from 1.
    const res = await rgCall(
      t.app,
      players[0] as TestPlayer,
      'GET',
      TOURNAMENTS_API.detail(made[0]?.id ?? ''),
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ response: TournamentDetail }>().response;
    const points = detail.board.map((b) => b.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(detail.board.map((b) => b.position)).toEqual(points.map((_, i) => i + 1));
    expect(detail.board.every((b) => b.name.includes('***'))).toBe(true);
  }, 120_000);

  it('ties go to whoever reached the score first', async () => {
    const [first, second] = await Promise.all([newPlayer(t.app, HOST), newPlayer(t.app, HOST)]);
    const now = Date.now();
    const tournament = await running(first, { min_bet: 0 });
    const early = stakeOf(second, { occurredAt: new Date(now - 20_000) });
    const late = stakeOf(first, { occurredAt: new Date(now - 10_000) });
    // The later stake is written first: the time it scored decides, not the stream's order.
    await writeActivity(db(), t.app.services.activity, [
      late,
      resultOf(late, 5_000, 'win', new Date(now - 5_000)),
      early,
      resultOf(early, 5_000, 'win', new Date(now - 15_000)),
    ]);
    await scoreAll(t.app, db());
    const res = await rgCall(t.app, first, 'GET', TOURNAMENTS_API.detail(tournament.id));
    const detail = res.json<{ response: TournamentDetail }>().response;
    expect(detail.board.map((b) => [b.points, b.me])).toEqual([
      [500, false],
      [500, true],
    ]);
    expect(detail.me).toMatchObject({ position: 2, points: 500, rounds: 1 });
  });

  it('pushes the board to pages on the tournaments channel', async () => {
    const player = await newPlayer(t.app, HOST);
    const tournament = await running(player);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openLiveClient(baseUrl, HOST, '', { ignore: ['configuration.changed'] });
    try {
      expect(await client.next()).toEqual({ type: 'hello' });
      client.send({ type: 'subscribe', channel: 'tournaments' });
      expect(await client.next()).toEqual({ type: 'subscribed', channel: 'tournaments' });
      const stake = stakeOf(player, { occurredAt: new Date() });
      await writeActivity(db(), t.app.services.activity, [stake, resultOf(stake, 2_500, 'win')]);
      await scoreAll(t.app, db());
      const mine = (m: LiveServerMessage) =>
        m.type === 'event' &&
        m.event.type === TOURNAMENTS_LIVE.board &&
        tournamentBoardEventSchema.parse(m.event.data).id === tournament.id;
      const frame = await client.next(mine, 10_000);
      expect(frame).toMatchObject({ topic: channelTopic('tournaments', player.tenantId) });
      const event =
        frame.type === 'event' ? tournamentBoardEventSchema.parse(frame.event.data) : null;
      expect(event?.board).toEqual([
        { position: 1, name: expect.stringContaining('***') as string, points: 250, rounds: 1 },
      ]);
    } finally {
      client.close();
    }
  });
});

describe('the end', () => {
  it('pays once although two processes close at the same time', async () => {
    const players = await Promise.all([0, 1, 2].map(() => newPlayer(t.app, HOST)));
    const now = Date.now();
    const tournament = await running(players[0] as TestPlayer, {
      ends_at: new Date(now + HOUR_MS).toISOString(),
      prizes: [
        { from: 1, to: 1, kind: 'cash', amount: 70_000, campaign_id: null },
        { from: 2, to: 2, kind: 'miles', amount: 40, campaign_id: null },
        { from: 3, to: 3, kind: 'cash', amount: 10_000, campaign_id: null },
      ],
    });
    const records = players.flatMap((p, i) => {
      const stake = stakeOf(p, { occurredAt: new Date(now - 1_000) });
      return [stake, resultOf(stake, 1_000 * (i + 2), 'win')];
    });
    await writeActivity(db(), t.app.services.activity, records);
    const before = await Promise.all(players.map(cashOf));

    const other = await otherDb();
    const services = t.app.services;
    const second = createTournamentsService({
      ...services,
      db: other,
      clock: () => new Date(Date.now() + offsetMs),
      idempotency: t.app.platform.idempotency,
      activity: createActivityService({ db: other, players: services.players }),
      gameNames: () => Promise.resolve(new Map<string, string>()),
      offeredSports: () => Promise.resolve(SPORTS),
      betSports: (tx, ids) => services.sports.betSports(tx, ids),
    });
    offsetMs = 2 * HOUR_MS;
    try {
      const closed = await Promise.all([service().closeDue(), second.closeDue()]);
      expect(closed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await Promise.all([service().closeDue(), second.closeDue()])).toEqual([0, 0]);
    } finally {
      offsetMs = 0;
    }

    const entries = await entriesOf(tournament.id);
    const placeOf = (p: TestPlayer) => entries.find((e) => e.playerId === p.playerId)?.position;
    // The best multiplier wins: x4, x3, x2.
    expect(players.map(placeOf)).toEqual([3, 2, 1]);
    const after = await Promise.all(players.map(cashOf));
    expect(after.map((cash, i) => cash - (before[i] ?? 0))).toEqual([10_000, 0, 70_000]);
    const paid = await db()
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.type, 'tournament_prize'),
          eq(walletTransactions.reference, tournament.id),
        ),
      );
    expect(paid).toHaveLength(2);
    const summary = await services.miles.summary(
      players[1]?.tenantId ?? '',
      players[1]?.playerId ?? '',
    );
    expect(summary.balance).toBe(40);
    expect(await toldOf(players, 'tournaments.inbox.won_title')).toBe(3);
    const view = await rgCall(
      t.app,
      players[2] as TestPlayer,
      'GET',
      TOURNAMENTS_API.detail(tournament.id),
    );
    const detail = view.json<{ response: TournamentDetail }>().response;
    expect(detail).toMatchObject({
      state: 'finished',
      me: { position: 1, prize: { kind: 'cash', amount: 70_000 } },
    });
    expect(detail.board.map((b) => b.points)).toEqual([400, 300, 200]);
    expect((await checkLedger(db(), players[0]?.tenantId ?? '')).problems).toEqual([]);
  });

  it('pays every player when fewer took part than there are prizes', async () => {
    const [winner, blank] = await Promise.all([newPlayer(t.app, HOST), newPlayer(t.app, HOST)]);
    const now = Date.now();
    const tournament = await running(winner, {
      entry: 'opt_in',
      ends_at: new Date(now + HOUR_MS).toISOString(),
      prizes: [
        { from: 1, to: 1, kind: 'cash', amount: 30_000, campaign_id: null },
        { from: 2, to: 5, kind: 'miles', amount: 10, campaign_id: null },
      ],
    });
    for (const player of [winner, blank] as TestPlayer[]) {
      expect((await enter(player, tournament.id)).statusCode).toBe(200);
    }
    const stake = stakeOf(winner, { occurredAt: new Date(Date.now() + 1_000) });
    await writeActivity(db(), t.app.services.activity, [stake, resultOf(stake, 1_500, 'win')]);
    await scoreAll(t.app, db());
    const before = await cashOf(winner);
    offsetMs = 2 * HOUR_MS;
    try {
      await service().closeDue();
    } finally {
      offsetMs = 0;
    }
    expect((await cashOf(winner)) - before).toBe(30_000);
    const entries = await entriesOf(tournament.id);
    expect(
      entries.map((e) => [e.playerId === winner?.playerId, e.position, e.prize !== null]).sort(),
    ).toEqual([
      [false, null, false],
      [true, 1, true],
    ]);
    const list = await rgCall(t.app, blank, 'GET', `${TOURNAMENTS_API.list}?state=finished`);
    const mine = list
      .json<{ response: { items: TournamentSummary[] } }>()
      .response.items.find((i) => i.id === tournament.id);
    expect(mine?.me).toMatchObject({ position: null, points: 0, prize: null });
  });

  it('a cancelled buy-in tournament refunds every entrant, once, and tells them', async () => {
    const players = await Promise.all([0, 1, 2].map(() => newPlayer(t.app, HOST)));
    const tournament = await running(players[0] as TestPlayer, { entry: 'buy_in', buy_in: 5_000 });
    for (const player of players) await fund(t.app, player, 20_000);
    const unconfirmed = await enter(players[0] as TestPlayer, tournament.id, {
      accept_buy_in: 500,
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      response: [expect.stringMatching(/^Confirm the buy-in of ARS\s50\.00 to enter\.$/)],
    });
    for (const player of players) {
      const key = crypto.randomUUID();
      const res = await enter(player, tournament.id, { accept_buy_in: 5_000 }, key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ response: { balance: 15_000, me: { points: 0 } } });
      // The same key again: the first answer, nothing paid twice.
      expect((await enter(player, tournament.id, { accept_buy_in: 5_000 }, key)).statusCode).toBe(
        200,
      );
      const again = await enter(player, tournament.id, { accept_buy_in: 5_000 });
      expect(again.json()).toMatchObject({ response: ['You are already in this tournament.'] });
    }
    expect(await Promise.all(players.map(cashOf))).toEqual([15_000, 15_000, 15_000]);

    const cancelled = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_TOURNAMENTS_API.cancel(tournament.id),
      {
        reason: 'Provider outage',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      response: { state: 'cancelled', entrants: 3, buy_ins: 0, cancel_reason: 'Provider outage' },
    });
    expect(await Promise.all(players.map(cashOf))).toEqual([20_000, 20_000, 20_000]);
    const twice = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_TOURNAMENTS_API.cancel(tournament.id),
      {
        reason: 'Again',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(await Promise.all(players.map(cashOf))).toEqual([20_000, 20_000, 20_000]);
    expect(await toldOf(players, 'tournaments.inbox.cancelled_title')).toBe(3);
    expect((await checkLedger(db(), players[0]?.tenantId ?? '')).problems).toEqual([]);
    const late = await enter(players[0] as TestPlayer, tournament.id, { accept_buy_in: 5_000 });
    expect(late.json()).toMatchObject({ response: ['This tournament is not open for entries.'] });
  });
});

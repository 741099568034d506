// The server side of the tournament board bench (bench/tournaments-fanout.ts), in a process of
// its own. TOURNAMENT_MODE:
// - `app`: the real app, embedded (PGlite, in-process bus, its jobs on: the scoring consumer
//   every second), one running automatic casino tournament, 50 players each playing a
//   round (a stake and its win, in the activity stream, as the money port writes them)
//   every PLAY_EVERY_MS; the boards go out through the app's own consumer and live channel;
// - `bare`: a bare `ws` server broadcasting a board frame of the same size to every client
//   once per second (the consumer's period), the usual broadcast loop.
// Every board frame carries `updated_at`: in the app, the time of the newest score it holds.
import crypto from 'node:crypto';
import { WebSocketServer } from 'ws';
import type {} from '../apps/api/src/types';
import type { TournamentBoardEvent } from '@tribuna/contracts/tournaments';

const mode = process.env.TOURNAMENT_MODE === 'bare' ? 'bare' : 'app';
const port = Number(process.env.PORT ?? 0);
const PLAYERS = 50;
const PLAY_EVERY_MS = 500;

interface Server {
  /** Plays (or, bare, broadcasts) until the time is up; answers what it did. */
  run(durationMs: number): Promise<{ rounds: number; boards: number }>;
  close(): Promise<void>;
}

function boardOf(updatedAt: Date): TournamentBoardEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    entrants: PLAYERS,
    board: Array.from({ length: PLAYERS }, (_, i) => ({
      position: i + 1,
      name: `pl***${i % 10}`,
      points: 10_000 - i * 37,
      rounds: 40 + i,
    })),
    updated_at: updatedAt.toISOString(),
  };
}

async function startApp(): Promise<Server> {
  const [{ openBenchApp }, { SYSTEM_ACTOR }, { tournamentRequest }, live] = await Promise.all([
    import('./bench-app'),
    import('../apps/api/src/modules/audit/audit.service'),
    import('../apps/api/src/modules/tournaments/tournaments.test-support'),
    import('@tribuna/contracts/live'),
  ]);
  const bench = await openBenchApp('tournaments', undefined, 'warn');
  const { app, infra } = bench;
  const tenant = (await app.services.tenants.list()).find((t) => t.slug === 'tribuna');
  if (!tenant) throw new Error('the demo brand tribuna is missing');
  const { players, activity, tournaments } = app.services;
  const [demo] = (await players.refs(tenant.id, { q: 'demo' })).filter(
    (p) => p.username === 'demo',
  );
  const record = demo ? await players.getRecord(tenant.id, demo.id) : null;
  if (!record) throw new Error('the demo player is missing');
  const ids: string[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const username = `bench${String(i).padStart(2, '0')}`;
    await players.ensureDemo(
      tenant.id,
      {
        username,
        email: `${username}@bench.test`,
        name: 'Bench',
        lastName: 'Player',
        language: 'en_US',
        status: 'active',
      },
      record.passwordHash,
    );
    const [made] = (await players.refs(tenant.id, { q: username })).filter(
      (p) => p.username === username,
    );
    if (made) ids.push(made.id);
  }
  await tournaments.create(
    SYSTEM_ACTOR,
    tenant.id,
    // The tests' casino tournament (automatic entry, from a minute ago for a day).
    tournamentRequest({
      translations: { en_US: { name: 'Bench cup', description: '', rules: '' } },
      prizes: [{ from: 1, to: 3, kind: 'miles', amount: 10, campaign_id: null }],
    }),
    { seeded: true },
  );
  await app.listen({ port, host: '127.0.0.1' });
  const db = infra.database.db;
  let boards = 0;
  app.platform.bus.subscribe(live.channelTopic('tournaments', tenant.id), () => {
    boards += 1;
  });
  return {
    async run(durationMs) {
      const until = Date.now() + durationMs;
      let rounds = 0;
      boards = 0;
      // Each player plays a round every PLAY_EVERY_MS, starting at staggered times.
      await Promise.all(
        ids.map(async (playerId, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * PLAY_EVERY_MS) / PLAYERS));
          while (Date.now() < until) {
            const reference = `bench-${crypto.randomUUID()}`;
            const base = {
              tenantId: tenant.id,
              playerId,
              product: 'casino',
              reference,
              game: 'tesoro-del-dragon',
              currency: tenant.settings.currency,
            } as const;
            const stake = 1_000;
            await db.transaction(async (tx) => {
              await activity.record(tx, {
                ...base,
                kind: 'stake',
                cash: stake,
                category: 'slots',
                idempotencyKey: `${reference}:stake`,
                occurredAt: new Date(),
              });
              await activity.record(tx, {
                ...base,
                kind: 'result',
                cash: Math.floor(stake * Math.random() * 20),
                outcome: 'win',
                idempotencyKey: `${reference}:win`,
                occurredAt: new Date(),
              });
            });
            rounds += 1;
            await new Promise((resolve) => setTimeout(resolve, PLAY_EVERY_MS));
          }
        }),
      );
      return { rounds, boards };
    },
    close: bench.close,
  };
}

async function startBare(): Promise<Server> {
  const wss = new WebSocketServer({ port, host: '127.0.0.1', path: '/api/live' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'hello' }));
    socket.on('message', () =>
      socket.send(JSON.stringify({ type: 'subscribed', channel: 'tournaments' })),
    );
  });
  return {
    async run(durationMs) {
      const until = Date.now() + durationMs;
      let boards = 0;
      while (Date.now() < until) {
        const frame = JSON.stringify({
          type: 'event',
          topic: 'tournaments:bench',
          event: { type: 'tournament.board', data: boardOf(new Date()) },
        });
        for (const client of wss.clients) client.send(frame);
        boards += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      return { rounds: 0, boards };
    },
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}

const server = mode === 'app' ? await startApp() : await startBare();
process.on('message', (message: { type: 'run'; durationMs: number } | { type: 'stop' }) => {
  if (message.type === 'run') {
    void server.run(message.durationMs).then((done) => process.send?.({ type: 'done', ...done }));
  } else {
    void server.close().then(() => process.exit(0));
  }
});
console.log('listening');

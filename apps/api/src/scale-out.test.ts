import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { LIVE_CLOSE_CODES } from '@tribuna/contracts/live';
import { openLiveClient, type LiveTestClient } from './test/live-client';
import {
  createScratchDatabase,
  request,
  startServer,
  type HttpAnswer,
  type ServerProcess,
} from './test/server-process';
import { readEnv } from './env';

/**
 * Scale-out: two real API processes on one PostgreSQL and one Redis behave as
 * one platform. Runs only where both are configured (CI sets them).
 */
const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = readEnv();

describe.runIf(Boolean(databaseUrl && redisUrl))('scaled out: two processes', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const dataDir = path.join(os.tmpdir(), `tribuna-scale-${crypto.randomBytes(4).toString('hex')}`);
  const servers: ServerProcess[] = [];
  const sockets: LiveTestClient[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(databaseUrl ?? '');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      SECRET_KEY: crypto.randomBytes(32).toString('base64url'),
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    };
    // Both at once, on an empty database: migrations and the demo seed must not race.
    const started = await Promise.allSettled([startServer('A', env), startServer('B', env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  function explain(answer: HttpAnswer): string {
    return `${JSON.stringify(answer.body)}\n--- A ---\n${a.output()}\n--- B ---\n${b.output()}`;
  }

  async function live(
    server: ServerProcess,
    host = 'localhost',
    ignore: 'configuration.changed'[] = ['configuration.changed'],
  ): Promise<LiveTestClient> {
    const socket = await openLiveClient(server.baseUrl, host, '?language=en_US', { ignore });
    sockets.push(socket);
    expect(await socket.next()).toEqual({ type: 'hello' });
    return socket;
  }

  async function staffLogin(server: ServerProcess): Promise<string> {
    const res = await request(server, 'POST', '/api/office/auth/login', {
      body: { username: 'admin', password: 'admin1234' },
    });
    expect(res.status, explain(res)).toBe(200);
    return (res.body as { response: { token: string } }).response.token;
  }

  it('seeded the demo brands once although both processes started together', async () => {
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const tenants = await client.query<{ n: string }>('select count(*) as n from tenants');
      const hosts = await client.query<{ n: string }>(
        "select count(*) as n from tenant_hosts where host = 'localhost'",
      );
      expect(Number(tenants.rows[0]?.n)).toBeGreaterThanOrEqual(3);
      expect(Number(hosts.rows[0]?.n)).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a player blocked through A is refused by B at once, and B closes their socket', async () => {
    const login = await request(a, 'POST', '/api/auth/login', {
      body: { username: 'demo', password: 'demo1234' },
    });
    expect(login.status, explain(login)).toBe(200);
    const token = (login.body as { response: { token: string } }).response.token;
    const before = await request(b, 'POST', '/api/auth/user', { token });
    expect(before.status, explain(before)).toBe(200);

    const socket = await live(b);
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({ type: 'authenticated' });

    const staffToken = await staffLogin(a);
    const found = await request(a, 'GET', '/api/office/players?q=demo&limit=50&offset=0', {
      token: staffToken,
    });
    expect(found.status, explain(found)).toBe(200);
    const items = (found.body as { response: { items: { id: string; username: string }[] } })
      .response.items;
    const player = items.find((p) => p.username === 'demo');
    expect(player, explain(found)).toBeDefined();
    const playerId = player?.id ?? '';

    const blocked = await request(a, 'POST', `/api/office/players/${playerId}/block`, {
      token: staffToken,
      body: { reason: 'scale-out test' },
    });
    expect(blocked.status, explain(blocked)).toBe(200);
    try {
      // No waiting: B asks the database on every call.
      const after = await request(b, 'POST', '/api/auth/user', { token });
      expect(after.status, explain(after)).toBe(403);
      expect(after.body).toMatchObject({ response: ['User blocked'], code: 'USER_BLOCKED' });
      const again = await request(b, 'POST', '/api/auth/login', {
        body: { username: 'demo', password: 'demo1234' },
      });
      expect(again.status, explain(again)).toBe(403);
      expect(again.body).toMatchObject({ response: ['User blocked'], code: 'USER_BLOCKED' });
      // The revocation crossed Redis from A to B's socket.
      expect(await socket.closed(10_000)).toBe(LIVE_CLOSE_CODES.sessionRevoked);
    } finally {
      await request(a, 'POST', `/api/office/players/${playerId}/unblock`, {
        token: staffToken,
        body: {},
      });
    }
  });

  it('an event published on A reaches a WebSocket client of B', async () => {
    const onB = await live(b, 'localhost', []);
    const otherBrandOnB = await live(b, '127.0.0.1', []);
    const staffToken = await staffLogin(a);
    const site = await request(a, 'GET', '/api/office/site', { token: staffToken });
    expect(site.status, explain(site)).toBe(200);
    const { version, settings } = (
      site.body as { response: { version: number; settings: SiteSettings } }
    ).response;

    const primary = '#0a7e3d';
    const saved = await request(a, 'PUT', '/api/office/site', {
      token: staffToken,
      body: { version, settings: { ...settings, colors: { ...settings.colors, primary } } },
    });
    expect(saved.status, explain(saved)).toBe(200);

    expect(await onB.next(undefined, 10_000)).toEqual({ type: 'configuration.changed' });
    expect(await otherBrandOnB.next(undefined, 10_000)).toEqual({
      type: 'configuration.changed',
    });
    // And B's cached configuration was dropped: it serves the new colour at once.
    const { hash, api_key } = (site.body as { response: { hash: string; api_key: string } })
      .response;
    const config = await request(b, 'POST', '/api/configurations', {
      body: { domain: 'localhost', hash, language: 'en_US' },
      headers: { 'master-api-key': api_key },
    });
    expect(config.status, explain(config)).toBe(200);
    expect(JSON.stringify(config.body)).toContain(primary);
  });

  it('runs the sportsbook feed on one process, whose prices reach the sockets of both', async () => {
    // The feed's lease: one holder, one of our two processes, which keeps it (the
    // other does not take it over while it renews); its odds reach every process's sockets.
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    const ours = [a, b].map((server) => `${os.hostname()}:${server.child.pid ?? -1}:`);
    const holderNow = async (): Promise<{ holder: string; expires: Date } | undefined> => {
      const lease = await client.query<{ holder: string; expires_at: Date }>(
        "select holder, expires_at from job_leases where name = 'sports.feed' and expires_at > now()",
      );
      const row = lease.rows[0];
      return row && { holder: row.holder, expires: row.expires_at };
    };
    try {
      const deadline = Date.now() + 30_000;
      let first = await holderNow();
      while (!first && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        first = await holderNow();
      }
      expect(first, 'nobody holds the feed').toBeDefined();
      const holder = first?.holder ?? '';
      expect(
        ours.some((prefix) => holder.startsWith(prefix)),
        `${holder} vs ${ours.join(', ')}`,
      ).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const later = await holderNow();
      expect(later?.holder).toBe(holder);
      expect(later?.expires.getTime() ?? 0).toBeGreaterThan(first?.expires.getTime() ?? 0);
    } finally {
      await client.end();
    }
    const isMarkets = (m: { type: string; event?: { type: string } }) =>
      m.type === 'event' && m.event?.type === 'sports.markets';
    for (const server of [a, b]) {
      const socket = await live(server);
      socket.send({ type: 'subscribe', channel: 'sports' });
      expect(await socket.next((m) => m.type === 'subscribed', 10_000)).toEqual({
        type: 'subscribed',
        channel: 'sports',
      });
      const frame = await socket.next(isMarkets, 20_000);
      expect(frame.type === 'event' && frame.topic.startsWith('sports:')).toBe(true);
    }
  }, 60_000);
});

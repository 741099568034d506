import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelTopic,
  LIVE_CLOSE_CODES,
  LIVE_MAX_AUTH_FAILURES,
  playerTopic,
  tenantTopic,
} from '@tribuna/contracts/live';
import { openLiveClient, type LiveTestClient } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import type { Tenant } from '../tenants/tenants.service';

let t: TestApp;
let baseUrl: string;
let tribuna: Tenant;
let riobet: Tenant;
const open: LiveTestClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const brands = await t.app.services.tenants.list();
  tribuna = brands.find((b) => b.slug === 'tribuna')!;
  riobet = brands.find((b) => b.slug === 'riobet')!;
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

/** Brand changes made by other test files on a shared Redis reach every socket: skip them. */
async function connect(
  host: string,
  query = '',
  ignore: 'configuration.changed'[] = ['configuration.changed'],
): Promise<LiveTestClient> {
  const client = await openLiveClient(baseUrl, host, query, { ignore });
  open.push(client);
  expect(await client.next()).toEqual({ type: 'hello' });
  return client;
}

interface Login {
  token: string;
  playerId: string;
}

/** Logs a demo player in through the real auth call, as the site does. */
async function login(host: string, username = 'demo'): Promise<Login> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { username, password: 'demo1234' },
  });
  expect(res.statusCode).toBe(200);
  const token = res.json<{ response: { token: string } }>().response.token;
  const claims = await t.app.platform.tokens.verify(token, 'player');
  return { token, playerId: claims!.sub };
}

describe('GET /api/live as a guest', () => {
  it("hears its brand's topic and not another brand's", async () => {
    const here = await connect('localhost');
    const there = await connect('127.0.0.1');
    await t.app.services.live.publishToTenant(tribuna.id, { type: 'odds.changed', data: { n: 1 } });
    await t.app.services.live.publishToTenant(riobet.id, { type: 'odds.changed', data: { n: 2 } });
    expect(await here.next()).toEqual({
      type: 'event',
      topic: tenantTopic(tribuna.id),
      event: { type: 'odds.changed', data: { n: 1 } },
    });
    expect(await there.next()).toMatchObject({ event: { data: { n: 2 } } });
    // Nothing else arrived for either (the next frame is the answer to a ping).
    here.send({ type: 'ping' });
    expect(await here.next()).toEqual({ type: 'pong' });
  });

  it('answers bad frames with an error in the page language and stays open', async () => {
    const client = await connect('localhost', '?language=pt_BR');
    for (const frame of [
      'not json',
      '{"type":"subscribe"}',
      '{"type":"subscribe","channel":"casino"}',
      '{"type":"unsubscribe","channel":"tenant"}',
      '[]',
      '{"type":"auth"}',
    ]) {
      client.send(frame);
      expect(await client.next()).toEqual({
        type: 'error',
        code: 'BAD_REQUEST',
        message: 'O canal ao vivo não conseguiu entender essa mensagem.',
      });
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'BAD_REQUEST' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('refuses forged, expired-shaped and other brands’ tokens', async () => {
    const client = await connect('localhost', '?language=en_US');
    client.send({ type: 'auth', token: 'not-a-jwt' });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });

    // A perfectly signed token, but issued on another brand.
    const foreign = await t.app.platform.tokens.sign(
      { sub: crypto.randomUUID(), tid: riobet.id, sid: crypto.randomUUID(), aud: 'player' },
      60,
    );
    client.send({ type: 'auth', token: foreign });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });

    // A staff token is not a player token.
    const staff = await t.app.platform.tokens.sign(
      { sub: crypto.randomUUID(), tid: tribuna.id, sid: crypto.randomUUID(), aud: 'staff' },
      60,
    );
    client.send({ type: 'auth', token: staff });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });

    // A signed token of this brand whose session does not exist.
    const ghost = await t.app.platform.tokens.sign(
      { sub: crypto.randomUUID(), tid: tribuna.id, sid: crypto.randomUUID(), aud: 'player' },
      60,
    );
    client.send({ type: 'auth', token: ghost });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
  });

  it('closes a socket after too many refused auth frames', async () => {
    const client = await connect('localhost');
    for (let i = 0; i < LIVE_MAX_AUTH_FAILURES; i += 1) {
      client.send({ type: 'auth', token: `forged-${i}` });
      expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
    }
    expect(await client.closed()).toBe(LIVE_CLOSE_CODES.tooManyFailures);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/api/live');
  });

  it('answers a plain GET, without an upgrade, with a 426 in the envelope and the language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { host: 'localhost', 'master-language': 'pt_BR' },
    });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(res.json()).toEqual({
      response: ['Este endereço aceita apenas conexões WebSocket.'],
      code: 'BAD_REQUEST',
    });
    const english = await fetch(`${baseUrl}/api/live`, { headers: { 'master-language': 'en_US' } });
    expect(english.status).toBe(426);
    expect(await english.json()).toEqual({
      response: ['This address takes WebSocket connections only.'],
      code: 'BAD_REQUEST',
    });
  });

  it('refuses the upgrade on an unknown host', async () => {
    await expect(openLiveClient(baseUrl, 'nobody.example')).rejects.toThrow(/HTTP 404/);
  });

  it('tells every page to re-fetch its configuration when a brand changes', async () => {
    const here = await connect('localhost', '', []);
    const there = await connect('127.0.0.1', '', []);
    await t.app.services.tenants.updateSettings(SYSTEM_ACTOR, tribuna.id, {
      ...tribuna.settings,
      colors: { ...tribuna.settings.colors, primary: '#123456' },
    });
    expect(await here.next()).toEqual({ type: 'configuration.changed' });
    expect(await there.next()).toEqual({ type: 'configuration.changed' });
  });

  it("tells only that brand's pages when the change names the brand", async () => {
    const here = await connect('localhost', '', []);
    const there = await connect('127.0.0.1', '', []);
    await t.infra.bus.publish('system', { type: 'tenant.changed', data: { tenantId: riobet.id } });
    expect(await there.next()).toEqual({ type: 'configuration.changed' });
    here.send({ type: 'ping' });
    expect(await here.next()).toEqual({ type: 'pong' });
  });
});

describe('GET /api/live as a player', () => {
  it("hears the player's own topic after auth, and nobody else does", async () => {
    const { token, playerId } = await login('localhost');
    const mine = await connect('localhost');
    const guest = await connect('localhost');
    mine.send({ type: 'auth', token });
    expect(await mine.next()).toEqual({ type: 'authenticated' });

    await t.app.services.live.publishToPlayer(playerId, {
      type: 'balance.changed',
      data: { balance: 1000 },
    });
    expect(await mine.next()).toEqual({
      type: 'event',
      topic: playerTopic(playerId),
      event: { type: 'balance.changed', data: { balance: 1000 } },
    });
    guest.send({ type: 'ping' });
    expect(await guest.next()).toEqual({ type: 'pong' });
  });

  it("refuses a token on another brand's host", async () => {
    const { token } = await login('localhost');
    const client = await connect('127.0.0.1');
    client.send({ type: 'auth', token });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
  });

  it("closes the player's sockets with 4401 when the sessions are revoked", async () => {
    const { token, playerId } = await login('localhost');
    const first = await connect('localhost');
    const second = await connect('localhost');
    for (const client of [first, second]) {
      client.send({ type: 'auth', token });
      expect(await client.next()).toEqual({ type: 'authenticated' });
    }
    const guest = await connect('localhost');
    await t.infra.bus.publish(playerTopic(playerId), { type: 'session.revoked', data: null });
    expect(await first.closed()).toBe(LIVE_CLOSE_CODES.sessionRevoked);
    expect(await second.closed()).toBe(LIVE_CLOSE_CODES.sessionRevoked);
    guest.send({ type: 'ping' });
    expect(await guest.next()).toEqual({ type: 'pong' });
  });

  it('closes only the revoked session when the message names one', async () => {
    const a = await login('localhost');
    const b = await login('localhost');
    const claimsA = await t.app.platform.tokens.verify(a.token, 'player');
    const first = await connect('localhost');
    const second = await connect('localhost');
    first.send({ type: 'auth', token: a.token });
    second.send({ type: 'auth', token: b.token });
    expect(await first.next()).toEqual({ type: 'authenticated' });
    expect(await second.next()).toEqual({ type: 'authenticated' });
    await t.infra.bus.publish(playerTopic(a.playerId), {
      type: 'session.revoked',
      data: { sessionId: claimsA!.sid },
    });
    expect(await first.closed()).toBe(LIVE_CLOSE_CODES.sessionRevoked);
    second.send({ type: 'ping' });
    expect(await second.next()).toEqual({ type: 'pong' });
  });

  it('refuses a blocked player', async () => {
    const client = await connect('localhost', '?language=en_US');
    const { token } = await login('localhost');
    const claims = await t.app.platform.tokens.verify(token, 'player');
    await t.app.services.players.setStatus(SYSTEM_ACTOR, tribuna.id, claims!.sub, 'blocked', null);
    try {
      client.send({ type: 'auth', token });
      expect(await client.next()).toEqual({
        type: 'error',
        code: 'USER_BLOCKED',
        message: 'User blocked',
      });
    } finally {
      await t.app.services.players.setStatus(SYSTEM_ACTOR, tribuna.id, claims!.sub, 'active', null);
    }
  });
});

describe('GET /api/live channels', () => {
  const odds = { type: 'sports.markets.changed', data: { markets: [] } };

  it("lets a guest join `sports` and hear the brand's channel; others hear nothing", async () => {
    const joined = await connect('localhost');
    const notJoined = await connect('localhost');
    const otherBrand = await connect('127.0.0.1');
    for (const client of [joined, otherBrand]) {
      client.send({ type: 'subscribe', channel: 'sports' });
      expect(await client.next()).toEqual({ type: 'subscribed', channel: 'sports' });
    }

    await t.app.services.live.publishToChannel(tribuna.id, 'sports', odds);
    expect(await joined.next()).toEqual({
      type: 'event',
      topic: channelTopic('sports', tribuna.id),
      event: odds,
    });
    // Neither the socket that did not join nor another brand's subscriber heard it.
    for (const client of [notJoined, otherBrand]) {
      client.send({ type: 'ping' });
      expect(await client.next()).toEqual({ type: 'pong' });
    }
    // The brand's own topic is untouched by channels.
    await t.app.services.live.publishToTenant(tribuna.id, { type: 'x', data: 1 });
    expect(await notJoined.next()).toMatchObject({ topic: tenantTopic(tribuna.id) });
    expect(await joined.next()).toMatchObject({ topic: tenantTopic(tribuna.id) });
  });

  it('stops after unsubscribe, and a second subscribe is answered again', async () => {
    const client = await connect('localhost');
    const other = await connect('localhost');
    client.send({ type: 'subscribe', channel: 'sports' });
    client.send({ type: 'subscribe', channel: 'sports' });
    other.send({ type: 'subscribe', channel: 'sports' });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: 'sports' });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: 'sports' });
    expect(await other.next()).toEqual({ type: 'subscribed', channel: 'sports' });

    client.send({ type: 'unsubscribe', channel: 'sports' });
    // Leaving twice is harmless; the ping's answer proves both were handled.
    client.send({ type: 'unsubscribe', channel: 'sports' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });

    await t.app.services.live.publishToChannel(tribuna.id, 'sports', odds);
    // The other subscriber still hears the channel: the topic stays while it has sockets.
    expect(await other.next()).toMatchObject({ type: 'event', event: odds });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('works for an authenticated player alongside the player topic', async () => {
    const { token, playerId } = await login('localhost');
    const client = await connect('localhost');
    client.send({ type: 'auth', token });
    expect(await client.next()).toEqual({ type: 'authenticated' });
    client.send({ type: 'subscribe', channel: 'sports' });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: 'sports' });
    await t.app.services.live.publishToChannel(tribuna.id, 'sports', odds);
    await t.app.services.live.publishToPlayer(playerId, { type: 'balance.changed', data: 1 });
    const topics = [await client.next(), await client.next()].map((m) =>
      m.type === 'event' ? m.topic : m.type,
    );
    expect(topics.sort()).toEqual(
      [channelTopic('sports', tribuna.id), playerTopic(playerId)].sort(),
    );
  });
});

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@tribuna/contracts/auth';
import type { InjectOptions } from 'fastify';
import { createTokenIssuer } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { mailOutbox } from '../mail/mail.schema';
import type { Tenant } from '../tenants/tenants.service';
import { passwordResets, players, playerSessions, refreshTokens } from './players.schema';
import {
  playerCall,
  playerLogin,
  playerSessionOf,
  someAddress,
  type PlayerSession,
} from './players.test-support';

let t: TestApp;
let tribuna: Tenant;
let riobet: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  const brands = await t.app.services.tenants.list();
  const find = (slug: string) => {
    const brand = brands.find((b) => b.slug === slug);
    if (!brand) throw new Error(`demo brand ${slug} missing`);
    return brand;
  };
  tribuna = find('tribuna');
  riobet = find('riobet');
});
afterAll(() => t.close());

const db = () => t.infra.database.db;

interface Call {
  host?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  language?: string;
  remoteAddress?: string;
}

function post(url: string, call: Call = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: call.host ?? 'localhost:3000',
      'master-language': call.language ?? 'en_US',
      ...call.headers,
    },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
    ...(call.cookies ? { cookies: call.cookies } : {}),
    remoteAddress: call.remoteAddress ?? someAddress(),
  });
}

/** A refresh-cookie call (refresh, logout, reset) with the XSRF cookie, echoed unless told not to. */
function cookieCall(
  url: string,
  session: PlayerSession,
  opts: { echo?: boolean; host?: string } = {},
) {
  return post(url, {
    host: opts.host ?? session.host,
    cookies: { [AUTH_COOKIE.refresh]: session.refresh, [AUTH_COOKIE.xsrf]: session.xsrf },
    headers: opts.echo === false ? {} : { [AUTH_COOKIE.xsrfHeader]: session.xsrf },
  });
}

async function rows() {
  const [p] = await db().select({ n: count() }).from(players);
  const [s] = await db().select({ n: count() }).from(playerSessions);
  const [r] = await db().select({ n: count() }).from(refreshTokens);
  const [m] = await db().select({ n: count() }).from(mailOutbox);
  const [pr] = await db().select({ n: count() }).from(passwordResets);
  return { players: p?.n, sessions: s?.n, refresh: r?.n, mail: m?.n, resets: pr?.n };
}

let serial = 0;
function newPlayer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const username = `player${serial}x${Date.now() % 100000}`;
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass-1',
    name: 'Ana',
    last_name: 'Souza',
    is_adult: true,
    birth_date: '1990-04-02',
    accept_terms: true,
    accept_privacy: true,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, host = 'localhost:3000') {
  const res = await post('/api/auth/register', { host, payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return playerSessionOf(host, res);
}

describe('POST /api/auth/register', () => {
  it('creates the account and logs it in like login', async () => {
    const body = newPlayer({ phone: '+54 11 5555-1234', country: 'AR', birth_date: '1990-04-02' });
    const res = await post('/api/auth/register', { payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      response: { token_type: 'Bearer', expires_in: 900, refresh_expires_in: 30 * 24 * 3600 },
    });
    const refresh = res.cookies.find((c) => c.name === AUTH_COOKIE.refresh);
    expect(refresh).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', maxAge: 31536000 });
    expect(refresh?.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE.xsrf)).toBeDefined();

    const user = await playerCall(t.app, playerSessionOf('localhost', res), '/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      user: {
        username: body.username,
        email: body.email,
        name: 'Ana',
        last_name: 'Souza',
        phone: '+54 11 5555-1234',
        country: 'AR',
        birth_date: '1990-04-02',
        currency: 'ARS',
        language: 'en_US',
        status: 'active',
        scope: [],
      },
    });
    const [row] = await db().select().from(players).where(eq(players.username, body.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('names every missing field, with the spec messages, and stores nothing', async () => {
    const before = await rows();
    const res = await post('/api/auth/register', { payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toMatchObject({
      email: ['Email is required'],
      name: ['The name is required'],
      is_adult: ['You must confirm that you are over 18'],
      accept_terms: ['You must accept the terms and conditions'],
      accept_privacy: ['You must accept the privacy policy'],
    });
    expect(body.fields.username).toBeDefined();
    expect(body.fields.password).toBeDefined();
    expect(await rows()).toEqual(before);
  });

  it('says "Email is invalid", refuses false consents, in the caller language', async () => {
    const before = await rows();
    const en = await post('/api/auth/register', {
      payload: newPlayer({ email: 'not-an-email', is_adult: false }),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ fields: Record<string, string[]> }>().fields).toMatchObject({
      email: ['Email is invalid'],
      is_adult: ['You must confirm that you are over 18'],
    });
    const pt = await post('/api/auth/register', {
      language: 'pt_BR',
      payload: newPlayer({ email: 'x@', name: ' ', accept_terms: 'yes' }),
    });
    expect(pt.json<{ fields: Record<string, string[]> }>().fields).toMatchObject({
      email: ['O e-mail é inválido'],
      name: ['O nome é obrigatório'],
      accept_terms: ['Você deve aceitar os termos e condições'],
    });
    const es = await post('/api/auth/register', {
      language: 'es_ES',
      payload: newPlayer({ email: '' }),
    });
    expect(es.json<{ fields: Record<string, string[]> }>().fields.email).toEqual([
      'El correo electrónico es obligatorio',
    ]);
    const malformed = await post('/api/auth/register', {
      payload: newPlayer({ username: 'has space', birth_date: '1990-13-45', gender: 'x' }),
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ fields: object }>().fields).sort()).toEqual([
      'birth_date',
      'gender',
      'username',
    ]);
    expect(await rows()).toEqual(before);
  });

  it('refuses a taken username or email (any case) with 409 per field; other brands are apart', async () => {
    const first = newPlayer();
    await register(first);
    const before = await rows();
    const res = await post('/api/auth/register', {
      payload: newPlayer({
        username: first.username.toUpperCase(),
        email: first.email.toUpperCase(),
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fields: {
        username: ['This username is already taken'],
        email: ['This email is already registered'],
      },
    });
    expect(await rows()).toEqual(before);
    // The same person may hold an account on another brand.
    await register(first, '127.0.0.1');
  });

  it('links a referral code of the same brand and refuses an unknown one', async () => {
    const referrer = await register(newPlayer());
    const user = await playerCall(t.app, referrer, '/api/auth/user');
    const code = user.json<{ user: { referral_code: string } }>().user.referral_code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const before = await rows();
    const unknown = await post('/api/auth/register', {
      payload: newPlayer({ referral_code: 'NOPE1234' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      fields: { referral_code: ['The referral code does not exist'] },
    });
    // A code from another brand is unknown here.
    const foreign = await post('/api/auth/register', {
      host: '127.0.0.1',
      payload: newPlayer({ referral_code: code }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(await rows()).toEqual(before);

    // A promo code is one of the brand's bonus codes (bonus.routes.test.ts has the rest).
    const referee = newPlayer({ referral_code: code.toLowerCase(), promo_code: 'BIENVENIDA' });
    await register(referee);
    const [row] = await db().select().from(players).where(eq(players.username, referee.username));
    const referrerId = user.json<{ user: { id: string } }>().user.id;
    expect(row).toMatchObject({ referredBy: referrerId, promoCode: 'BIENVENIDA' });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in by username or by email, with the refresh token as an httpOnly cookie', async () => {
    const byName = await post('/api/auth/login', {
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(byName.statusCode).toBe(200);
    const body = byName.json<{ response: { token: string } }>();
    expect(body.response).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const claims = await t.app.platform.tokens.verify(body.response.token, 'player');
    expect(claims).toMatchObject({ tid: tribuna.id, aud: 'player' });
    expect(byName.cookies.find((c) => c.name === AUTH_COOKIE.refresh)).toMatchObject({
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
    });

    const byEmail = await post('/api/auth/login', {
      payload: { username: 'DEMO@tribuna.test', password: 'demo1234' },
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('marks the refresh cookie secure over https', async () => {
    const secureApp = t.app;
    const res = await secureApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
      payload: { username: 'demo', password: 'demo1234' },
      remoteAddress: someAddress(),
    });
    // Without TRUST_PROXY the forwarded header is ignored: plain http, not secure.
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE.refresh)?.secure).toBeFalsy();
  });

  it('answers a bad password or unknown account with the same 401 alert, storing nothing', async () => {
    const before = await rows();
    for (const payload of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody-here', password: 'demo1234' },
      { username: 'demo@riobet.test', password: 'demo1234' },
    ]) {
      const res = await post('/api/auth/login', { payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        response: ['The username or password are incorrect'],
        type: 'alert',
        code: 'INVALID_CREDENTIALS',
      });
    }
    const es = await post('/api/auth/login', {
      language: 'es_ES',
      payload: { username: 'demo', password: 'nope' },
    });
    expect(es.json()).toMatchObject({ response: ['El usuario o la contraseña son incorrectos'] });
    expect(await rows()).toEqual(before);
  });

  it('asks for both credentials when one is missing or empty', async () => {
    for (const payload of [{}, { username: '', password: '' }, { username: 'demo' }]) {
      const res = await post('/api/auth/login', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        response: ['Insert the username and/or password'],
      });
    }
    const pt = await post('/api/auth/login', { language: 'pt_BR', payload: { password: 'x' } });
    expect(pt.json()).toMatchObject({ response: ['Insira o usuário e/ou a senha'] });
  });

  it('refuses a blocked player with "User blocked" only once the password is right', async () => {
    const right = await post('/api/auth/login', {
      payload: { username: 'blocked', password: 'demo1234' },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      response: ['User blocked'],
      type: 'alert',
      code: 'USER_BLOCKED',
    });
    const wrong = await post('/api/auth/login', {
      payload: { username: 'blocked', password: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an unknown host and another brand key', async () => {
    const unknown = await post('/api/auth/login', {
      host: 'evil.example',
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_HOST' });
    const key = await post('/api/auth/login', {
      headers: { 'master-api-key': riobet.apiKey },
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(key.statusCode).toBe(403);
    const ownKey = await post('/api/auth/login', {
      headers: { 'master-api-key': tribuna.apiKey },
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(ownKey.statusCode).toBe(200);
  });

  it('answers 503 during maintenance', async () => {
    const settings = { ...riobet.settings, maintenance: { enabled: true } };
    const updated = await t.app.services.tenants.updateSettings(SYSTEM_ACTOR, riobet.id, settings);
    try {
      const res = await post('/api/auth/login', {
        host: '127.0.0.1',
        payload: { username: 'demo', password: 'demo1234' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ response: ['We are currently under maintenance.'] });
    } finally {
      await t.app.services.tenants.updateSettings(SYSTEM_ACTOR, riobet.id, {
        ...updated.settings,
        maintenance: { enabled: false },
      });
    }
  });
});

describe('login rate limits', () => {
  it('locks an account after 5 failures in 15 minutes, from any address', async () => {
    const p = newPlayer();
    await register(p);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/login', {
        payload: { username: p.username, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    // Even the right password, by email, from elsewhere.
    const locked = await post('/api/auth/login', {
      payload: { username: p.email, password: p.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json<{ response: string[] }>().response[0]).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The same username on another brand is another account.
    await register(p, '127.0.0.1');
    const other = await post('/api/auth/login', {
      host: '127.0.0.1',
      payload: { username: p.username, password: p.password },
    });
    expect(other.statusCode).toBe(200);
  });

  it('clears the account counter on success', async () => {
    const p = newPlayer();
    await register(p);
    const fail = () =>
      post('/api/auth/login', { payload: { username: p.username, password: 'wrong-password' } });
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    const ok = await post('/api/auth/login', {
      payload: { username: p.username, password: p.password },
    });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
  });

  it('allows 20 failures per address in 15 minutes; good logins do not count', async () => {
    const remoteAddress = someAddress();
    // Players behind one NAT: more good logins than the limit, none refused.
    for (let i = 0; i < 21; i += 1) {
      const res = await post('/api/auth/login', {
        remoteAddress,
        payload: { username: 'demo', password: 'demo1234' },
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 20; i += 1) {
      const res = await post('/api/auth/login', {
        remoteAddress,
        payload: { username: `ghost${i}`, password: 'whatever' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/auth/login', {
      remoteAddress,
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another brand counts apart.
    const other = await post('/api/auth/login', {
      host: '127.0.0.1',
      remoteAddress,
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('registration and reset throttles', () => {
  it('allows 10 registrations per address and brand per hour', async () => {
    const remoteAddress = someAddress();
    for (let i = 0; i < 10; i += 1) {
      const res = await post('/api/auth/register', { remoteAddress, payload: newPlayer() });
      expect(res.statusCode).toBe(201);
    }
    const before = await rows();
    const res = await post('/api/auth/register', { remoteAddress, payload: newPlayer() });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ response: string[] }>().response[0]).toMatch(
      /^Too many accounts were created from this address\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await rows()).toEqual(before);
  });

  it('mails at most 3 reset links per email in 15 minutes, answering the same', async () => {
    const p = newPlayer();
    await register(p);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await post('/api/auth/password/forgot', { payload: { email: p.email } });
      answers.push(res.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, p.email));
    expect(mails).toHaveLength(3);
  });
});

describe('POST /api/auth/user', () => {
  it('answers the user at the top level, in the brand currency', async () => {
    const session = await playerLogin(t.app, '127.0.0.1', 'demo', 'demo1234');
    const res = await playerCall(t.app, session, '/api/auth/user');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: Record<string, unknown> }>();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toMatchObject({
      username: 'demo',
      email: 'demo@riobet.test',
      currency: 'BRL',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('refuses no token, a bad token, an expired token and another brand token', async () => {
    const none = await post('/api/auth/user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      response: ['You must login to access this url'],
    });
    const pt = await post('/api/auth/user', { language: 'pt_BR' });
    expect(pt.json()).toMatchObject({ response: ['Você deve fazer login para acessar esta url'] });

    const bad = await playerCall(
      t.app,
      { host: 'localhost', token: 'not.a.jwt' },
      '/api/auth/user',
    );
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'UNAUTHENTICATED', response: ['Unauthenticated.'] });

    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const claims = await t.app.platform.tokens.verify(session.token, 'player');
    if (!claims) throw new Error('no claims');
    const past = createTokenIssuer(t.infra.secrets.jwt, () => Date.now() - 3600_000);
    const expired = await past.sign(claims, 900);
    const res = await playerCall(t.app, { host: 'localhost', token: expired }, '/api/auth/user');
    expect(res.statusCode).toBe(401);

    const forged = createTokenIssuer(new Uint8Array(32).fill(7));
    const forgedToken = await forged.sign(claims, 900);
    expect(
      (await playerCall(t.app, { host: 'localhost', token: forgedToken }, '/api/auth/user'))
        .statusCode,
    ).toBe(401);

    const foreign = await playerCall(t.app, { ...session, host: '127.0.0.1' }, '/api/auth/user');
    expect(foreign.statusCode).toBe(401);
    // A token naming this brand but a session of another is refused too.
    const mixed = await t.app.platform.tokens.sign({ ...claims, tid: riobet.id }, 900);
    expect(
      (await playerCall(t.app, { host: '127.0.0.1', token: mixed }, '/api/auth/user')).statusCode,
    ).toBe(401);
    // A staff token is not a player token.
    const staffToken = await t.app.platform.tokens.sign({ ...claims, aud: 'staff' }, 900);
    expect(
      (await playerCall(t.app, { host: 'localhost', token: staffToken }, '/api/auth/user'))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh cookie and answers a new access token', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const res = await cookieCall('/api/auth/refresh', session);
    expect(res.statusCode).toBe(200);
    const next = playerSessionOf('localhost', res);
    expect(next.refresh).not.toBe('');
    expect(next.refresh).not.toBe(session.refresh);
    expect(res.json()).toMatchObject({ response: { token_type: 'Bearer', expires_in: 900 } });
    // The XSRF cookie was valid, so it is kept rather than replaced.
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE.xsrf)).toBeUndefined();
    next.xsrf = session.xsrf;
    expect((await playerCall(t.app, next, '/api/auth/user')).statusCode).toBe(200);
    expect((await cookieCall('/api/auth/refresh', next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const other = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const rotated = await cookieCall('/api/auth/refresh', session);
    const next = { ...playerSessionOf('localhost', rotated), xsrf: session.xsrf };

    const reuse = await cookieCall('/api/auth/refresh', session);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      response: ['Your session has expired. Please log in again.'],
    });
    const cleared = reuse.cookies.find((c) => c.name === AUTH_COOKIE.refresh);
    expect(cleared?.value).toBe('');

    // The thief's and the owner's latest tokens are both dead, and so is the Bearer.
    expect((await cookieCall('/api/auth/refresh', next)).statusCode).toBe(401);
    expect((await playerCall(t.app, next, '/api/auth/user')).statusCode).toBe(401);
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(401);
    // Other devices stay signed in.
    expect((await playerCall(t.app, other, '/api/auth/user')).statusCode).toBe(200);
  });

  it('needs the XSRF header, and a cookie of this brand', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const before = await rows();
    const noEcho = await cookieCall('/api/auth/refresh', session, { echo: false });
    expect(noEcho.statusCode).toBe(403);
    expect(noEcho.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
    const forgedXsrf = await cookieCall('/api/auth/refresh', { ...session, xsrf: 'abc.def' });
    expect(forgedXsrf.statusCode).toBe(403);

    const foreign = await cookieCall('/api/auth/refresh', session, { host: '127.0.0.1' });
    expect(foreign.statusCode).toBe(401);
    const none = await cookieCall('/api/auth/refresh', { ...session, refresh: '' });
    expect(none.statusCode).toBe(401);
    const junk = await cookieCall('/api/auth/refresh', { ...session, refresh: 'junk' });
    expect(junk.statusCode).toBe(401);
    expect(await rows()).toEqual(before);
    // Refused elsewhere, still good at home.
    expect((await cookieCall('/api/auth/refresh', session)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    await db()
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    const res = await cookieCall('/api/auth/refresh', session);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('with a Bearer: ends that session and clears the cookie', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const res = await playerCall(t.app, session, '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: { message: 'You have been logged out.' } });
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE.refresh)?.value).toBe('');
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(401);
    expect((await cookieCall('/api/auth/refresh', session)).statusCode).toBe(401);
  });

  it('with the cookie alone: needs the XSRF header, then ends the family', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const forged = await cookieCall('/api/auth/logout', session, { echo: false });
    expect(forged.statusCode).toBe(403);
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(200);

    const res = await cookieCall('/api/auth/logout', session);
    expect(res.statusCode).toBe(200);
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(401);
    expect((await cookieCall('/api/auth/refresh', session)).statusCode).toBe(401);
  });

  it('publishes the revocation for the live channel', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const claims = await t.app.platform.tokens.verify(session.token, 'player');
    if (!claims) throw new Error('no claims');
    const heard: unknown[] = [];
    const off = t.infra.bus.subscribe(`player:${claims.sub}`, (m) => heard.push(m));
    try {
      await playerCall(t.app, session, '/api/auth/logout');
      await expect
        .poll(() => heard)
        .toContainEqual({
          type: 'session.revoked',
          data: { sessionId: claims.sid },
        });
    } finally {
      off();
    }
  });

  it('is harmless without any session', async () => {
    const res = await post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /_auth/reset', () => {
  it('clears the named auth cookie (form-urlencoded) and ends the refresh family', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const res = await t.app.inject({
      method: 'POST',
      url: '/_auth/reset',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        [AUTH_COOKIE.xsrfHeader]: session.xsrf,
      },
      cookies: { [AUTH_COOKIE.refresh]: session.refresh, [AUTH_COOKIE.xsrf]: session.xsrf },
      payload: `token=${encodeURIComponent(AUTH_COOKIE.refresh)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: true });
    const cleared = res.cookies.find((c) => c.name === AUTH_COOKIE.refresh);
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect((await cookieCall('/api/auth/refresh', session)).statusCode).toBe(401);
  });

  it('accepts JSON, needs XSRF, and only auth.* cookie names', async () => {
    const session = await playerLogin(t.app, 'localhost', 'demo', 'demo1234');
    const call = (payload: object, echo = true) =>
      post('/_auth/reset', {
        payload,
        cookies: { [AUTH_COOKIE.xsrf]: session.xsrf },
        headers: echo ? { [AUTH_COOKIE.xsrfHeader]: session.xsrf } : {},
      });
    expect((await call({ token: 'auth.strategy' })).statusCode).toBe(200);
    expect((await call({ token: 'auth.strategy' }, false)).statusCode).toBe(403);
    expect((await call({ token: 'XSRF-TOKEN' })).statusCode).toBe(400);
    expect((await call({})).statusCode).toBe(400);
  });
});

describe('forgot and reset password', () => {
  async function forgot(email: string, language = 'en_US') {
    return post('/api/auth/password/forgot', { payload: { email }, language });
  }

  async function lastMailTo(to: string) {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return mails.at(-1);
  }

  function tokenOf(body: string): string {
    const match = /\/reset\/password\?token=([A-Za-z0-9_-]+)/.exec(body);
    if (!match?.[1]) throw new Error(`no reset link in ${body}`);
    return match[1];
  }

  it('answers the same whether or not the email has an account', async () => {
    const before = await rows();
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(await rows()).toEqual(before);
    // The demo player of another brand is unknown here too.
    const foreign = await forgot('demo@riobet.test');
    expect(foreign.json()).toEqual(unknown.json());
    expect(await rows()).toEqual(before);

    const p = newPlayer();
    await register(p);
    const known = await forgot(p.email);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      response: {
        message: 'If an account exists for that email, we have sent a link to reset the password.',
      },
    });
  });

  it('says "Please enter a valid email address" for a bad email', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { email: ['Please enter a valid email address'] } });
    const es = await forgot('x@', 'es_ES');
    expect(es.json()).toMatchObject({
      fields: { email: ['Por favor ingresa un correo electrónico válido'] },
    });
    const empty = await forgot('');
    expect(empty.json()).toMatchObject({ fields: { email: ['Email is required'] } });
  });

  it('mails a one-time link that sets the password and ends every session', async () => {
    const p = newPlayer({ language: 'pt_BR' });
    const session = await register(p);
    const second = await playerLogin(t.app, 'localhost', p.username, p.password);
    await forgot(p.email);
    const mail = await lastMailTo(p.email);
    expect(mail).toMatchObject({ status: 'pending', subject: 'Redefina sua senha do Tribuna' });
    expect(mail?.body).toContain('http://localhost:3000/reset/password?token=');
    const token = tokenOf(mail?.body ?? '');

    const mismatch = await post('/api/auth/password/reset', {
      payload: { token, password: 'new-password-1', password_confirmation: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      fields: { password_confirmation: ['The passwords do not match'] },
    });
    const wrong = await post('/api/auth/password/reset', {
      payload: {
        token: 'x'.repeat(43),
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      response: ['This password reset link is invalid or has expired'],
    });
    // Another brand's host does not know this link.
    const foreign = await post('/api/auth/password/reset', {
      host: '127.0.0.1',
      payload: { token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(foreign.statusCode).toBe(400);

    const ok = await post('/api/auth/password/reset', {
      payload: { token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      response: { message: 'Your password has been reset. You can now log in.' },
    });
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(401);
    expect((await playerCall(t.app, second, '/api/auth/user')).statusCode).toBe(401);

    const again = await post('/api/auth/password/reset', {
      payload: { token, password: 'new-password-2', password_confirmation: 'new-password-2' },
    });
    expect(again.statusCode).toBe(400);
    const old = await post('/api/auth/login', {
      payload: { username: p.username, password: p.password },
    });
    expect(old.statusCode).toBe(401);
    await playerLogin(t.app, 'localhost', p.username, 'new-password-1');
  });

  it('refuses an expired link', async () => {
    const p = newPlayer();
    await register(p);
    await forgot(p.email);
    const token = tokenOf((await lastMailTo(p.email))?.body ?? '');
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    const res = await post('/api/auth/password/reset', {
      payload: { token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/password/change', () => {
  it('asks the current password and ends every other session', async () => {
    const p = newPlayer();
    const mine = await register(p);
    const other = await playerLogin(t.app, 'localhost', p.username, p.password);

    const wrong = await playerCall(t.app, mine, '/api/auth/password/change', {
      payload: {
        current_password: 'nope',
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { current_password: ['The current password is incorrect'] },
    });
    const short = await playerCall(t.app, mine, '/api/auth/password/change', {
      payload: { current_password: p.password, password: 'short', password_confirmation: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const guest = await post('/api/auth/password/change', {
      payload: {
        current_password: p.password,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(guest.statusCode).toBe(401);

    const ok = await playerCall(t.app, mine, '/api/auth/password/change', {
      payload: {
        current_password: p.password,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      response: { message: 'Your password has been changed. Your other sessions were closed.' },
    });
    expect((await playerCall(t.app, mine, '/api/auth/user')).statusCode).toBe(200);
    expect((await playerCall(t.app, other, '/api/auth/user')).statusCode).toBe(401);
    expect((await cookieCall('/api/auth/refresh', other)).statusCode).toBe(401);
    await playerLogin(t.app, 'localhost', p.username, 'brand-new-1');
  });
});

describe('blocking (the office service calls)', () => {
  it('refuses every call of a blocked player at once, and lets them back after unblock', async () => {
    const p = newPlayer();
    const session = await register(p);
    const claims = await t.app.platform.tokens.verify(session.token, 'player');
    if (!claims) throw new Error('no claims');
    const heard: unknown[] = [];
    const off = t.infra.bus.subscribe(`player:${claims.sub}`, (m) => heard.push(m));

    const { players: service } = t.app.services;
    const blocked = await service.setStatus(
      SYSTEM_ACTOR,
      tribuna.id,
      claims.sub,
      'blocked',
      'Fraud check',
    );
    off();
    expect(blocked).toMatchObject({
      status: 'blocked',
      blockedReason: 'Fraud check',
      activeSessions: 0,
    });
    expect(heard).toContainEqual({ type: 'session.revoked', data: null });

    const user = await playerCall(t.app, session, '/api/auth/user', { language: 'es_ES' });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      response: ['Usuario bloqueado'],
      type: 'alert',
      code: 'USER_BLOCKED',
    });
    expect((await cookieCall('/api/auth/refresh', session)).statusCode).toBe(401);
    const login = await post('/api/auth/login', {
      payload: { username: p.username, password: p.password },
    });
    expect(login.statusCode).toBe(403);

    // Another brand cannot touch this player.
    await expect(
      service.setStatus(SYSTEM_ACTOR, riobet.id, claims.sub, 'active', null),
    ).rejects.toMatchObject({ status: 404 });

    const active = await service.setStatus(SYSTEM_ACTOR, tribuna.id, claims.sub, 'active', null);
    expect(active).toMatchObject({ status: 'active', blockedReason: null });
    // Unblocking does not bring old sessions back.
    expect((await playerCall(t.app, session, '/api/auth/user')).statusCode).toBe(401);
    const again = await playerLogin(t.app, 'localhost', p.username, p.password);
    expect((await playerCall(t.app, again, '/api/auth/user')).statusCode).toBe(200);
    expect(await service.getById(tribuna.id, claims.sub)).toMatchObject({ activeSessions: 1 });

    const audit = await t.app.services.audit.list({
      tenantId: tribuna.id,
      action: 'player.',
      limit: 10,
      offset: 0,
    });
    expect(audit.items.map((e) => e.action).slice(0, 2)).toEqual([
      'player.unblock',
      'player.block',
    ]);
  });

  it('searches a brand players by text and status', async () => {
    const p = newPlayer({ name: 'Zebedeu', dni: '30111222' });
    await register(p);
    const { players: service } = t.app.services;
    const byName = await service.search(tribuna.id, { q: 'zebed', limit: 10, offset: 0 });
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      username: p.username,
      name: 'Zebedeu',
      activeSessions: 1,
    });
    const byDocument = { q: '30111', byDocument: true, limit: 10, offset: 0 };
    expect((await service.search(tribuna.id, byDocument)).total).toBe(1);
    expect((await service.search(riobet.id, { q: 'zebed', limit: 10, offset: 0 })).total).toBe(0);
    expect((await service.search(tribuna.id, { q: '%', limit: 10, offset: 0 })).total).toBe(0);
    const blocked = await service.search(tribuna.id, { status: 'blocked', limit: 10, offset: 0 });
    expect(blocked.items.map((i) => i.username)).toContain('blocked');
    expect(blocked.items.every((i) => i.status === 'blocked')).toBe(true);
    expect(await service.getById(tribuna.id, 'not-a-uuid')).toBeNull();
    expect(await service.getById(riobet.id, byName.items[0]?.id ?? '')).toBeNull();
  });
});

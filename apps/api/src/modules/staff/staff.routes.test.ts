import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@tribuna/contracts/auth';
import { OFFICE_API, OFFICE_REFRESH_COOKIE } from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cookiesOf, officeCall, officeLogin, type OfficeSession } from './staff.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh client address, so failed logins of one test do not count against another. */
function someAddress(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

function login(host: string, username: string, password: string, remoteAddress = someAddress()) {
  return t.app.inject({
    method: 'POST',
    url: OFFICE_API.login,
    headers: { host, 'master-language': 'en_US' },
    payload: { username, password },
    remoteAddress,
  });
}

function cookieCall(url: string, session: OfficeSession, opts: { xsrfHeader?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: session.host,
      'master-language': 'en_US',
      ...(opts.xsrfHeader === false ? {} : { [AUTH_COOKIE.xsrfHeader]: session.xsrf }),
    },
    cookies: { [OFFICE_REFRESH_COOKIE.name]: session.refresh, [AUTH_COOKIE.xsrf]: session.xsrf },
  });
}

function me(session: Pick<OfficeSession, 'host' | 'token'>) {
  return officeCall(t.app, session, 'GET', OFFICE_API.me);
}

describe('office sign-in', () => {
  it('signs a brand admin in with a Bearer token and an httpOnly refresh cookie', async () => {
    const res = await login('localhost:3000', 'admin', 'admin1234');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ response: Record<string, unknown> }>();
    expect(body.response).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 12 * 3600,
    });
    const refresh = res.cookies.find((c) => c.name === OFFICE_REFRESH_COOKIE.name);
    expect(refresh).toMatchObject({ httpOnly: true, path: '/api/office/auth', sameSite: 'Strict' });
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE.xsrf)).toBeDefined();

    const who = await me({ host: 'localhost', token: String(body.response.token) });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      response: {
        username: 'admin',
        email: 'admin@tribuna.localhost',
        scopes: ['admin'],
        is_owner: false,
        tenant: {
          slug: 'tribuna',
          name: 'Tribuna',
          hosts: ['localhost', 'tribuna.localhost'],
          timezone: 'America/Argentina/Buenos_Aires',
          currency: 'ARS',
        },
      },
    });
  });

  it('refuses a wrong password or an unknown user with the same message', async () => {
    for (const [username, password] of [
      ['admin', 'wrong-password'],
      ['nobody', 'admin1234'],
    ] as const) {
      const res = await login('localhost', username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        response: ['The username or password are incorrect'],
      });
    }
  });

  it('names missing credentials in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: OFFICE_API.login,
      headers: { host: 'localhost', 'master-language': 'es_ES' },
      payload: { username: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      response: ['Ingresa el usuario y/o la contraseña'],
    });
  });

  it("refuses a brand's staff token on another brand's host", async () => {
    const tribunaAdmin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const res = await me({ host: '127.0.0.1', token: tribunaAdmin.token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Nor can its refresh cookie be spent there.
    const refresh = await cookieCall(OFFICE_API.refresh, { ...tribunaAdmin, host: '127.0.0.1' });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets the platform owner sign in and work on any host', async () => {
    const owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
    for (const host of ['localhost', '127.0.0.1', 'riobet.localhost']) {
      const res = await me({ host, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ response: { username: 'owner', is_owner: true } });
    }
    const elsewhere = await login('127.0.0.1', 'owner', 'owner1234');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rate-limits failed logins per account', async () => {
    const address = someAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login('localhost', 'support', 'wrong', address)).statusCode).toBe(401);
    }
    // Even the right password waits now.
    const res = await login('localhost', 'support', 'support1234', someAddress());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
    // Another brand's account of the same name is not affected.
    expect((await login('127.0.0.1', 'support', 'support1234')).statusCode).toBe(200);
  });
});

describe('office refresh and logout', () => {
  it('rotates the refresh cookie, and a reused one ends the whole session', async () => {
    const first = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');

    const noXsrf = await cookieCall(OFFICE_API.refresh, first, { xsrfHeader: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ code: 'XSRF_MISMATCH' });

    const rotated = await cookieCall(OFFICE_API.refresh, first);
    expect(rotated.statusCode).toBe(200);
    const second: OfficeSession = {
      ...first,
      token: rotated.json<{ response: { token: string } }>().response.token,
      refresh: cookiesOf(rotated).refresh,
    };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second)).statusCode).toBe(200);

    // The spent cookie comes back: someone copied it. Everything of that session dies.
    const reused = await cookieCall(OFFICE_API.refresh, first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      response: ['Your session has expired. Please log in again.'],
    });
    expect((await cookieCall(OFFICE_API.refresh, second)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('logout ends the session: its access token and refresh cookie stop working', async () => {
    const session = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const out = await cookieCall(OFFICE_API.logout, session);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ response: true });
    const cleared = out.cookies.find((c) => c.name === OFFICE_REFRESH_COOKIE.name);
    expect(cleared?.value).toBe('');
    expect((await me(session)).statusCode).toBe(401);
    expect((await cookieCall(OFFICE_API.refresh, session)).statusCode).toBe(401);
  });

  it('logout by Bearer alone ends that session; a cookie alone needs the XSRF header', async () => {
    const session = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const forged = await cookieCall(OFFICE_API.logout, session, { xsrfHeader: false });
    expect(forged.statusCode).toBe(403);
    expect((await me(session)).statusCode).toBe(200);

    const out = await officeCall(t.app, session, 'POST', OFFICE_API.logout);
    expect(out.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await cookieCall(OFFICE_API.refresh, session)).statusCode).toBe(401);
  });

  it('refuses office calls without a token, or with a player-audience token', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: OFFICE_API.me,
      headers: { host: 'localhost', 'master-language': 'en_US' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    const session = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const claims = await t.app.platform.tokens.verify(session.token, 'staff');
    expect(claims).not.toBeNull();
    const playerToken = await t.app.platform.tokens.sign(
      { sub: claims?.sub ?? '', tid: claims?.tid ?? null, sid: claims?.sid ?? '', aud: 'player' },
      60,
    );
    expect((await me({ host: 'localhost', token: playerToken })).statusCode).toBe(401);
  });
});

describe('staff accounts', () => {
  let admin: OfficeSession;
  beforeAll(async () => {
    admin = await officeLogin(t.app, 'riobet.localhost', 'admin', 'admin1234');
  });

  it('is for admins only: support gets a 403 envelope', async () => {
    const support = await officeLogin(t.app, 'riobet.localhost', 'support', 'support1234');
    const res = await officeCall(t.app, support, 'GET', OFFICE_API.staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      response: ['You do not have permission to do this.'],
    });
  });

  it("lists the brand's staff, not other brands' nor owners", async () => {
    const res = await officeCall(t.app, admin, 'GET', OFFICE_API.staff);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ response: { items: { username: string; email: string }[] } }>()
      .response.items;
    expect(items.map((s) => s.username).sort()).toEqual([
      'admin',
      'cashier',
      'compliance',
      'croupier',
      'marketing',
      'support',
      'trader',
    ]);
    expect(items.every((s) => s.email.endsWith('@riobet.localhost'))).toBe(true);
  });

  it('creates, updates, disables and resets a staff member, all audited', async () => {
    const created = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'Trader1',
      email: 'trader1@riobet.localhost',
      password: 'trader-pass-1',
      scopes: ['trader', 'trader'],
    });
    expect(created.statusCode).toBe(200);
    const trader = created.json<{ response: { id: string; scopes: string[]; status: string } }>()
      .response;
    expect(trader).toMatchObject({ scopes: ['trader'], status: 'active' });

    const dup = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'trader1',
      email: 'x@riobet.localhost',
      password: 'trader-pass-1',
      scopes: [],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { username: ['Another staff member of this brand already uses this username.'] },
    });

    const traderSession = await officeLogin(t.app, 'riobet.localhost', 'trader1', 'trader-pass-1');
    expect((await me(traderSession)).json()).toMatchObject({ response: { scopes: ['trader'] } });

    // Scope changes apply to live sessions at once.
    const widened = await officeCall(t.app, admin, 'PATCH', `${OFFICE_API.staff}/${trader.id}`, {
      scopes: ['trader', 'support'],
    });
    expect(widened.statusCode).toBe(200);
    expect((await me(traderSession)).json()).toMatchObject({
      response: { scopes: ['trader', 'support'] },
    });

    const disabled = await officeCall(t.app, admin, 'PATCH', `${OFFICE_API.staff}/${trader.id}`, {
      status: 'disabled',
    });
    expect(disabled.json()).toMatchObject({ response: { status: 'disabled' } });
    expect((await me(traderSession)).statusCode).toBe(401);
    const blocked = await login('riobet.localhost', 'trader1', 'trader-pass-1');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ response: ['User blocked'] });

    await officeCall(t.app, admin, 'PATCH', `${OFFICE_API.staff}/${trader.id}`, {
      status: 'active',
    });
    const again = await officeLogin(t.app, 'riobet.localhost', 'trader1', 'trader-pass-1');
    const reset = await officeCall(
      t.app,
      admin,
      'POST',
      `${OFFICE_API.staff}/${trader.id}/password`,
      { password: 'another-pass-2' },
    );
    expect(reset.statusCode).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    expect((await login('riobet.localhost', 'trader1', 'trader-pass-1')).statusCode).toBe(401);
    expect((await login('riobet.localhost', 'trader1', 'another-pass-2')).statusCode).toBe(200);

    const audit = await officeCall(t.app, admin, 'GET', `${OFFICE_API.audit}?action=staff.`);
    const actions = audit
      .json<{ response: { items: { action: string; target_id: string; after: unknown }[] } }>()
      .response.items.filter((e) => e.target_id === trader.id)
      .map((e) => e.action);
    expect(actions).toEqual([
      'staff.password.reset',
      'staff.update',
      'staff.update',
      'staff.update',
      'staff.create',
    ]);
    expect(audit.body).not.toContain('$argon2');
  });

  it('will not let an admin remove their own admin scope or disable themselves', async () => {
    const self = await me(admin);
    const id = self.json<{ response: { id: string } }>().response.id;
    const demote = await officeCall(t.app, admin, 'PATCH', `${OFFICE_API.staff}/${id}`, {
      scopes: ['support'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      response: ['You cannot remove your own admin scope.'],
    });
    const disable = await officeCall(t.app, admin, 'PATCH', `${OFFICE_API.staff}/${id}`, {
      status: 'disabled',
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toMatchObject({ response: ['You cannot disable your own account.'] });
    expect((await me(admin)).json()).toMatchObject({ response: { scopes: ['admin'] } });
  });

  it('validates new accounts field by field and stores nothing', async () => {
    const res = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'x',
      email: 'not-an-email',
      password: 'short',
      scopes: ['emperor'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fields: Record<string, string[]> }>();
    expect(body.fields.email).toEqual(['Email is invalid']);
    expect(Object.keys(body.fields).sort()).toEqual(
      ['email', 'password', 'scopes.0', 'username'].sort(),
    );
    const list = await officeCall(t.app, admin, 'GET', OFFICE_API.staff);
    expect(list.body).not.toContain('not-an-email');
  });

  it("refuses a platform owner's username, which would shadow the owner's sign-in", async () => {
    const res = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'Owner',
      email: 'fake-owner@riobet.localhost',
      password: 'owner-pass-1',
      scopes: ['admin'],
    });
    expect(res.statusCode).toBe(409);
    const owner = await login('riobet.localhost', 'owner', 'owner1234');
    expect(owner.statusCode).toBe(200);
  });

  it("cannot touch another brand's staff", async () => {
    const tribunaAdmin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const riobetStaff = await officeCall(t.app, admin, 'GET', OFFICE_API.staff);
    const support = riobetStaff
      .json<{ response: { items: { id: string; username: string }[] } }>()
      .response.items.find((s) => s.username === 'support');
    const res = await officeCall(
      t.app,
      tribunaAdmin,
      'PATCH',
      `${OFFICE_API.staff}/${support?.id ?? ''}`,
      { status: 'disabled' },
    );
    expect(res.statusCode).toBe(404);
  });
});

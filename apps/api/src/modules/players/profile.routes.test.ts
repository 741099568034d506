import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@tribuna/contracts/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { players } from './players.schema';
import {
  playerCall,
  playerSessionOf,
  someAddress,
  type PlayerSession,
} from './players.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function registerPlayer(host = 'localhost') {
  serial += 1;
  const username = `prof${serial}x${Date.now() % 100000}`;
  const body = {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass-1',
    name: 'Ana',
    last_name: 'Souza',
    phone: '+54 11 5555-1234',
    country: 'AR',
    is_adult: true,
    birth_date: '1990-04-02',
    accept_terms: true,
    accept_privacy: true,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host, 'master-language': 'en_US' },
    payload: body,
    remoteAddress: someAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { body, session: playerSessionOf(host, res) };
}

async function stored(username: string) {
  const [row] = await t.infra.database.db
    .select()
    .from(players)
    .where(eq(players.username, username));
  if (!row) throw new Error(`no player ${username}`);
  return row;
}

function profile(session: PlayerSession, payload: Record<string, unknown>, language = 'en_US') {
  return playerCall(t.app, session, '/api/auth/profile', { payload, language });
}

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('POST /api/auth/profile', () => {
  it('updates the personal data and answers the user like the user call', async () => {
    const { body, session } = await registerPlayer();
    const res = await profile(session, {
      email: `  New.${body.email}  `,
      name: ' Beatriz ',
      last_name: 'Lima',
      phone: null,
      dni: '30111222',
      gender: 'female',
      country: 'BR',
      state: 'SP',
      city: 'Campinas',
      birth_date: '1991-05-06',
      // The username is not the profile's: ignored, never changed.
      username: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ user: User }>();
    expect(Object.keys(answer)).toEqual(['user']);
    expect(answer.user).toMatchObject({
      username: body.username,
      email: `New.${body.email}`,
      name: 'Beatriz',
      last_name: 'Lima',
      phone: null,
      dni: '30111222',
      gender: 'female',
      country: 'BR',
      state: 'SP',
      city: 'Campinas',
      birth_date: '1991-05-06',
      currency: 'ARS',
    });
    const user = await playerCall(t.app, session, '/api/auth/user');
    expect(user.json<{ user: User }>().user).toEqual(answer.user);
  });

  it('keeps optional fields that are left out, and clears blank or null ones', async () => {
    const { body, session } = await registerPlayer();
    await profile(session, { email: body.email, name: 'Ana', last_name: 'Souza', city: 'Rosario' });
    const res = await profile(session, {
      email: body.email,
      name: 'Ana',
      last_name: 'Souza',
      city: '   ',
      dni: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({
      phone: '+54 11 5555-1234',
      country: 'AR',
      city: null,
      dni: null,
    });
  });

  it('refuses each bad field in the caller language and stores nothing', async () => {
    const { body, session } = await registerPlayer();
    const before = await stored(body.username);
    const valid = { email: body.email, name: 'Zoe', last_name: 'Quinn' };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { email: 'not-an-email' },
        'email',
        'Email is invalid',
        'El correo electrónico no es válido',
      ],
      [{ email: '' }, 'email', 'Email is required', 'El correo electrónico es obligatorio'],
      [{ name: '  ' }, 'name', 'The name is required', 'El nombre es obligatorio'],
      [{ last_name: '' }, 'last_name', 'The last name is required', 'El apellido es obligatorio'],
      [
        { phone: 'call me' },
        'phone',
        'The phone number is invalid',
        'El número de teléfono no es válido',
      ],
      [
        { birth_date: yearsAgo(17) },
        'birth_date',
        'You must be over 18',
        'Debes ser mayor de 18 años',
      ],
      [
        { birth_date: yearsAgo(18, 1) },
        'birth_date',
        'You must be over 18',
        'Debes ser mayor de 18 años',
      ],
    ];
    for (const [patch, field, english, spanish] of cases) {
      const en = await profile(session, { ...valid, ...patch });
      expect(en.statusCode, field).toBe(400);
      expect(en.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: [english] },
      });
      const es = await profile(session, { ...valid, ...patch }, 'es_ES');
      expect(es.json()).toMatchObject({ fields: { [field]: [spanish] } });
    }
    const pt = await profile(session, { ...valid, email: 'x@' }, 'pt_BR');
    expect(pt.json()).toMatchObject({ response: ['O e-mail é inválido'] });
    for (const patch of [{ gender: 'x' }, { country: 'Argentina' }, { birth_date: '1990-13-45' }]) {
      expect((await profile(session, { ...valid, ...patch })).statusCode).toBe(400);
    }
    expect(await stored(body.username)).toEqual(before);
  });

  it('accepts a player who turned 18 today', async () => {
    const { body, session } = await registerPlayer();
    const res = await profile(session, {
      email: body.email,
      name: 'Ana',
      last_name: 'Souza',
      birth_date: yearsAgo(18),
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another player's email of the brand in any case; other brands are apart", async () => {
    const first = await registerPlayer();
    const second = await registerPlayer();
    const before = await stored(second.body.username);
    const res = await profile(second.session, {
      email: first.body.email.toUpperCase(),
      name: 'Changed',
      last_name: 'Too',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      response: ['This email is already used by another account'],
      code: 'CONFLICT',
      fields: { email: ['This email is already used by another account'] },
    });
    const es = await profile(
      second.session,
      { email: first.body.email, name: 'Changed', last_name: 'Too' },
      'es_ES',
    );
    expect(es.json()).toMatchObject({
      fields: { email: ['Este correo electrónico ya lo usa otra cuenta'] },
    });
    expect(await stored(second.body.username)).toEqual(before);

    // Their own address in another case is theirs to keep.
    const own = await profile(first.session, {
      email: first.body.email.toUpperCase(),
      name: 'Ana',
      last_name: 'Souza',
    });
    expect(own.statusCode).toBe(200);
    // A player of another brand may use the same address.
    const other = await registerPlayer('127.0.0.1');
    const foreign = await profile(other.session, {
      email: first.body.email,
      name: 'Ana',
      last_name: 'Souza',
    });
    expect(foreign.statusCode).toBe(200);
  });

  it("refuses a guest and another brand's token, changing nothing", async () => {
    const { body, session } = await registerPlayer();
    const before = await stored(body.username);
    const payload = { email: body.email, name: 'Intruder', last_name: 'X' };
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { host: 'localhost', 'master-language': 'en_US' },
      payload,
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      response: ['You must login to access this url'],
    });
    const foreign = await profile({ ...session, host: '127.0.0.1' }, payload);
    expect(foreign.statusCode).toBe(401);
    expect(await stored(body.username)).toEqual(before);
  });
});

describe('POST /api/auth/profile/language', () => {
  it("stores the player's language and answers the user", async () => {
    const { body, session } = await registerPlayer();
    const res = await playerCall(t.app, session, '/api/auth/profile/language', {
      payload: { language: 'pt_BR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({
      username: body.username,
      language: 'pt_BR',
    });
    expect((await stored(body.username)).language).toBe('pt_BR');
  });

  it('refuses an unknown language, a guest and another brand, changing nothing', async () => {
    const { body, session } = await registerPlayer();
    const before = await stored(body.username);
    const bad = await playerCall(t.app, session, '/api/auth/profile/language', {
      payload: { language: 'fr_FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['language']);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/language',
      headers: { host: 'localhost' },
      payload: { language: 'en_US' },
    });
    expect(guest.statusCode).toBe(401);
    const foreign = await playerCall(
      t.app,
      { ...session, host: '127.0.0.1' },
      '/api/auth/profile/language',
      { payload: { language: 'en_US' } },
    );
    expect(foreign.statusCode).toBe(401);
    expect(await stored(body.username)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents both profile calls', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { host: 'localhost' },
    });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(doc.paths).toHaveProperty('/api/auth/profile');
    expect(doc.paths).toHaveProperty('/api/auth/profile/language');
  });
});

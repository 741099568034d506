import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../modules/players/players.schema';
import { someAddress } from '../modules/players/players.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { findNulText } from './text-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = (language = 'en_US') => ({ host: 'localhost', 'master-language': language });

describe('text with a NUL character', () => {
  it('is found wherever it is', () => {
    expect(findNulText({ a: 'x', b: ['y', { c: 'z\u0000' }] })).toEqual(['b', '1', 'c']);
    expect(findNulText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNulText('\u0000')).toEqual([]);
    expect(findNulText({ a: 'x', n: 1, z: null })).toBeNull();
    expect(findNulText(undefined)).toBeNull();
  });

  it('in a query or a path is a 400 in the caller’s language, not a 500 from the database', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/sports/events?competition=%00',
      headers: headers(),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      response: ['The competition field is invalid.'],
      code: 'VALIDATION_FAILED',
      fields: { competition: ['The competition field is invalid.'] },
    });

    const param = await t.app.inject({
      method: 'GET',
      url: '/api/sports/events/x%00/y',
      headers: headers('es_ES'),
    });
    expect(param.statusCode).toBe(400);
    expect(param.json<{ response: string[] }>().response[0]).toMatch(
      /^El campo .+ no es válido\.$/,
    );
  });

  it('in a body stores nothing', async () => {
    const before = await t.infra.database.db.select({ n: count() }).from(players);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: headers(),
      remoteAddress: someAddress(),
      payload: {
        username: 'nul\u0000player',
        email: 'nul@example.com',
        password: 'password123',
        name: 'Nul',
        last_name: 'Player',
        is_adult: true,
        birth_date: '1990-04-02',
        accept_terms: true,
        accept_privacy: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: ['The username field is invalid.'] },
    });
    const after = await t.infra.database.db.select({ n: count() }).from(players);
    expect(after).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { DeclaredRoute } from './route-groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A concrete path for a route's pattern: every parameter some plausible value. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'provider'
      ? 'tribuna'
      : name.endsWith('id') || name === 'id'
        ? crypto.randomUUID()
        : 'x',
  );
}

function routesOf(group: DeclaredRoute['group']): DeclaredRoute[] {
  return t.app
    .routeTable()
    .filter((r) => r.group === group && r.method !== 'HEAD' && r.url.startsWith('/api/'));
}

// A body that breaks every schema: a guest must not learn which fields a route wants.
const BAD_BODY = { amount: 'lots', '': [null], selections: 'x', username: 12 };

describe('route groups', () => {
  it('puts every API route of every module in a group', () => {
    const groups = new Set(t.app.routeTable().map((r) => r.group));
    expect([...groups].sort()).toEqual(['external', 'office', 'open', 'player', 'provider']);
    expect(routesOf('player').length).toBeGreaterThan(10);
    expect(routesOf('office').length).toBeGreaterThan(30);
  });

  it.each([
    ['player', 'LOGIN_REQUIRED'],
    ['office', 'LOGIN_REQUIRED'],
  ] as const)(
    'answers a guest on every %s route with 401 before reading the body',
    async (group, code) => {
      for (const route of routesOf(group)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { host: 'localhost', 'master-language': 'en_US' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: BAD_BODY }),
        });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        expect(res.json()).toEqual({ response: ['You must login to access this url'], code });
      }
    },
  );

  it('answers an unsigned provider call with 401 before reading the body', async () => {
    const routes = routesOf('provider');
    expect(routes.length).toBeGreaterThan(4);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { host: 'localhost', 'master-language': 'en_US' },
        payload: BAD_BODY,
      });
      expect({ route: route.url, status: res.statusCode }).toEqual({
        route: route.url,
        status: 401,
      });
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
  });

  it("answers a player's token on an office route with 401", async () => {
    const [office] = routesOf('office');
    if (!office) throw new Error('no office routes');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { username: 'demo', password: 'demo1234' },
    });
    const token = login.json<{ response: { token: string } }>().response.token;
    const res = await t.app.inject({
      method: office.method as 'GET',
      url: concrete(office.url),
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

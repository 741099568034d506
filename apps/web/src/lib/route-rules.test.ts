import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findRouteRule,
  matchesRule,
  parseRouteRules,
  resetRouteRules,
  newBuildOut,
  routeRuleFor,
  startBuildPolling,
} from './route-rules';

describe('matchesRule', () => {
  it('matches exact paths, with or without a trailing slash', () => {
    expect(matchesRule('/old', '/old')).toBe(true);
    expect(matchesRule('/old', '/old/')).toBe(true);
    expect(matchesRule('/old', '/older')).toBe(false);
    expect(matchesRule('/old', '/old/page')).toBe(false);
  });
  it('matches a path and everything under it with /**', () => {
    expect(matchesRule('/old/**', '/old')).toBe(true);
    expect(matchesRule('/old/**', '/old/a/b')).toBe(true);
    expect(matchesRule('/old/**', '/older')).toBe(false);
  });
});

describe('findRouteRule', () => {
  const rules = parseRouteRules({
    redirects: [
      { from: '/old-promos', to: '/promotions?from=old', external: false },
      { from: '/partner', to: 'https://partner.example/', external: true },
      { from: '/evil', to: 'javascript:alert(1)', external: true },
      { from: '/elsewhere', to: '//evil.example/', external: false },
      { from: '/loop', to: '/loop/', external: false },
      { from: 'no-slash', to: '/x', external: false },
      { from: '/bad', to: 1, external: false },
    ],
  });

  it('keeps only well-formed rules', () => {
    expect(rules.redirects).toHaveLength(5);
    expect(parseRouteRules(null)).toEqual({ redirects: [] });
    expect(parseRouteRules({ redirects: 'x' })).toEqual({ redirects: [] });
  });

  it('finds in-app and external targets', () => {
    expect(findRouteRule(rules, '/old-promos')).toEqual({
      kind: 'app',
      to: '/promotions?from=old',
    });
    expect(findRouteRule(rules, '/partner')).toEqual({
      kind: 'external',
      url: 'https://partner.example/',
    });
    expect(findRouteRule(rules, '/sports')).toBeNull();
  });

  it('refuses dangerous, protocol-relative and looping targets', () => {
    expect(findRouteRule(rules, '/evil')).toBeNull();
    expect(findRouteRule(rules, '/elsewhere')).toBeNull();
    expect(findRouteRule(rules, '/loop')).toBeNull();
  });
});

describe('routeRuleFor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRouteRules();
  });

  it('reads the build id, then that build rules, once', async () => {
    const fetchMock = vi.fn<(url: string) => Promise<Response>>((url) => {
      const body = url.endsWith('latest.json')
        ? { id: 'b1', timestamp: 1 }
        : { redirects: [{ from: '/a', to: '/b', external: false }] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await routeRuleFor('/a')).toEqual({ kind: 'app', to: '/b' });
    expect(await routeRuleFor('/c')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/builds/latest.json',
      '/builds/meta/b1.json',
    ]);
  });

  it('lets the page go on when the files cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await routeRuleFor('/a')).toBeNull();
  });
});

describe('build polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetRouteRules();
  });

  it('polls every interval and tells when the server has another build', async () => {
    vi.useFakeTimers();
    let serverBuild = 'own';
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(() =>
      Promise.resolve(new Response(JSON.stringify({ id: serverBuild, timestamp: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Without a build id of its own (tests, dev server) the page never reloads.
    startBuildPolling(1000);
    serverBuild = 'next';
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(newBuildOut()).toBe(false);
  });
});

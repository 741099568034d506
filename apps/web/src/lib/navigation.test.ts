import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  configureNavigation,
  mayReloadForChunk,
  navigateTo,
  pageLoads,
  redirectTo,
  resolveTarget,
  safeAppPath,
  safeExternalUrl,
  withChunkReload,
} from './navigation';

const ORIGIN = 'https://site.example';

const SCRIPT_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'JAVASCRIPT://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' DATA:text/html,hi',
  'blob:https://site.example/1',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
];

describe('resolveTarget', () => {
  it('refuses script-like URLs, with case and whitespace tricks, even when external is allowed', () => {
    for (const url of SCRIPT_URLS) {
      expect(resolveTarget(url, {}, ORIGIN), url).toBeNull();
      expect(resolveTarget(url, { external: true }, ORIGIN), url).toBeNull();
    }
  });

  it('keeps paths of this site in the app, with query and hash', () => {
    expect(resolveTarget('/casino?provider=house#top', {}, ORIGIN)).toEqual({
      kind: 'app',
      to: '/casino?provider=house#top',
    });
    expect(resolveTarget(`${ORIGIN}/poker`, {}, ORIGIN)).toEqual({ kind: 'app', to: '/poker' });
  });

  it('refuses another origin unless the caller opts in', () => {
    for (const url of ['https://evil.com', '//evil.com', '/\\evil.com', 'http://site.example']) {
      expect(resolveTarget(url, {}, ORIGIN), url).toBeNull();
    }
    expect(resolveTarget('https://partner.example/x', { external: true }, ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://partner.example/x',
    });
    expect(resolveTarget('ftp://partner.example/x', { external: true }, ORIGIN)).toBeNull();
  });

  it('refuses empty targets', () => {
    expect(resolveTarget('', {}, ORIGIN)).toBeNull();
    expect(resolveTarget('   ', {}, ORIGIN)).toBeNull();
  });
});

describe('safeAppPath (the target after login)', () => {
  it('accepts paths here and ignores anything that leaves the site', () => {
    expect(safeAppPath('/casino?provider=house&page=2', ORIGIN)).toBe(
      '/casino?provider=house&page=2',
    );
    for (const bad of [null, '', '//evil.com', 'https://evil.com', ' javascript:alert(1)']) {
      expect(safeAppPath(bad, ORIGIN)).toBeNull();
    }
  });
});

describe('safeExternalUrl', () => {
  it('allows http and https only', () => {
    expect(safeExternalUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [...SCRIPT_URLS, 'not a url']) expect(safeExternalUrl(bad)).toBeNull();
  });
});

describe('navigateTo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('navigates in the app for a path, loads the page for an allowed other site, else nothing', () => {
    const inApp = vi.fn<(to: string, options: { replace: boolean }) => void>();
    const assign = vi.spyOn(pageLoads, 'assign').mockImplementation(() => undefined);
    configureNavigation(inApp);
    const origin = window.location.origin;

    expect(navigateTo(`${origin}/sports?x=1`)).toBe(true);
    expect(inApp).toHaveBeenLastCalledWith('/sports?x=1', { replace: false });
    expect(navigateTo('/poker', { replace: true })).toBe(true);
    expect(inApp).toHaveBeenLastCalledWith('/poker', { replace: true });

    expect(navigateTo('https://partner.example/')).toBe(false);
    expect(navigateTo(' JaVaScRiPt:alert(1)', { external: true })).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    expect(navigateTo('https://partner.example/', { external: true })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://partner.example/');
    expect(inApp).toHaveBeenCalledTimes(2);
  });

  it('gives loaders a redirect, or null when refused', () => {
    expect(redirectTo('/promotions')?.headers.get('Location')).toBe('/promotions');
    const external = redirectTo('https://partner.example/', { external: true });
    expect(external?.headers.get('Location')).toBe('https://partner.example/');
    expect(external?.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(redirectTo('https://partner.example/')).toBeNull();
    expect(redirectTo('data:text/html,hi', { external: true })).toBeNull();
  });
});

describe('the chunk-reload guard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('reloads once per 10 s per path', () => {
    const storage = window.sessionStorage;
    expect(mayReloadForChunk('/poker', storage, 1_000)).toBe(true);
    expect(mayReloadForChunk('/poker', storage, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    // Another path has its own window.
    expect(mayReloadForChunk('/bingo', storage, 2_000)).toBe(true);
    expect(mayReloadForChunk('/poker', storage, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats an unreadable record as none', () => {
    window.sessionStorage.setItem('tribuna-chunk-reload', '{not json');
    expect(mayReloadForChunk('/poker', window.sessionStorage, 5_000)).toBe(true);
  });

  it('loads the target afresh on the first failure and throws on the second', async () => {
    const assign = vi.spyOn(pageLoads, 'assign').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkReload(
      () => Promise.reject(failure),
      () => '/poker?x=1',
    );

    const first = load();
    const settled = await Promise.race([
      first.then(() => 'resolved'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
    expect(assign).toHaveBeenCalledWith('/poker?x=1');

    await expect(load()).rejects.toBe(failure);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('passes a loaded module through untouched', async () => {
    const load = withChunkReload(
      () => Promise.resolve({ Component: 'x' }),
      () => '/poker',
    );
    await expect(load()).resolves.toEqual({ Component: 'x' });
  });
});

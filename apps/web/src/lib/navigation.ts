import { redirect, redirectDocument } from 'react-router';

/**
 * The one way the page moves the player by code (route rules, popups' and
 * notifications' links, the target after login): script-like URLs are refused,
 * another site only when the caller asks for it, and paths here stay in the app.
 */

/** Where a checked target leads: a path of this site, or another site (full page load). */
export type NavigationTarget = { kind: 'app'; to: string } | { kind: 'external'; url: string };

export interface NavigationOptions {
  /** Allow another origin (a full page load); refused otherwise. */
  external?: boolean;
  replace?: boolean;
}

const DANGEROUS_SCHEME = /^(javascript|data|blob|vbscript):/;

/**
 * Browsers drop control characters and spaces around a URL and tabs or newlines inside
 * it, so " JaVa\tScRiPt:" still runs script: strip them before looking at the scheme.
 */
function hasDangerousScheme(to: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = to.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return DANGEROUS_SCHEME.test(squeezed);
}

function currentOrigin(): string {
  return window.location.origin;
}

/** What `to` may lead to, or null when it must not be followed. */
export function resolveTarget(
  to: string,
  options: Pick<NavigationOptions, 'external'> = {},
  origin: string = currentOrigin(),
): NavigationTarget | null {
  if (typeof to !== 'string' || to.trim() === '' || hasDangerousScheme(to)) return null;
  let url: URL;
  try {
    url = new URL(to, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `//host`, `/\host` and full URLs of another site all land here.
  if (url.origin !== origin) return options.external ? { kind: 'external', url: url.href } : null;
  return { kind: 'app', to: url.pathname + url.search + url.hash };
}

/** A path of this site (with query and hash) for `to`, or null: never an open redirect. */
export function safeAppPath(to: string | null | undefined, origin?: string): string | null {
  if (!to) return null;
  const target = resolveTarget(to, {}, origin);
  return target?.kind === 'app' ? target.to : null;
}

/** Another site's http(s) address, or null. */
export function safeExternalUrl(to: string): string | null {
  if (hasDangerousScheme(to)) return null;
  try {
    const url = new URL(to);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

type InAppNavigate = (to: string, options: { replace: boolean }) => void;

let inAppNavigate: InAppNavigate | null = null;

/** Wired by the app once its router exists (lib knows nothing of the router). */
export function configureNavigation(navigate: InAppNavigate): void {
  inAppNavigate = navigate;
}

export const pageLoads = {
  /** Kept apart so tests can watch it; a real load ends the page. */
  assign: (url: string) => window.location.assign(url),
};

/**
 * Goes to `to` if it is safe: in the app for a path here, a full page load for another
 * site the caller allowed. Returns whether it went anywhere.
 */
export function navigateTo(to: string, options: NavigationOptions = {}): boolean {
  const target = resolveTarget(to, options);
  if (!target) return false;
  if (target.kind === 'external') {
    pageLoads.assign(target.url);
  } else if (inAppNavigate) {
    inAppNavigate(target.to, { replace: options.replace ?? false });
  } else {
    pageLoads.assign(target.to);
  }
  return true;
}

/** The same check for a loader: a redirect Response, or null when `to` is refused. */
export function redirectTo(to: string, options: Pick<NavigationOptions, 'external'> = {}) {
  const target = resolveTarget(to, options);
  if (!target) return null;
  return target.kind === 'app' ? redirect(target.to) : redirectDocument(target.url);
}

// Chunk-reload guard (spec: 10 s; product.md item 13): after a deploy the old page asks
// for route files that are gone; a full load of the target gets the new ones.
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const CHUNK_RELOAD_KEY = 'tribuna-chunk-reload';

type ReloadTimes = Record<string, number>;

function readReloadTimes(storage: Storage): ReloadTimes {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as ReloadTimes) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a failed chunk for `path` may reload the page now: yes unless it already did
 * less than 10 s ago (then the error shows instead of a reload loop). A yes is remembered.
 */
export function mayReloadForChunk(path: string, storage: Storage, now: number = Date.now()) {
  const times = readReloadTimes(storage);
  const last = times[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) {
    return false;
  }
  // Old entries are dropped so the list stays small.
  const kept: ReloadTimes = { [path]: now };
  for (const [key, time] of Object.entries(times)) {
    if (key !== path && now - time < CHUNK_RELOAD_WINDOW_MS) kept[key] = time;
  }
  try {
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: without a record, no reload (it could loop).
    return false;
  }
  return true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Wraps a lazy route: when its files fail to load, a full load of `target()` (once per
 * 10 s per path); a second failure is thrown to the error page.
 */
export function withChunkReload<T>(load: () => Promise<T>, target: () => string) {
  return async function loadWithReload(): Promise<T> {
    try {
      return await load();
    } catch (error) {
      const path = safeAppPath(target());
      const storage = sessionStore();
      if (!path || !storage || !mayReloadForChunk(path, storage)) throw error;
      pageLoads.assign(path);
      // The page is being replaced: render nothing meanwhile.
      return new Promise<T>(() => undefined);
    }
  };
}

import type { BuildInfo, RouteRedirect, RouteRules } from '@tribuna/contracts/builds';
import { resolveTarget, safeExternalUrl } from './navigation';

/**
 * Builds and route rules (spec §4 step 6, product.md item 13): the server publishes, per
 * build, paths that send the visitor elsewhere, in the app or to another site. The files
 * are read once per page (per build id) and matched on every navigation. The page also
 * polls for a new build, after which its next navigation is a full page load.
 */

/** What a navigation must do instead: go to another path here, or load another site. */
export type RouteRuleTarget = { kind: 'app'; to: string } | { kind: 'external'; url: string };

// No zod at run time on the first page (decision 0009): shapes are checked by hand.
function isRedirect(value: unknown): value is RouteRedirect {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule.from === 'string' &&
    rule.from.startsWith('/') &&
    typeof rule.to === 'string' &&
    rule.to.length > 0 &&
    typeof rule.external === 'boolean'
  );
}

export function parseRouteRules(value: unknown): RouteRules {
  if (typeof value !== 'object' || value === null) return { redirects: [] };
  const redirects = (value as { redirects?: unknown }).redirects;
  return { redirects: Array.isArray(redirects) ? redirects.filter(isRedirect) : [] };
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** `from` is an exact path, or ends in `/**` for a path and everything under it (as in Nuxt). */
export function matchesRule(from: string, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (from.endsWith('/**')) {
    const base = trimSlash(from.slice(0, -3)) || '/';
    return base === '/' || path === base || path.startsWith(`${base}/`);
  }
  return trimSlash(from) === path;
}

const RULE_ORIGIN = 'http://site.invalid';

/** The first rule for `pathname`, if it leads somewhere usable and not back to itself. */
export function findRouteRule(rules: RouteRules, pathname: string): RouteRuleTarget | null {
  for (const rule of rules.redirects) {
    if (!matchesRule(rule.from, pathname)) continue;
    if (rule.external) {
      const url = safeExternalUrl(rule.to);
      return url ? { kind: 'external', url } : null;
    }
    // Checked against a neutral origin: only a path of this site passes.
    const target = rule.to.startsWith('/') ? resolveTarget(rule.to, {}, RULE_ORIGIN) : null;
    if (target?.kind !== 'app') return null;
    // A rule pointing at its own path would loop.
    if (trimSlash(new URL(target.to, RULE_ORIGIN).pathname) === trimSlash(pathname)) return null;
    return { kind: 'app', to: target.to };
  }
  return null;
}

async function getJson(url: string): Promise<unknown> {
  const answer = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
}

/** How often the page asks whether a new build is out (product.md item 13). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

// Written into the bundle by the build (vite.config.ts); absent in tests and the dev server.
const ownBuildId: unknown = import.meta.env.VITE_BUILD_ID;

let buildId: Promise<string | null> | null = null;
const rulesByBuild = new Map<string, Promise<RouteRules>>();
/** The build a poll last saw; null until a poll answers. */
let polledBuildId: string | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;

function readLatestBuildId(): Promise<string | null> {
  return getJson('/builds/latest.json').then((info) => {
    const id = (info as Partial<BuildInfo> | null)?.id;
    return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  });
}

/** The server's current build id, read once per page. */
export function currentBuildId(): Promise<string | null> {
  buildId ??= readLatestBuildId().catch(() => {
    // Tried again on the next navigation: a missing file must not stop the site.
    buildId = null;
    return null;
  });
  return buildId;
}

/** Asks for the server's build every `interval` ms, from the first call on (once per page). */
export function startBuildPolling(interval: number = BUILD_POLL_INTERVAL_MS): void {
  if (pollTimer !== null) return;
  pollTimer = setInterval(() => {
    readLatestBuildId().then(
      (id) => {
        if (id) polledBuildId = id;
      },
      () => {
        // Offline for now: the next poll tries again.
      },
    );
  }, interval);
}

/** A poll saw another build than this page's: the next navigation loads the page afresh. */
export function newBuildOut(): boolean {
  return typeof ownBuildId === 'string' && polledBuildId !== null && polledBuildId !== ownBuildId;
}

/** The route rules of the current build; none when they cannot be read. */
export async function loadRouteRules(): Promise<RouteRules> {
  const id = await currentBuildId();
  if (!id) return { redirects: [] };
  let rules = rulesByBuild.get(id);
  if (!rules) {
    rules = getJson(`/builds/meta/${id}.json`).then(parseRouteRules, () => {
      rulesByBuild.delete(id);
      return { redirects: [] };
    });
    rulesByBuild.set(id, rules);
  }
  return rules;
}

/** What the route rules say about `pathname` (no rule: null). */
export async function routeRuleFor(pathname: string): Promise<RouteRuleTarget | null> {
  return findRouteRule(await loadRouteRules(), pathname);
}

/** For tests: forget what was read. */
export function resetRouteRules(): void {
  buildId = null;
  rulesByBuild.clear();
  polledBuildId = null;
  if (pollTimer !== null) clearInterval(pollTimer);
  pollTimer = null;
}

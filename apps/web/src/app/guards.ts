import type { Configurations } from '@tribuna/contracts/configurations';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { navigateTo, redirectTo } from '../lib/navigation';
import { newBuildOut, routeRuleFor, startBuildPolling } from '../lib/route-rules';
import {
  getSession,
  refreshTokens,
  rememberTarget,
  resetSession,
  tokenStatus,
  type SessionChangeSource,
} from '../lib/session';
import { startUp } from './start-up';

/**
 * Who may open a route (spec §2, product.md "open points" 1):
 * - `open`: everyone; the auth steps do not run.
 * - `off`: the spec's "auth explicitly off" (`/icons-seeker-page`); same as open.
 * - `guests`: login, register, password reset; a player goes home.
 * - `players`: login required; a guest goes to log in and comes back afterwards.
 */
export type AccessPolicy = 'open' | 'off' | 'guests' | 'players';

/** The page guards that run after the auth steps. */
export type PageGuard = 'home' | 'profile';

export async function rootLoader(): Promise<null> {
  await startUp();
  return null;
}

function toLogin(url: URL): Response {
  // The full path with its query (product.md item 5).
  rememberTarget(url.pathname + url.search);
  return redirect('/login');
}

/** Spec §4 steps 1 to 5; null lets the navigation go on. */
export async function authSteps(policy: AccessPolicy, url: URL): Promise<Response | null> {
  // Step 1, and product.md item 1: open routes are open to everyone.
  if (policy === 'off' || policy === 'open') return null;
  const session = getSession();
  if (session.loggedIn) {
    // Step 2: guest-only pages (login among them) send a player home.
    if (policy === 'guests') return redirect('/');
    // Step 3: nothing can renew this session.
    if (tokenStatus(session.refreshExpiresAt) === 'expired') {
      resetSession();
      return toLogin(url);
    }
    // Step 4: only the access token expired: renew it now, not in the page's first call.
    if (tokenStatus(session.tokenExpiresAt) === 'expired') {
      try {
        await refreshTokens();
      } catch {
        resetSession();
        return toLogin(url);
      }
    }
    return null;
  }
  // Step 5: a guest on a player-only page.
  return policy === 'players' ? toLogin(url) : null;
}

/**
 * Home: a guest goes to log in when the brand's accounts are managed elsewhere
 * (`pam_type` not 2) or when it has a landing (spec §4, product.md item 3).
 */
export function homeGuard(configuration: Configurations): Response | null {
  if (getSession().loggedIn) return null;
  if (Number(configuration.pam_type) !== 2 || configuration.landing) return redirect('/login');
  return null;
}

/** Profile: a player whose account is managed elsewhere (`pam_type` not 2) goes home (item 2). */
export function profileGuard(configuration: Configurations): Response | null {
  if (getSession().loggedIn && Number(configuration.pam_type) !== 2) return redirect('/');
  return null;
}

const PAGE_GUARDS: Record<PageGuard, (configuration: Configurations) => Response | null> = {
  home: homeGuard,
  profile: profileGuard,
};

/**
 * The loader of every page: a full load when a new build is out, the route rule, then
 * the auth steps, then the page's own guards (product.md items 1 and 13). It is on each page rather than on a layout since
 * React Router runs a layout's loader only when the layout is entered.
 */
export function guard(policy: AccessPolicy, pageGuards: readonly PageGuard[] = []) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const url = new URL(request.url);
    // A new build is out: load the target afresh, with the new build's code and rules.
    if (newBuildOut()) return redirectDocument(url.pathname + url.search + url.hash);
    startBuildPolling();
    // Both are read once per page; the rules are fetched while the site starts.
    const [rule, configuration] = await Promise.all([routeRuleFor(url.pathname), startUp()]);
    if (rule) {
      // Checked once more by the one navigation check (an unsafe target is ignored).
      const answer =
        rule.kind === 'app' ? redirectTo(rule.to) : redirectTo(rule.url, { external: true });
      if (answer) return answer;
    }
    const auth = await authSteps(policy, url);
    if (auth) return auth;
    for (const name of pageGuards) {
      const answer = PAGE_GUARDS[name](configuration);
      if (answer) return answer;
    }
    return null;
  };
}

/** What of the router's state decides whether to move (structural, for tests). */
export interface RouterStateView {
  initialized: boolean;
  navigation: { state: 'idle' | 'loading' | 'submitting' };
}

/**
 * The spec's "moving home or to `/` when loggedIn changes": a logout (this tab, another
 * tab, or the server) moves to `/`, where the home guard decides; a login in another
 * tab moves home too. A login here is followed by its own form (the remembered target).
 * Nothing moves while the page starts or while a navigation runs: its guards decide.
 * Returns where it went, for tests.
 */
export function moveOnLoggedInChange(
  router: RouterStateView,
  loggedIn: boolean,
  source: SessionChangeSource,
): string | null {
  if (!router.initialized || router.navigation.state !== 'idle') return null;
  if (loggedIn && source === 'this-tab') return null;
  return navigateTo('/') ? '/' : null;
}

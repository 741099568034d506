import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER, type E2eBrand } from './support/brands';
import {
  failOnConsoleErrors,
  fillSignUpForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

type Policy = 'home' | 'open' | 'guests' | 'players' | 'profile';

interface RouteCase {
  /** The path visited (dynamic segments filled in). */
  path: string;
  policy: Policy;
  /** The page's heading in en_US, where the page fixes it (placeholders). */
  heading?: string;
}

// Spec §2, with product.md's settlements: all 33 routes.
const ROUTES: RouteCase[] = [
  { path: '/', policy: 'home' },
  { path: '/bet-types', policy: 'open' },
  { path: '/bingo', policy: 'open', heading: 'Bingo' },
  { path: '/casino', policy: 'players', heading: 'Casino' },
  { path: '/casino/casino-games', policy: 'open', heading: 'Casino games' },
  { path: '/live-casino', policy: 'players', heading: 'Live casino' },
  { path: '/live-casino/live-casino-games', policy: 'open', heading: 'Live casino games' },
  { path: '/favorites', policy: 'players', heading: 'Favourites' },
  { path: '/favorites/casino-games', policy: 'open', heading: 'Favourite casino games' },
  { path: '/golden-race', policy: 'open', heading: 'Golden Race' },
  { path: '/horses', policy: 'open', heading: 'Horses' },
  { path: '/icons-seeker-page', policy: 'open', heading: 'Icons' },
  { path: '/live', policy: 'open', heading: 'Live betting' },
  { path: '/login', policy: 'guests', heading: 'Log in' },
  { path: '/poker', policy: 'open', heading: 'Poker' },
  { path: '/prode', policy: 'open', heading: 'Prode' },
  { path: '/profile', policy: 'profile', heading: 'My profile' },
  { path: '/promotions', policy: 'open', heading: 'Promotions' },
  { path: '/promotions/42', policy: 'open', heading: 'This promotion is not available.' },
  {
    path: '/promotions/42/other-promotions',
    policy: 'open',
    heading: 'This promotion is not available.',
  },
  { path: '/promotions/type/bonus', policy: 'open', heading: 'Bonuses' },
  { path: '/promotions/type/promotion', policy: 'open', heading: 'Promotional offers' },
  { path: '/register', policy: 'guests', heading: 'Create your account' },
  { path: '/reset/password', policy: 'guests' },
  { path: '/sport-rules', policy: 'open' },
  { path: '/sports', policy: 'open', heading: 'Sports' },
  { path: '/sports/football/1234', policy: 'open', heading: 'This event does not exist.' },
  { path: '/store', policy: 'open', heading: 'Store' },
  { path: '/terms', policy: 'open' },
  { path: '/tournaments', policy: 'open', heading: 'Tournaments' },
  { path: '/tournaments/7', policy: 'open', heading: 'This tournament was not found.' },
  { path: '/transactions', policy: 'open', heading: 'Transactions' },
  { path: '/virtuals', policy: 'open', heading: 'Virtual sports' },
];

interface BrandFacts {
  brand: E2eBrand;
  pamType: number;
  landing: boolean;
  /** Every route, or only those whose guard depends on the brand (and a few open ones). */
  allRoutes: boolean;
}

const MATRIX_BRANDS: BrandFacts[] = [
  { brand: BRANDS.tribuna, pamType: 2, landing: false, allRoutes: true },
  { brand: BRANDS.riobet, pamType: 1, landing: false, allRoutes: false },
  { brand: BRANDS.luckystar, pamType: 2, landing: true, allRoutes: false },
];

/**
 * An open route's guard is the same on every brand (it lets everyone in), so the other
 * brands visit every guarded route and these open ones only: a full page load each, and
 * the 25 open routes on three brands took a minute of every run.
 */
const OPEN_SAMPLE = new Set(['/casino/casino-games', '/live', '/transactions', '/promotions/42']);

function routesOf(facts: BrandFacts): RouteCase[] {
  return facts.allRoutes
    ? ROUTES
    : ROUTES.filter((route) => route.policy !== 'open' || OPEN_SAMPLE.has(route.path));
}

/** Where a visit to `route` ends, by the rules of product.md "open points" 1-3. */
function expectedPath(route: RouteCase, facts: BrandFacts, player: boolean): string {
  switch (route.policy) {
    case 'home':
      return !player && (facts.pamType !== 2 || facts.landing) ? '/login' : '/';
    case 'guests':
      return player ? '/' : route.path;
    case 'players':
      return player ? route.path : '/login';
    case 'profile':
      if (!player) return '/login';
      return facts.pamType === 2 ? route.path : '/';
    case 'open':
      return route.path;
  }
}

/** Opens `path` afresh and waits until the guards have settled and a page is shown. */
async function visit(page: Page, brand: E2eBrand, path: string) {
  await page.goto(new URL(path, brand.origin).toString());
  // A page's heading is rendered only after its loader (the guards) has finished.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A fresh player, signed up through the form (each test its own, since staff may block one). */
async function registerPlayer(page: Page, brand: E2eBrand): Promise<string> {
  const username = uniqueName('g');
  await openSite(page, brand, '/register');
  await fillSignUpForm(page, username, { name: 'Guard' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
  return username;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const EXPECTED_ERRORS = [/Failed to load resource/];

test.describe('the guard matrix', () => {
  for (const facts of MATRIX_BRANDS) {
    for (const player of [false, true]) {
      const who = player ? 'a player' : 'a guest';
      const which = facts.allRoutes ? 'every route' : 'the guarded routes';
      test(`${facts.brand.name}: ${which} as ${who}`, async ({ page }) => {
        test.setTimeout(180_000);
        const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
        await useLanguage(page, 'en_US');
        if (player) await registerPlayer(page, facts.brand);
        for (const route of routesOf(facts)) {
          await test.step(route.path, async () => {
            await visit(page, facts.brand, route.path);
            const expected = expectedPath(route, facts, player);
            expect(new URL(page.url()).pathname, `${route.path} as ${who}`).toBe(expected);
            await expect(page.getByText(/^Page not found/)).toHaveCount(0);
            if (expected === route.path && route.heading) {
              await expect(
                page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
              ).toBeVisible();
            }
            if (player) await expect(page.getByTestId('account-user')).toBeVisible();
          });
        }
        expect(errors).toEqual([]);
      });
    }
  }

  test('an unknown route says so inside the layout, with a link home and no login', async ({
    page,
  }) => {
    await useLanguage(page, 'en_US');
    await visit(page, BRANDS.riobet, '/no/such/page?x=1');
    await expect(page).toHaveURL(`${BRANDS.riobet.origin}/no/such/page?x=1`);
    await expect(
      page.getByRole('heading', { name: 'Page not found: /no/such/page' }),
    ).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    // RioBet's home sends a guest to log in.
    await expect(page).toHaveURL(`${BRANDS.riobet.origin}/login`);
  });

  test('a guest on /transactions is asked to log in, and nothing of a player is asked', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await useLanguage(page, 'en_US');
    await visit(page, BRANDS.tribuna, '/transactions');
    await expect(page.getByText('Log in to see your transactions.')).toBeVisible();
    expect(calls.filter((call) => call !== '/api/configurations' && call !== '/api/live')).toEqual(
      [],
    );
  });
});

test.describe('the remembered target', () => {
  test('a guest sent to log in comes back to the full path and query', async ({ page }) => {
    const brand = BRANDS.tribuna;
    const username = await registerPlayerThroughApi(page, brand);
    await useLanguage(page, 'en_US');
    await visit(page, brand, '/casino?provider=house&page=2');
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await logIn(page, username, 'password123');
    await expect(page).toHaveURL(`${brand.origin}/casino?provider=house&page=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('the same on RioBet with its demo player, through the profile guard', async ({ page }) => {
    const brand = BRANDS.riobet;
    await useLanguage(page, 'en_US');
    await visit(page, brand, '/favorites?tab=recent');
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(`${brand.origin}/favorites?tab=recent`);
    // Accounts are managed elsewhere on RioBet: the profile sends the player home.
    await visit(page, brand, '/profile');
    await expect(page).toHaveURL(`${brand.origin}/`);
  });
});

test.describe('tokens on navigation', () => {
  test('an expired access token is refreshed when a player page is opened', async ({ page }) => {
    const brand = BRANDS.tribuna;
    await page.clock.install();
    await useLanguage(page, 'en_US');
    await registerPlayer(page, brand);
    await visit(page, brand, '/sports');
    const refresh = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/auth/refresh',
    );
    // Past the access token's life (about 15 minutes), well within the refresh token's.
    await page.clock.fastForward('20:00');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Casino', exact: true })
      .click();
    await refresh;
    await expect(page).toHaveURL(`${brand.origin}/casino`);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByTestId('account-user')).toBeVisible();
  });

  test('an expired refresh token resets the session and sends to log in', async ({ page }) => {
    const brand = BRANDS.tribuna;
    await page.clock.install();
    await useLanguage(page, 'en_US');
    await registerPlayer(page, brand);
    await visit(page, brand, '/sports');
    // Past the refresh token's life too.
    await page.clock.fastForward(400 * 24 * 3600 * 1000);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Casino', exact: true })
      .click();
    await expect(page).toHaveURL(`${brand.origin}/login`);
    const names = (await page.context().cookies(brand.origin)).map((cookie) => cookie.name);
    expect(names).not.toContain('auth._token.local');
  });
});

test.describe('route rules', () => {
  const RULES = {
    redirects: [
      { from: '/old-promotions', to: '/promotions/type/bonus?from=old', external: false },
      { from: '/partner/**', to: 'https://partner.example/welcome', external: true },
      { from: '/casino', to: '/casino/casino-games', external: false },
      { from: '/evil', to: 'javascript:alert(1)', external: true },
    ],
  };

  test.beforeEach(async ({ page }) => {
    await page.route('**/builds/meta/*.json', (route) => route.fulfill({ json: RULES }));
    await page.route('https://partner.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><h1>Partner site</h1>',
      }),
    );
    await useLanguage(page, 'en_US');
  });

  test('an in-app rule redirects, first load and in-app navigation, before the login guard', async ({
    page,
  }) => {
    const brand = BRANDS.tribuna;
    await visit(page, brand, '/old-promotions');
    await expect(page).toHaveURL(`${brand.origin}/promotions/type/bonus?from=old`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    // A guest on /casino would go to log in; the rule comes first.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Casino', exact: true })
      .click();
    await expect(page).toHaveURL(`${brand.origin}/casino/casino-games`);
  });

  test('an external rule is a full page load; a dangerous one is refused', async ({ page }) => {
    const brand = BRANDS.tribuna;
    await visit(page, brand, '/evil');
    await expect(page.getByRole('heading', { name: 'Page not found: /evil' })).toBeVisible();
    await page.goto(new URL('/partner/offer', brand.origin).toString());
    await expect(page).toHaveURL('https://partner.example/welcome');
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  });
});

test.describe('a new build', () => {
  test('after a poll sees a new build, the next navigation is a full page load', async ({
    page,
  }) => {
    const brand = BRANDS.tribuna;
    await page.clock.install();
    await useLanguage(page, 'en_US');
    await visit(page, brand, '/sports');
    await page.evaluate('window.__samePage = true');
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    const poll = page.waitForRequest((request) => request.url().endsWith('/builds/latest.json'));
    // The page polls every 5 minutes.
    await page.clock.fastForward('05:01');
    await poll;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Poker', exact: true })
      .click();
    await expect(page).toHaveURL(`${brand.origin}/poker`);
    await expect(page.getByRole('heading', { level: 1, name: 'Poker' })).toBeVisible();
    expect(await page.evaluate('window.__samePage === true')).toBe(false);
  });
});

test.describe('header and footer variants', () => {
  test('header 1 / footer 1 on Tribuna, header 2 / footer 2 on RioBet, with the products', async ({
    page,
  }) => {
    await useLanguage(page, 'en_US');
    await visit(page, BRANDS.tribuna, '/sports');
    await expect(page.locator('.site-header--1')).toBeVisible();
    await expect(page.locator('.site-footer--1')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/poker`);
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/terms`);

    // RioBet: the products fold behind a menu button on phones.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, BRANDS.riobet, '/sports');
    await expect(page.locator('.site-header--2')).toBeVisible();
    await expect(page.locator('.site-footer--2')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Horses', exact: true })
      .click();
    await expect(page).toHaveURL(`${BRANDS.riobet.origin}/horses`);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

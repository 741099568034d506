import { expect, test, type Page, type Route } from '@playwright/test';
import { BRANDS } from './support/brands';
import {
  failOnConsoleErrors,
  logInThroughForm,
  logOutThroughMenu,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

/**
 * Start-up integrations, navigation safety and the session across tabs, in a real
 * Chromium. Third-party scripts are answered here (no internet on this machine).
 */

const GTAG = 'https://www.googletagmanager.com/gtag/js**';
const ZOHO = 'https://salesiq.zohopublic.com/widget**';
const TINY_SCRIPT = { contentType: 'text/javascript', body: 'window.__thirdParty = true;' };
// What Chromium itself logs for a request that fails (aborted or blocked).
const FAILED_REQUEST = [/Failed to load resource/];

interface IntegrationSettings {
  analytics?: { enabled: boolean; code: string | null };
  zohoKey?: string | null;
}

/** Changes the guest configuration's integration switches; returns when it was answered. */
async function withIntegrations(page: Page, settings: IntegrationSettings) {
  const answered: number[] = [];
  await page.route('**/api/configurations', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      response: { configurations: Record<string, unknown> };
    };
    const configurations = body.response.configurations;
    if (settings.analytics) configurations.trackers = { analytics: settings.analytics };
    if (settings.zohoKey !== undefined) {
      configurations.enabled_modules = {
        customer_support: { zoho: { key: settings.zohoKey } },
      };
    }
    answered.push(Date.now());
    await route.fulfill({ response, json: body });
  });
  return answered;
}

function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate<unknown[][]>(
    '(window.dataLayer ?? []).map((entry) => Array.from(entry, (x) => typeof x === "object" && !(x instanceof Date) ? x : String(x)))',
  );
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('the site-loading overlay', () => {
  test('goes 1000 ms after the configuration and the user calls have answered', async ({
    page,
  }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/login');
    await logInThroughForm(page, 'demo', 'demo1234');
    await expect(page.getByTestId('account-user')).toBeVisible();
    // On the next load, note when the overlay is hidden, on the page's own clock.
    await page.addInitScript(`
      new MutationObserver((changes, observer) => {
        const overlay = document.getElementById('site-loading');
        if (overlay && overlay.hasAttribute('data-hidden')) {
          window.__overlayHiddenAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hidden'] });
    `);
    await page.reload();
    await expect(page.locator('#site-loading')).toHaveCount(0, { timeout: 15_000 });
    const timing = await page.evaluate<{ hidden: number; answered: number[] }>(`({
      hidden: window.__overlayHiddenAt,
      answered: performance
        .getEntriesByType('resource')
        .filter((e) => ['/configurations', '/user'].some((end) => new URL(e.name).pathname.endsWith(end)))
        .map((e) => e.responseEnd),
    })`);
    // The guest configuration, the player's configuration and the user.
    expect(timing.answered.length).toBeGreaterThanOrEqual(2);
    const wait = timing.hidden - Math.max(...timing.answered);
    expect(wait).toBeGreaterThanOrEqual(1000);
    // Not tied to anything else that comes later; loose, for a busy machine's timers.
    expect(wait).toBeLessThan(4000);
  });
});

test.describe('the page title on /', () => {
  for (const [language, title] of [
    ['en_US', 'Home · Tribuna'],
    ['es_ES', 'Inicio · Tribuna'],
    ['pt_BR', 'Início · Tribuna'],
  ] as const) {
    test(`is "${title}" in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await openSite(page, BRANDS.tribuna, '/');
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('analytics', () => {
  test('gtag.js loads 500 ms after the configuration, and each navigation is a page_view', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await useLanguage(page, 'en_US');
    const answered = await withIntegrations(page, {
      analytics: { enabled: true, code: 'G-E2E123' },
    });
    const requested: { url: string; at: number }[] = [];
    await page.route(GTAG, (route) => {
      requested.push({ url: route.request().url(), at: Date.now() });
      return route.fulfill(TINY_SCRIPT);
    });
    await openSite(page, BRANDS.tribuna, '/sports');
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]?.url).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2E123');
    const delay = (requested[0]?.at ?? 0) - (answered[0] ?? 0);
    expect(delay).toBeGreaterThanOrEqual(450);
    expect(delay).toBeLessThan(5_000);
    await expect.poll(() => page.evaluate('window.__thirdParty === true')).toBe(true);
    expect((await dataLayer(page)).find((entry) => entry[0] === 'config')).toEqual([
      'config',
      'G-E2E123',
    ]);

    await mainNav(page).getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Poker' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Bingo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bingo' })).toBeVisible();
    await expect
      .poll(async () =>
        (await dataLayer(page))
          .filter((entry) => entry[1] === 'page_view')
          .map((entry) => (entry[2] as { page_path: string }).page_path),
      )
      .toEqual(['/poker', '/bingo']);
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('never loads when disabled or without a code', async ({ page }) => {
    for (const analytics of [
      { enabled: false, code: 'G-E2E123' },
      { enabled: true, code: null },
    ]) {
      await page.unrouteAll();
      await withIntegrations(page, { analytics });
      let requests = 0;
      await page.route(GTAG, (route) => {
        requests += 1;
        return route.fulfill(TINY_SCRIPT);
      });
      await openSite(page, BRANDS.tribuna, '/sports');
      await page.waitForTimeout(1_500);
      expect(requests, JSON.stringify(analytics)).toBe(0);
      expect(await page.evaluate('window.dataLayer === undefined')).toBe(true);
    }
  });

  test('a script that cannot load breaks nothing', async ({ page }) => {
    const errors = failOnConsoleErrors(page, FAILED_REQUEST);
    await useLanguage(page, 'en_US');
    await withIntegrations(page, {
      analytics: { enabled: true, code: 'G-E2E123' },
      zohoKey: 'siq-e2e',
    });
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith('https://www.googletagmanager.com/'),
    );
    await page.route(GTAG, (route) => route.abort('internetdisconnected'));
    await page.route(ZOHO, (route) => route.abort('internetdisconnected'));
    await openSite(page, BRANDS.tribuna, '/sports');
    await failed;
    await mainNav(page).getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Poker' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('support chat', () => {
  test('the Zoho widget loads with the brand key, set up by our code', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await withIntegrations(page, { zohoKey: 'siq-e2e-key' });
    const requested: string[] = [];
    await page.route(ZOHO, (route) => {
      requested.push(route.request().url());
      return route.fulfill(TINY_SCRIPT);
    });
    await openSite(page, BRANDS.tribuna, '/sports');
    await expect
      .poll(() => requested)
      .toEqual(['https://salesiq.zohopublic.com/widget?wc=siq-e2e-key']);
    expect(await page.evaluate('window.$zoho.salesiq.widgetcode')).toBe('siq-e2e-key');
    expect(errors).toEqual([]);
  });

  test('never loads without a key', async ({ page }) => {
    await withIntegrations(page, { zohoKey: null });
    let requests = 0;
    await page.route(ZOHO, (route) => {
      requests += 1;
      return route.fulfill(TINY_SCRIPT);
    });
    await openSite(page, BRANDS.tribuna, '/sports');
    await page.waitForTimeout(1_000);
    expect(requests).toBe(0);
    expect(await page.evaluate('window.$zoho === undefined')).toBe(true);
  });
});

test.describe('the chunk-reload guard', () => {
  test('a route file that fails once reloads the target, which then shows', async ({ page }) => {
    failOnConsoleErrors(page, FAILED_REQUEST);
    await useLanguage(page, 'en_US');
    // Start on a page that does not use the placeholder route's file.
    await openSite(page, BRANDS.tribuna, '/terms');
    await page.evaluate('window.__samePage = true');
    let blocked = 0;
    await page.route('**/assets/placeholder-*.js', (route) => {
      if (blocked > 0) return route.continue();
      blocked += 1;
      return route.abort();
    });
    await mainNav(page).getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/poker`);
    await expect(page.getByRole('heading', { level: 1, name: 'Poker' })).toBeVisible();
    expect(blocked).toBe(1);
    // A full page load happened.
    expect(await page.evaluate('window.__samePage === true')).toBe(false);
  });

  test('a second failure within 10 s shows the error page instead of looping', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/terms');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/assets/placeholder-*.js', (route) => route.abort());
    await mainNav(page).getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
  });
});

test.describe('the target after login', () => {
  for (const target of ['https://evil.example/', '//evil.example/x', ' javascript:alert(1)']) {
    test(`"${target}" is ignored: home instead`, async ({ page }) => {
      const brand = BRANDS.tribuna;
      const username = await registerPlayerThroughApi(page, brand);
      await useLanguage(page, 'en_US');
      await openSite(page, brand, '/login');
      await page
        .context()
        .addCookies([
          { name: 'auth.redirect', value: encodeURIComponent(target), url: brand.origin },
        ]);
      await logInThroughForm(page, username, 'password123');
      await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
      await expect(page).toHaveURL(`${brand.origin}/`);
    });
  }
});

test.describe('the session across tabs', () => {
  test('logging out in one tab moves a tab on a player page to /', async ({ context }) => {
    const brand = BRANDS.tribuna;
    const first = await context.newPage();
    const username = await registerPlayerThroughApi(first, brand);
    await useLanguage(first, 'en_US');
    await openSite(first, brand, '/login');
    await logInThroughForm(first, username, 'password123');
    await expect(first.getByTestId('account-user')).toBeVisible();

    const second = await context.newPage();
    await useLanguage(second, 'en_US');
    await openSite(second, brand, '/casino');
    await expect(second.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(second.getByTestId('account-user')).toBeVisible();

    await logOutThroughMenu(first);
    await expect(first).toHaveURL(`${brand.origin}/`);
    await expect(second).toHaveURL(`${brand.origin}/`);
    await expect(second.getByTestId('account-user')).toHaveCount(0);
    await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  });

  test('logging in in one tab logs the other tab in and moves it home', async ({ context }) => {
    const brand = BRANDS.riobet;
    const first = await context.newPage();
    const username = await registerPlayerThroughApi(first, brand);
    await useLanguage(first, 'en_US');
    const second = await context.newPage();
    await useLanguage(second, 'en_US');
    await openSite(second, brand, '/register');
    await openSite(first, brand, '/login');
    await logInThroughForm(first, username, 'password123');
    await expect(first.getByTestId('account-user')).toBeVisible();
    await expect(second).toHaveURL(`${brand.origin}/`);
    await expect(second.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
  });

  test('two tabs refreshing an expired token at once both stay logged in', async ({ context }) => {
    const brand = BRANDS.tribuna;
    const first = await context.newPage();
    const username = await registerPlayerThroughApi(first, brand);
    await useLanguage(first, 'en_US');
    await openSite(first, brand, '/login');
    await logInThroughForm(first, username, 'password123');
    await expect(first.getByTestId('account-user')).toBeVisible();
    const second = await context.newPage();
    await useLanguage(second, 'en_US');

    /** Makes the shared access token look expired to every tab that loads. */
    async function expireAccessToken() {
      await context.addCookies([
        {
          name: 'auth._token_expiration.local',
          value: String(Date.now() - 60_000),
          url: brand.origin,
        },
      ]);
    }
    const refreshes: number[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes.push(Date.now());
    });

    await expireAccessToken();
    const casino = new URL('/casino', brand.origin).toString();
    await Promise.all([first.goto(casino), second.goto(casino)]);
    for (const tab of [first, second]) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
      await expect(tab).toHaveURL(casino);
      await expect(tab.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
    }
    // One tab refreshed; the other took the new token from the shared cookies.
    expect(refreshes).toHaveLength(1);

    // The session was not revoked: the rotated refresh token still works.
    await expireAccessToken();
    await first.goto(new URL('/favorites', brand.origin).toString());
    await expect(first.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(first).toHaveURL(`${brand.origin}/favorites`);
    expect(refreshes).toHaveLength(2);
  });
});

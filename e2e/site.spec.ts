import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import {
  brandConfiguration,
  cssVariable,
  failOnConsoleErrors,
  logInThroughForm,
  logOutThroughMenu,
  openSite,
  useLanguage,
} from './support/site';

interface Settings {
  colors: Record<string, string>;
  maintenance: { enabled: boolean };
}

function saveSettings(page: Page, change: (current: Settings) => Settings) {
  return saveSiteSettings<Settings>(page, change);
}

// Failed calls (a wrong password) are logged by Chromium as resource errors.
const EXPECTED_ERRORS = [/Failed to load resource/];

test.describe('the player site', () => {
  test('localhost and 127.0.0.1 are two different brands', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    // Read from the server: another test (the office's) may have re-themed a brand.
    const tribuna = await brandConfiguration(page, BRANDS.tribuna);
    const riobet = await brandConfiguration(page, BRANDS.riobet);
    expect(tribuna.colors.primary).not.toBe(riobet.colors.primary);

    await openSite(page, BRANDS.tribuna);
    await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/`);
    await expect(page.getByTestId('brand-name').first()).toHaveText('Tribuna');
    expect(await cssVariable(page, '--color-primary')).toBe(tribuna.colors.primary);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page).toHaveTitle(/Tribuna/);
    await expect(page.getByRole('heading', { name: 'Bienvenido a Tribuna' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/brands/tribuna/favicon.svg',
    );

    // RioBet's accounts live elsewhere (pam_type 1): a guest is sent to log in.
    await openSite(page, BRANDS.riobet);
    await expect(page).toHaveURL(`${BRANDS.riobet.origin}/login`);
    await expect(page.getByTestId('brand-name').first()).toHaveText('RioBet');
    expect(await cssVariable(page, '--color-primary')).toBe(riobet.colors.primary);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('the demo player logs in and is shown, then logs out', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const brand = BRANDS.riobet;
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');

    await page.getByLabel('Username or email').fill(DEMO_PLAYER.username);
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(`${brand.origin}/`);
    await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');
    const cookies = await page.context().cookies(brand.origin);
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'auth._token.local',
        'auth._token_expiration.local',
        'auth._refresh_token_expiration.local',
        'auth.strategy',
      ]),
    );
    const token = cookies.find((c) => c.name === 'auth._token.local');
    expect(token?.value).toMatch(/^Bearer%20/);
    expect(token).toMatchObject({ path: '/', sameSite: 'Lax' });

    // The session survives a reload (cookies), then ends on logout.
    await page.reload();
    await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');
    await logOutThroughMenu(page);
    // A guest on RioBet's home is sent to log in again.
    await expect(page).toHaveURL(`${brand.origin}/login`);
    expect((await page.context().cookies(brand.origin)).map((c) => c.name)).not.toContain(
      'auth._token.local',
    );
    expect(errors).toEqual([]);
  });

  test('a wrong password says so, in the words of the spec', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.riobet, '/login');
    await page.getByLabel('Username or email').fill(DEMO_PLAYER.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or password are incorrect');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a blocked player is refused with "User blocked"', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.luckystar, '/login');
    await page.getByLabel('Username or email').fill('blocked');
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('User blocked');
  });

  test('empty credentials are refused before any call', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Insert the username and/or password');
  });

  test('register with a bad email says "Email is invalid"', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/register');
    await page.getByLabel('Username').fill('newplayer');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Name', { exact: true }).fill('New');
    await page.getByLabel('Last name').fill('Player');
    await page.getByLabel('Date of birth').fill('1990-04-02');
    await page.getByLabel('I confirm that I am over 18 years old').check();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the privacy policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the language is chosen, kept, and written on the page', async ({ page }) => {
    await openSite(page, BRANDS.tribuna, '/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByLabel('Idioma', { exact: true }).selectOption('en_US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(
      page.getByRole('heading', { name: 'Page not found: /no-such-page' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Page not found: /no-such-page' }),
    ).toBeVisible();
    expect(await page.evaluate('localStorage.getItem("language-session")')).toBe('en_US');
  });

  test('a theme change in the office reaches an open page without a reload', async ({ page }) => {
    const brand = BRANDS.luckystar;
    await openSite(page, brand, '/login');
    const before = await cssVariable(page, '--color-primary');

    const next = before === '#0ea5e9' ? '#f97316' : '#0ea5e9';
    const settings = await saveSettings(page, (current) => ({
      ...current,
      colors: { ...current.colors, primary: next },
    }));
    expect(settings.colors.primary).toBe(next);

    await expect.poll(() => cssVariable(page, '--color-primary')).toBe(next);

    // Back as it was, for the tests (and screenshots) that follow.
    await saveSettings(page, (current) => ({
      ...current,
      colors: { ...current.colors, primary: before },
    }));
    await expect.poll(() => cssVariable(page, '--color-primary')).toBe(before);
  });

  test("a brand in maintenance shows the spec's message", async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.luckystar, '/login');
    await saveSettings(page, (current) => ({ ...current, maintenance: { enabled: true } }));
    try {
      await openSite(page, BRANDS.luckystar, '/login');
      await expect(
        page.getByRole('heading', { name: 'We are currently under maintenance.' }),
      ).toBeVisible();
    } finally {
      await saveSettings(page, (current) => ({ ...current, maintenance: { enabled: false } }));
    }
    await openSite(page, BRANDS.luckystar, '/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('an unknown host gets an error page, never a brand', async ({ page }) => {
    const port = new URL(BRANDS.tribuna.origin).port;
    const response = await page.goto(`http://unknown.localhost:${port}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('There is no site at unknown.localhost.')).toBeVisible();
  });
});

// `npm run screenshots` writes these into docs/screenshots (SCREENSHOTS_DIR). They take
// pictures for the docs and check little the other tests do not, so `npm test` leaves
// them out (a minute of a run).
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

test.describe('screenshots', () => {
  test.skip(!SCREENSHOTS_DIR, 'docs screenshots: npm run screenshots');
  for (const brand of Object.values(BRANDS)) {
    for (const [name, path] of [
      ['home', '/'],
      ['login', '/login'],
      ['register', '/register'],
    ] as const) {
      for (const [width, height, device] of [
        [390, 844, 'phone'],
        [1280, 800, 'desktop'],
      ] as const) {
        test(`${brand.slug} ${name} (${device})`, async ({ page }) => {
          await page.setViewportSize({ width, height });
          await openSite(page, brand, path);
          await expect(page.getByTestId('brand-name').first()).toHaveText(brand.name);
          // Tribuna's home loads its matches as they come near: scroll down to them first.
          if (brand === BRANDS.tribuna && name === 'home') {
            await page
              .getByRole('heading', { name: 'Nuestros productos' })
              .scrollIntoViewIfNeeded();
            await expect(page.getByTestId('event-row').first()).toBeVisible();
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          await page.screenshot({
            path: `${SCREENSHOTS_DIR}/${brand.slug}-${name}-${device}.png`,
            fullPage: true,
          });
        });
      }
    }
  }

  // The products on the first brand: the sportsbook's pages and the casino lobby, with
  // what they show once the feed and the catalogue have answered.
  for (const [name, path, ready] of [
    ['sports', '/sports', 'event-row'],
    ['live', '/live', 'event-row'],
    ['casino', '/casino/casino-games', null],
  ] as const) {
    for (const [width, height, device] of [
      [390, 844, 'phone'],
      [1280, 800, 'desktop'],
    ] as const) {
      test(`tribuna ${name} (${device})`, async ({ page }) => {
        await useLanguage(page, 'en_US');
        await page.setViewportSize({ width, height });
        await openSite(page, BRANDS.tribuna, path);
        if (ready) await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
        else await expect(page.getByRole('button', { name: /^Demo of / }).first()).toBeVisible();
        await page.screenshot({
          path: `${SCREENSHOTS_DIR}/tribuna-${name}-${device}.png`,
          fullPage: true,
        });
      });
    }
  }

  test('tribuna event with a full slip (phone)', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSite(page, BRANDS.tribuna, '/sports');
    const rows = page.getByRole('list', { name: 'Upcoming' }).getByTestId('event-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    // A pick on each of the first three matches: an accumulator in the slip.
    for (let row = 0; row < 3; row += 1) {
      const price = rows.nth(row).getByTestId('odds-button').first();
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
    }
    await rows.first().locator('.event-row__more').click();
    await expect(page.getByTestId('market').first()).toBeVisible();
    // The match's page with the slip's button, then the slip open over it.
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/tribuna-event-phone.png` });
    await page.locator('.bet-slip-toggle').click();
    await expect(page.getByTestId('slip-item')).toHaveCount(3);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/tribuna-event-slip-phone.png` });
  });

  // Each game of the demo casino in its panel, on a phone, as a guest plays it (the live
  // table, which has no demo, for the demo player's real money).
  for (const [slug, name, lobby, mode] of [
    ['tesoro-del-dragon', 'Tesoro del Dragón', '/casino/casino-games', 'demo'],
    ['ruleta-europea', 'Ruleta Europea', '/casino/casino-games', 'demo'],
    ['blackjack', 'Blackjack', '/casino/casino-games', 'demo'],
    ['cohete', 'Cohete', '/casino/casino-games', 'demo'],
    ['ruleta-en-vivo', 'Ruleta Europea en Vivo', '/live-casino/live-casino-games', 'real'],
    ['frutas-clasicas', 'Frutas Clásicas', '/casino/casino-games', 'demo'],
    ['dados', 'Dados', '/casino/casino-games', 'demo'],
  ] as const) {
    test(`tribuna game ${slug} (phone)`, async ({ page }) => {
      await useLanguage(page, 'en_US');
      await page.setViewportSize({ width: 390, height: 844 });
      if (mode === 'real') {
        await openSite(page, BRANDS.tribuna, '/login');
        await logInThroughForm(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
        await expect(page.getByTestId('account-user')).toBeVisible();
      }
      await openSite(page, BRANDS.tribuna, `${lobby}?game=${slug}&mode=${mode}`);
      const frame = page.getByRole('dialog', { name }).frameLocator('iframe');
      await expect(frame.locator('main button, form button').first()).toBeVisible({
        timeout: 15_000,
      });
      await page.screenshot({ path: `${SCREENSHOTS_DIR}/tribuna-game-${slug}-phone.png` });
    });
  }
});

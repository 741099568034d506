import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import {
  allowPopups,
  failOnConsoleErrors,
  logOutThroughMenu,
  openSite,
  useLanguage,
} from './support/site';

interface PopupSettings {
  id: string;
  kind: string;
  enabled: boolean;
  [field: string]: unknown;
}
interface Settings {
  landing: boolean;
  landing_variant: string;
  whatsapp_number: string | null;
  popups: PopupSettings[];
  [field: string]: unknown;
}

// Failed calls (the first refresh without a session) are logged by Chromium as resource errors.
const EXPECTED_ERRORS = [/Failed to load resource/];
const PROMO = 'Bono de bienvenida del 100%';
/** A players' tutorial that the test adds to Lucky Star and takes away again. */
const E2E_TOUR = {
  id: 'e2e-tour',
  kind: 'tutorial',
  enabled: true,
  audience: 'players',
  title: 'Your first steps',
  body: 'Pick a sport or a game from the menu.\n\nTap odds to build your bet slip.\n\nSet your limits in your profile.',
  image_url: null,
  link_url: '/terms',
};

function saveSettings(page: Page, change: (current: Settings) => Settings) {
  return saveSiteSettings<Settings>(page, change);
}

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function shoot(page: Page, name: string) {
  for (const [width, height, device] of [
    [390, 844, 'phone'],
    [1280, 800, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/screenshots/${name}-${device}.png` });
  }
}

test.describe('popups', () => {
  test('a guest sees the promo once; closed, it stays closed', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await allowPopups(page, { layout: true, login: true });
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna);

    const promo = page.getByRole('dialog', { name: PROMO });
    await expect(promo).toBeVisible();
    // The image is decorative (alt=""): the title says what it shows.
    await expect(promo.locator('img')).toHaveAttribute('src', '/brands/tribuna/promo-welcome.svg');
    await expect(promo.getByRole('link', { name: 'Get the offer' })).toHaveAttribute(
      'href',
      '/promotions/type/bonus',
    );
    // Only one at a time, and the page behind waits.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await shoot(page, 'popup-promo');
    await page.setViewportSize({ width: 1280, height: 800 });
    await promo.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Not on the next page, nor on a fresh load in the same visit.
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openSite(page, BRANDS.tribuna);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await page.evaluate('sessionStorage.getItem("popup-closed.tribuna-welcome-offer")'),
    ).toBe('1');
    expect(errors).toEqual([]);
  });

  test('a brand-new visit with the layout flag off shows none', async ({ page }) => {
    await allowPopups(page, { layout: false, login: true });
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The dialog's code loads on demand: give it time to have shown, had it been asked for.
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // On Lucky Star, whose demo player is free to log in: each new account on Tribuna spends
  // the registration budget per address that other specs need. Staff add a tutorial first.
  test("the players' tutorial follows a login, as the login flag says", async ({
    page,
    browser,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const brand = BRANDS.luckystar;
    // The layout flag off: the tutorial shows because of the login, not of the entry.
    await allowPopups(page, { layout: false, login: true });
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');
    await saveSettings(page, (current) => ({
      ...current,
      popups: [...current.popups.filter((popup) => popup.id !== E2E_TOUR.id), { ...E2E_TOUR }],
    }));
    try {
      await openSite(page, brand, '/login');
      await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');

      const tour = page.getByRole('dialog', { name: E2E_TOUR.title });
      await expect(tour).toBeVisible();
      await expect(tour.getByText('Step 1 of 3')).toBeVisible();
      await shoot(page, 'popup-tutorial');
      await page.setViewportSize({ width: 1280, height: 800 });

      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour.getByText('Step 2 of 3')).toBeVisible();
      await tour.getByRole('button', { name: 'Back' }).click();
      await expect(tour.getByText('Step 1 of 3')).toBeVisible();
      await tour.getByRole('button', { name: 'Next' }).click();
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour.getByText('Step 3 of 3')).toBeVisible();
      await tour.getByLabel("Don't show this again").check();
      await tour.getByRole('button', { name: 'Got it' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(`localStorage.getItem("popup-hidden.${E2E_TOUR.id}")`)).toBe('1');

      // Hidden for good: not even after the next login.
      await logOutThroughMenu(page);
      await expect(page).toHaveURL(`${brand.origin}/login`);
      await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');
      await page.waitForTimeout(800);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Another browser with the login flag off (layout on): a login shows nothing.
      const context = await browser.newContext();
      try {
        const other = await context.newPage();
        await allowPopups(other, { layout: true, login: false });
        await useLanguage(other, 'en_US');
        await openSite(other, brand, '/login');
        await logIn(other, DEMO_PLAYER.username, DEMO_PLAYER.password);
        await expect(other.getByTestId('account-user')).toHaveText('Hi, demo');
        await other.waitForTimeout(800);
        await expect(other.getByRole('dialog')).toHaveCount(0);
      } finally {
        await context.close();
      }
    } finally {
      await openSite(page, brand, '/terms');
      await saveSettings(page, (current) => ({
        ...current,
        popups: current.popups.filter((popup) => popup.id !== E2E_TOUR.id),
      }));
    }
    expect(errors).toEqual([]);
  });

  test('a generic popup in the brand language, with its link', async ({ page }) => {
    await allowPopups(page, { layout: true, login: true });
    await openSite(page, BRANDS.riobet, '/terms');
    const pix = page.getByRole('dialog', { name: 'Depósitos por Pix' });
    await expect(pix).toBeVisible();
    await expect(pix.getByText('O dinheiro cai na sua conta em poucos minutos.')).toBeVisible();
    await shoot(page, 'popup-generic');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Escape closes an ordinary popup.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a block cannot be dismissed by Escape or outside, only acknowledged', async ({ page }) => {
    const brand = BRANDS.luckystar;
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/terms');
    const toggle = (enabled: boolean) =>
      saveSettings(page, (current) => ({
        ...current,
        popups: current.popups.map((popup) =>
          popup.id === 'luckystar-notice' ? { ...popup, enabled } : popup,
        ),
      }));
    await toggle(true);
    try {
      await allowPopups(page, { layout: true, login: true });
      await openSite(page, brand, '/terms');
      const notice = page.getByRole('dialog', { name: 'Important notice' });
      await expect(notice).toBeVisible();
      await shoot(page, 'popup-block');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await expect(notice.getByLabel("Don't show this again")).toHaveCount(0);
      await notice.getByRole('button', { name: 'I understand' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await toggle(false);
    }
  });
});

test.describe('landing pages', () => {
  test("Lucky Star's /login is landing 2, and its login works", async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const brand = BRANDS.luckystar;
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/');
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await expect(page.locator('.landing--2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your game starts here' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // "Join now" opens the sign-up tab; the login tab comes back with the arrow keys.
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign up' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeFocused();

    await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(`${brand.origin}/`);
    await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');
    expect(errors).toEqual([]);
  });

  test('the WhatsApp landing opens a chat, and its sign-up works', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const brand = BRANDS.luckystar;
    await useLanguage(page, 'es_ES');
    await openSite(page, brand, '/login');
    let before: Pick<Settings, 'landing_variant' | 'whatsapp_number'> | null = null;
    await saveSettings(page, (current) => {
      before = {
        landing_variant: current.landing_variant,
        whatsapp_number: current.whatsapp_number,
      };
      return { ...current, landing_variant: 'whatsapp', whatsapp_number: '+54 9 11 5555 0101' };
    });
    try {
      await openSite(page, brand, '/login');
      const chat = page.getByRole('link', { name: /Chatear por WhatsApp/ });
      await expect(chat).toBeVisible();
      const href = await chat.getAttribute('href');
      const url = new URL(href ?? '');
      expect(url.origin + url.pathname).toBe('https://wa.me/5491155550101');
      expect(url.searchParams.get('text')).toBe('¡Hola Lucky Star! Quiero abrir una cuenta.');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(chat).toHaveAttribute('target', '_blank');

      // Sign-up through the landing's own form.
      const username = uniqueName('w');
      await page.getByRole('tab', { name: 'Registrarse' }).click();
      await expect(page).toHaveURL(/\?tab=register$/);
      await page.getByLabel('Usuario').fill(username);
      await page.getByLabel('Correo electrónico').fill(`${username}@example.com`);
      await page.getByLabel('Contraseña', { exact: true }).fill('password123');
      await page.getByLabel('Nombre', { exact: true }).fill('Wa');
      await page.getByLabel('Apellido').fill('Tester');
      await page.getByLabel('Fecha de nacimiento').fill('1990-04-02');
      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      await page.getByRole('checkbox').nth(2).check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL(`${brand.origin}/`);
      await expect(page.getByTestId('account-user')).toContainText(username);
    } finally {
      const restore = before as Pick<Settings, 'landing_variant' | 'whatsapp_number'> | null;
      if (restore) await saveSettings(page, (current) => ({ ...current, ...restore }));
    }
    expect(errors).toEqual([]);
  });

  test.describe('screenshots', () => {
    for (const variant of ['landing-1', 'landing-2', 'whatsapp'] as const) {
      test(`${variant}`, async ({ page }) => {
        await useLanguage(page, 'en_US');
        await openSite(page, BRANDS.luckystar, `/login?landing=${variant}`);
        await expect(page.locator(`.landing--${variant.replace('landing-', '')}`)).toBeVisible();
        for (const [width, height, device] of [
          [390, 844, 'phone'],
          [1280, 800, 'desktop'],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.screenshot({
            path: `test-results/screenshots/luckystar-${variant}-${device}.png`,
            fullPage: true,
          });
        }
      });
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER, type E2eBrand } from './support/brands';
import { logInThroughForm, openSite, useLanguage } from './support/site';

/**
 * The narrowest phone in use, in both directions: a page that fits it fits the wider ones
 * (390 × 844 ran too, and never found what 360 × 740 had not; ADR 0019).
 */
const PHONES = [{ width: 360, height: 740 }] as const;

/** The site's pages a guest can open (the players' own come after a login). */
const OPEN_PATHS = [
  '/',
  '/sports',
  '/live',
  '/casino/casino-games',
  '/live-casino/live-casino-games',
  '/favorites/casino-games',
  '/transactions',
  '/terms',
  '/sport-rules',
  '/bet-types',
  '/responsible-gambling',
  '/virtuals',
  '/horses',
  '/poker',
  '/bingo',
  '/prode',
  '/tournaments',
  '/promotions',
  '/promotions/type/bonus',
  '/promotions/type/promotion',
  '/store',
  '/golden-race',
  '/icons-seeker-page',
  '/no-such-page',
];
const PLAYER_PATHS = [
  '/casino',
  '/live-casino',
  '/favorites',
  '/profile',
  '/profile/responsible',
  '/profile/responsible?view=break',
  '/profile/responsible?view=statement',
  '/profile/bonus/list',
  '/profile/bonus/code',
  '/profile/referrals',
  '/profile/miles/claim',
  '/profile/miles/table',
  '/profile/miles/withdraw',
  '/profile/messages',
  '/profile/orders',
  '/store',
];
const MAX_HEADER_PX = 120;

/**
 * Goes to `path` inside the running site, as a link would (no reload), and waits for where
 * it lands: a page may send on (a guest of RioBet to /login, the profile to its section).
 */
async function goInside(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main')).not.toBeEmpty();
  await expect
    .poll(
      async () => {
        const before = page.url();
        await page.waitForTimeout(200);
        return page.url() === before;
      },
      { message: `${path} settles` },
    )
    .toBe(true);
}

/**
 * What a phone player would notice first: a tall header, a page wider than the screen, a
 * control cut off at a side (outside a strip meant to scroll), or one under another element
 * where it shows (a fixed bar or the sticky header, which the page scrolls under, excepted).
 */
async function layoutProblems(page: Page, path: string): Promise<string[]> {
  const measured = await page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const screen = window.innerWidth;
    const controls: string[] = [];
    const scrolls = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const overflow = window.getComputedStyle(at).overflowX;
        if (overflow !== 'visible' && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    const pinned = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const position = window.getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea';
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (window.getComputedStyle(control).visibility === 'hidden') continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      if ((box.left < -0.5 || box.right > screen + 0.5) && !scrolls(control)) {
        controls.push(`"${name.slice(0, 40)}" is cut off`);
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > screen || y < 0 || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      if (control.closest('label')?.contains(top)) continue;
      if (pinned(top) && !pinned(control)) continue;
      controls.push(
        `"${name.slice(0, 40)}" is under ${top.tagName.toLowerCase()}.${top.className}`,
      );
    }
    return {
      header: header ? header.getBoundingClientRect().height : 0,
      pageWidth: document.documentElement.scrollWidth,
      screen,
      controls,
    };
  });
  const problems: string[] = [];
  if (measured.header > MAX_HEADER_PX) {
    problems.push(`${path}: the header is ${measured.header} px tall`);
  }
  if (measured.pageWidth > measured.screen) {
    problems.push(`${path}: the page is ${measured.pageWidth} px wide on ${measured.screen}`);
  }
  problems.push(...measured.controls.map((problem) => `${path}: ${problem}`));
  return problems;
}

async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await goInside(page, path);
    problems.push(...(await layoutProblems(page, path)));
  }
  return problems;
}

const brands: E2eBrand[] = Object.values(BRANDS);

for (const { width, height } of PHONES) {
  test.describe(`at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const brand of brands) {
      test(`${brand.slug}: a guest's header is one row, and no page scrolls sideways`, async ({
        page,
      }) => {
        await useLanguage(page, 'es_ES');
        await openSite(page, brand, '/terms');
        const header = page.locator('.site-header');
        await expect(header.getByRole('link', { name: 'Ingresar' })).toBeInViewport();
        await expect(header.getByRole('link', { name: 'Registrarse' })).toBeInViewport();
        // The language waits behind one button, in reach: its own, or header 2's menu.
        await header
          .getByRole('button', { name: brand.header === 'header-2' ? 'Menú' : 'Idioma' })
          .click();
        await expect(header.getByLabel('Idioma', { exact: true })).toBeInViewport();
        await page.keyboard.press('Escape');
        expect(await sweep(page, OPEN_PATHS)).toEqual([]);
      });

      test(`${brand.slug}: a player's header holds the balance, the deposit and the account menu`, async ({
        page,
      }) => {
        await useLanguage(page, 'en_US');
        await openSite(page, brand, '/login');
        await logInThroughForm(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
        await expect(page.getByTestId('account-user')).toHaveText('Hi, demo');
        const header = page.locator('.site-header');
        await expect(header.getByTestId('header-balance')).toBeInViewport();
        const hasWallet = brand.ownsAccounts;
        const paths = hasWallet ? [...OPEN_PATHS, ...PLAYER_PATHS] : OPEN_PATHS;
        const problems: string[] = [];
        for (const path of paths) {
          await goInside(page, path);
          problems.push(...(await layoutProblems(page, path)));
          if (hasWallet) {
            await expect(header.getByRole('link', { name: 'Deposit' })).toBeInViewport();
          }
        }
        expect(problems).toEqual([]);

        // The account menu: profile (where the brand has one), language and log out.
        await header.getByTestId('account-user').click();
        await expect(header.getByRole('button', { name: 'Log out' })).toBeInViewport();
        await expect(header.getByLabel('Language', { exact: true })).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden();

        if (hasWallet) {
          // One tap from any page to the deposit form.
          await header.getByRole('link', { name: 'Deposit' }).click();
          await expect(page).toHaveURL(/\/profile\?section=wallet&view=deposit$/);
          await expect(page.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
        }
      });
    }
  });
}

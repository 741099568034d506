import { expect, test, type Frame, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER } from './support/brands';
import { failOnConsoleWarnings, logInThroughForm, openSite, useLanguage } from './support/site';

// Every game of the demo casino on a phone, in the site's game panel: the house's own and
// the partner's, in demo as a guest and for real money as a player. Each fits the screen,
// and the page and the game's frame start without a single console warning or error
// (React's, the frame's sandbox, preloads, the CSP).
const brand = BRANDS.tribuna;
// The narrowest phone, in both directions: a game that fits it fits the wider ones (ADR 0019).
const PHONES = [{ width: 360, height: 740 }] as const;

interface Game {
  slug: string;
  name: string;
  /** The lobby whose address opens it. */
  lobby: string;
  demo: boolean;
}

const GAMES: Game[] = [
  {
    slug: 'tesoro-del-dragon',
    name: 'Tesoro del Dragón',
    lobby: '/casino/casino-games',
    demo: true,
  },
  { slug: 'ruleta-europea', name: 'Ruleta Europea', lobby: '/casino/casino-games', demo: true },
  { slug: 'blackjack', name: 'Blackjack', lobby: '/casino/casino-games', demo: true },
  { slug: 'cohete', name: 'Cohete', lobby: '/casino/casino-games', demo: true },
  {
    slug: 'ruleta-en-vivo',
    name: 'Ruleta Europea en Vivo',
    lobby: '/live-casino/live-casino-games',
    demo: false,
  },
  { slug: 'frutas-clasicas', name: 'Frutas Clásicas', lobby: '/casino/casino-games', demo: true },
  { slug: 'dados', name: 'Dados', lobby: '/casino/casino-games', demo: true },
];

/** Opens a game by its address and answers its frame once the game shows a control. */
async function openGame(page: Page, game: Game, mode: 'demo' | 'real'): Promise<Frame> {
  await openSite(page, brand, `${game.lobby}?game=${game.slug}&mode=${mode}`);
  const panel = page.getByRole('dialog', { name: game.name });
  const frameElement = panel.locator('iframe');
  await expect(frameElement).toBeVisible({ timeout: 15_000 });
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${game.slug}`);
  await expect(frame.locator('main button, form button').first()).toBeVisible({
    timeout: 15_000,
  });
  return frame;
}

/**
 * What a phone player would meet: a frame or a page wider than the screen, a control cut
 * off at a side, or one under another element where it shows.
 */
async function gameProblems(page: Page, frame: Frame, game: Game): Promise<string[]> {
  const screen = page.viewportSize()?.width ?? 0;
  const problems: string[] = [];
  const outer = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    close: document.querySelector('.player-panel__bar button:last-child')?.getBoundingClientRect()
      .right,
  }));
  if (outer.page > screen) problems.push(`${game.slug}: the site is ${outer.page} px wide`);
  if ((outer.close ?? Infinity) > screen)
    problems.push(`${game.slug}: the close button is cut off`);
  const inner = await frame.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);
    }
    for (const control of document.querySelectorAll<HTMLElement>('button, input, select, a')) {
      const box = control.getBoundingClientRect();
      const style = window.getComputedStyle(control);
      if (box.width === 0 || style.visibility === 'hidden' || box.width <= 1) continue;
      const name =
        control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (box.left < -0.5 || box.right > width + 0.5) {
        found.push(`"${name}" is cut off (${Math.round(box.left)}–${Math.round(box.right)})`);
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > height) continue;
      const top = document.elementFromPoint(x, y);
      // A control's own label or its input (a radio inside a chip) counts as itself.
      const label = control.closest('label');
      if (top && !control.contains(top) && !top.contains(control) && !label?.contains(top)) {
        found.push(`"${name}" is covered by ${top.tagName.toLowerCase()}.${top.className}`);
      }
    }
    return { width, found };
  });
  if (inner.width > screen) problems.push(`${game.slug}: the frame is ${inner.width} px wide`);
  problems.push(...inner.found.map((problem) => `${game.slug}: ${problem}`));
  return problems;
}

for (const { width, height } of PHONES) {
  test.describe(`the games at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });
    test.describe.configure({ timeout: 120_000 });

    test('a guest opens every demo game and each fits the screen', async ({ page }) => {
      const warnings = failOnConsoleWarnings(page);
      await useLanguage(page, 'es_ES');
      const problems: string[] = [];
      for (const game of GAMES.filter((g) => g.demo)) {
        const frame = await openGame(page, game, 'demo');
        problems.push(...(await gameProblems(page, frame, game)));
        expect(warnings, game.slug).toEqual([]);
      }
      expect(problems).toEqual([]);
    });

    test('a player opens every game for real money and each fits the screen', async ({ page }) => {
      const warnings = failOnConsoleWarnings(page);
      await useLanguage(page, 'en_US');
      await openSite(page, brand, '/login');
      await logInThroughForm(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await expect(page.getByTestId('account-user')).toBeVisible();
      const problems: string[] = [];
      for (const game of GAMES) {
        const frame = await openGame(page, game, 'real');
        problems.push(...(await gameProblems(page, frame, game)));
        expect(warnings, game.slug).toEqual([]);
        // The header's balance and deposit stay in reach over the game.
        await expect(page.getByTestId('header-deposit')).toBeInViewport();
      }
      expect(problems).toEqual([]);
    });
  });
}

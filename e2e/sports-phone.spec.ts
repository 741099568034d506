import { expect, test, type Locator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { failOnConsoleErrors, openSite, useLanguage } from './support/site';

// The sportsbook on a phone, as a new player finds it, against the real server and its
// simulated feed: names cut with an ellipsis (never broken inside a word) and whole in
// their title; the live scores in every row; the slip's bar, docked at the bottom of the
// screen, over no price (the page keeps its height free at its end, and scrolling to a price
// stops above it); and no page wider than the screen.
const brand = BRANDS.tribuna;

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A name as laid out: cut by an ellipsis where it must be, and whole somewhere. */
interface NameLayout {
  text: string;
  title: string;
  ellipsis: boolean;
  oneLine: boolean;
  /** Wider than its box: the ellipsis shows. */
  cut: boolean;
}

/** How the elements of `selector` lay out their names. */
function namesOf(page: Page, selector: string): Promise<NameLayout[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      // `normal` is about 1.2 times the font's size.
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return {
        text: (element.textContent ?? '').trim(),
        title: element.getAttribute('title') ?? '',
        ellipsis:
          style.textOverflow === 'ellipsis' &&
          style.whiteSpace === 'nowrap' &&
          style.overflowX === 'hidden',
        oneLine: element.getBoundingClientRect().height < line * 1.5,
        cut: element.scrollWidth > element.clientWidth,
      };
    }),
  );
}

/** Every name is cut with an ellipsis (on one line) and kept whole in its title. */
function expectEllipsised(names: NameLayout[], where: string): void {
  expect(names.length, where).toBeGreaterThan(0);
  for (const name of names) {
    expect(name, where).toMatchObject({ ellipsis: true, oneLine: true, title: name.text });
  }
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}

/** Whether two boxes share more than a pixel's sliver (scrolling leaves fractions). */
function overlap(a: Box, b: Box): boolean {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 1 && height > 1;
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The prices under the slip's bar, the page scrolled to its end. */
async function pricesUnderTheBar(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await boxOf(page.locator('.bet-slip-toggle'));
  const prices = await page.getByTestId('odds-button').evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
  expect(prices.length).toBeGreaterThan(0);
  // The footer, the page's last content, ends above the bar too.
  expect((await boxOf(page.locator('.site-footer'))).bottom).toBeLessThanOrEqual(bar.top + 0.5);
  return prices.filter((price) => overlap(price, bar)).length;
}

/**
 * The page's last open price, scrolled to as the browser scrolls to a control (it stops
 * above the bar), then tapped: it goes into the slip. A live price may lock for a goal
 * between the look and the tap: the last open one is taken again.
 */
async function tapLastPrice(page: Page): Promise<void> {
  const bar = page.locator('.bet-slip-toggle');
  await expect(async () => {
    // A tap that landed while the check after it failed (the prices moved under the
    // locator) is not tapped again: a second price would go into the slip.
    if ((await bar.textContent()) === 'Boleto (1)') return;
    const last = page.locator('[data-testid="odds-button"]:enabled').last();
    await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(overlap(await boxOf(last), await boxOf(bar)), 'the last price is clear of the bar').toBe(
      false,
    );
    await last.click({ timeout: 2000 });
    await expect(bar).toHaveText('Boleto (1)', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('[data-testid="odds-button"][aria-pressed="true"]')).toHaveCount(1);
}

for (const { width, height } of PHONES) {
  test.describe(`the sportsbook at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    test('names ellipsised, live scores shown, the slip’s bar over no price, nothing sideways', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = failOnConsoleErrors(page);
      await useLanguage(page, 'es_ES');
      await openSite(page, brand, '/live');
      const rows = page.getByTestId('event-row');
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });

      // Every live row shows both sides' scores whole, inside the row and the screen, and
      // each name stops before its score.
      await expect(rows.first().getByTestId('score-home')).toBeVisible();
      const layout = await rows.evaluateAll((elements) =>
        elements.map((row) => {
          const box = (element: Element | null) => {
            if (!element) return null;
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left, top, right, bottom };
          };
          /** Whether a box its ancestors up to the row cut (overflow) would cut it. */
          const clipped = (element: Element | null) => {
            const own = box(element);
            for (let up = element?.parentElement; own && up && up !== row; up = up.parentElement) {
              if (getComputedStyle(up).overflowX === 'visible') continue;
              const { left, right } = up.getBoundingClientRect();
              if (own.left < left - 0.5 || own.right > right + 0.5) return true;
            }
            return false;
          };
          const sides = [...row.querySelectorAll('.event-row__team')].map((team) => {
            const score = team.querySelector('[data-testid^="score-"]');
            return {
              name: box(team.querySelector('.event-row__name')),
              score: box(score),
              scoreText: score?.textContent ?? '',
              scoreClipped: clipped(score),
            };
          });
          return { row: box(row), sides };
        }),
      );
      expect(layout.length).toBeGreaterThan(0);
      for (const { row, sides } of layout) {
        expect(sides).toHaveLength(2);
        for (const { name, score, scoreText, scoreClipped } of sides) {
          if (!row || !name || !score) throw new Error('a live row without its name or score');
          expect(scoreText).toMatch(/\d/);
          expect(scoreClipped, `the score ${scoreText} is cut`).toBe(false);
          expect(score.right).toBeLessThanOrEqual(Math.min(row.right, width) + 0.5);
          expect(score.left).toBeGreaterThanOrEqual(row.left);
          expect(name.right).toBeLessThanOrEqual(score.left + 0.5);
        }
      }
      expectEllipsised(await namesOf(page, '.event-row__name'), '/live rows');
      expect(await sidewaysScroll(page), '/live').toBeLessThanOrEqual(0);

      // The slip's bar: over no price at the page's end, and the last price taps.
      expect(await pricesUnderTheBar(page), '/live').toBe(0);
      await tapLastPrice(page);

      // /sports: the same, and the event with the longest names goes into the slip.
      // Emptied from a page of the host that runs no site (a live price moving in the open
      // site would write the slip back).
      await page.goto(new URL('/builds/latest.json', brand.origin).toString());
      await page.evaluate(() => localStorage.removeItem('sports-slip'));
      await openSite(page, brand, '/sports');
      const upcoming = page.getByRole('list', { name: 'Próximos' }).getByTestId('event-row');
      await expect(upcoming.first()).toBeVisible({ timeout: 30_000 });
      expectEllipsised(await namesOf(page, '.event-row__name'), '/sports rows');
      expect(await sidewaysScroll(page), '/sports').toBeLessThanOrEqual(0);
      expect(await pricesUnderTheBar(page), '/sports').toBe(0);
      const lengths = await upcoming.evaluateAll((elements) =>
        elements.map((row) =>
          [...row.querySelectorAll('.event-row__name')].reduce(
            (sum, name) => sum + (name.textContent ?? '').length,
            0,
          ),
        ),
      );
      const longest = upcoming.nth(lengths.indexOf(Math.max(...lengths)));
      await longest.locator('[data-testid="odds-button"]:enabled').first().click();
      await page.locator('.bet-slip-toggle').click();
      const slip = page.getByTestId('bet-slip');
      await expect(slip.getByTestId('slip-item')).toHaveCount(1);
      // The pick and its match ("Resultado del partido · Home – Away") on one line each,
      // cut with an ellipsis where the sheet is narrower; whole in their titles.
      const slipNames = await namesOf(page, '.slip-item__pick, .slip-item__match');
      expectEllipsised(slipNames, 'slip');
      expect(
        slipNames.some((name) => name.cut),
        `the longest match is cut: ${JSON.stringify(slipNames)}`,
      ).toBe(true);
      expect(await sidewaysScroll(page), 'the open slip').toBeLessThanOrEqual(0);
      await slip.getByRole('button', { name: 'Cerrar el boleto' }).click();

      // The event's page: its names whole or cut inside the card, never out of the screen.
      await longest.locator('.event-row__more').click();
      await expect(page.getByTestId('market').first()).toBeVisible();
      for (const team of await page.locator('.event-header__team').all()) {
        const box = await boxOf(team);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        await expect(team).toHaveAttribute('title', /\S/);
      }
      expect(await sidewaysScroll(page), 'the event page').toBeLessThanOrEqual(0);
      expect(await pricesUnderTheBar(page), 'the event page').toBe(0);
      expect(errors).toEqual([]);
    });
  });
}

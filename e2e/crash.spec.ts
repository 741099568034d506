import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { failOnConsoleWarnings, openSite, useLanguage } from './support/site';
import { axeViolations } from './support/axe';

// Cohete, the house's crash game, in the casino's game frame against the real server:
// a guest bets in demo and cashes out in flight; two browsers fly the same rocket.
const brand = BRANDS.tribuna;
const GAME = 'Cohete';
// A refused cash-out (the rocket went first) is a 409 the console reports; nothing else is.
const EXPECTED_ERRORS = [
  /^Failed to load resource: the server responded with a status of 409 \(Conflict\) @ \S+\/api\/house\/cohete\/crash\/cash-out$/,
];
const TARGET = 1.2;

/** "ARS 1,234.56" (en_US) as minor units. */
function minorOf(text: string | null): number {
  // The last amount of the text ("You cashed out at 1.54x: ARS 15.40" -> 1540).
  const match = [...(text ?? '').matchAll(/([\d,]+)\.(\d{2})(?!x)\b/g)].at(-1);
  if (!match) throw new Error(`no amount in ${text ?? 'nothing'}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

async function openCohete(page: Page): Promise<{ frame: FrameLocator; raw: Frame }> {
  await useLanguage(page, 'en_US');
  await openSite(page, brand, '/casino/casino-games');
  const launched = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/casino\/games\/cohete\/launch$/.test(response.url()),
  );
  await page
    .getByRole('button', { name: `Demo of ${GAME}`, exact: true })
    .first()
    .click();
  expect((await launched).ok()).toBe(true);
  const frame = page.getByRole('dialog', { name: GAME }).frameLocator('iframe');
  await expect(frame.getByTestId('house-balance')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByTestId('crash-status')).toBeVisible();
  const raw = page.frames().find((f) => f.url().includes('/games/house/cohete'));
  if (!raw) throw new Error('no game frame');
  return { frame, raw };
}

test.describe('Cohete, the crash game', () => {
  test('a guest bets in demo, cashes out in flight, and two browsers see the same crash', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const errors = failOnConsoleWarnings(page, EXPECTED_ERRORS);
    const { frame, raw } = await openCohete(page);
    const balance = frame.getByTestId('house-balance');
    const betButton = frame.getByRole('button', { name: 'Bet', exact: true });
    const myBet = frame.getByTestId('crash-my-bet');

    let cashedOut = false;
    // A flight may crash before 1.20x (about one in six): try again on the next, a few times.
    for (let attempt = 0; attempt < 6 && !cashedOut; attempt += 1) {
      await expect(betButton).toBeEnabled({ timeout: 60_000 });
      await frame.getByLabel('Bet amount').fill('10.00');
      await betButton.click();
      await expect(myBet).toContainText('Bet placed', { timeout: 10_000 });
      const afterBet = minorOf(await balance.textContent());
      // In flight past the target, or crashed first.
      await raw.waitForFunction(
        (target) => {
          const value = document.querySelector('[data-testid="crash-multiplier"]');
          const status = document.querySelector('[data-testid="crash-status"]');
          if (status?.textContent?.startsWith('Crashed')) return true;
          if (value?.getAttribute('data-phase') !== 'flying') return false;
          return Number.parseFloat(value.textContent ?? '0') >= target;
        },
        TARGET,
        { timeout: 60_000, polling: 50 },
      );
      const cashOut = frame.getByRole('button', { name: /^Cash out / });
      if (await cashOut.isVisible()) {
        if (attempt === 0) await page.screenshot({ path: testInfo.outputPath('crash-flying.png') });
        await cashOut.click().catch(() => undefined);
      }
      await expect(myBet).toContainText(/You cashed out at|crashed before you cashed out/, {
        timeout: 60_000,
      });
      const line = (await myBet.textContent()) ?? '';
      if (line.includes('You cashed out at')) {
        cashedOut = true;
        const win = minorOf(line);
        expect(win).toBeGreaterThanOrEqual(1_000);
        await expect.poll(async () => minorOf(await balance.textContent())).toBe(afterBet + win);
      } else {
        // Refused when the rocket went first: the stake stays lost, the balance as after the bet.
        expect(minorOf(await balance.textContent())).toBe(afterBet);
      }
    }
    expect(cashedOut).toBe(true);

    // A second browser on the same brand flies the same rocket: the same crash point.
    // WCAG 2.1 A and AA, the game's frame included.
    expect(await axeViolations(page)).toEqual([]);

    // The other one prefers reduced motion: the same flight, drawn a few times a second.
    const other = await browser.newContext({ reducedMotion: 'reduce' });
    const otherPage = await other.newPage();
    try {
      const second = await openCohete(otherPage);
      const status = frame.getByTestId('crash-status');
      const otherStatus = second.frame.getByTestId('crash-status');
      // Wait for a flight both saw take off, then its crash.
      await expect(status).toHaveText(/Flying|Next flight/, { timeout: 60_000 });
      await expect(status).toHaveText(/^Crashed at /, { timeout: 90_000 });
      await expect(otherStatus).toHaveText(/^Crashed at /, { timeout: 5_000 });
      expect(await otherStatus.textContent()).toBe(await status.textContent());
      await page.screenshot({ path: testInfo.outputPath('crash-crashed.png') });
      const strip = async (f: FrameLocator) =>
        (await f
          .getByRole('list', { name: 'Last crash points' })
          .getByRole('listitem')
          .first()
          .textContent()) ?? '';
      expect(await strip(second.frame)).toBe(await strip(frame));
    } finally {
      await other.close();
    }

    // Provable fairness: the chain's commitment is on the table before play, and the round
    // this player cashed out (over now: a later flight has crashed) verifies in a new tab.
    const toggle = frame.getByRole('button', { name: 'Fairness', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = frame.getByRole('region', { name: 'Provably fair: the hash chain' });
    const commitment = (await panel.getByTestId('chain-commitment').textContent()) ?? '';
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await expect(panel.getByTestId('chain-salt')).toHaveText(/^[0-9a-f]{32}$/);
    const mine = panel.getByTestId('chain-fairness-rounds').getByRole('listitem').first();
    await expect(mine).toContainText(/Cashed out at [\d.]+x · crashed at [\d.]+x/);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('crash-fairness.png') });
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('crash-fairness-panel.png') });
    // The open panel too meets WCAG 2.1 A and AA.
    expect(await axeViolations(page)).toEqual([]);
    const verifyLink = mine.getByRole('link', { name: /^Verify the round of .*new tab\)$/ });
    const [verifier] = await Promise.all([page.context().waitForEvent('page'), verifyLink.click()]);
    const verifierErrors = failOnConsoleWarnings(verifier);
    await expect(verifier).toHaveURL(/\/games\/house\/verify\?round=[0-9a-f-]{36}$/);
    await expect(verifier.getByTestId('verify-verdict')).toHaveText(
      'Verified: the outcome matches',
      { timeout: 20_000 },
    );
    // The verified round belongs to the chain whose commitment the table showed.
    await expect(verifier.getByText(commitment, { exact: true })).toBeVisible();
    await verifier.screenshot({ path: testInfo.outputPath('crash-verified.png'), fullPage: true });
    await verifier.close();
    expect(verifierErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

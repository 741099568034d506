import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { campaignRequest, withCampaign } from './support/bonus-campaigns';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleWarnings,
  fillSignUpForm,
  openSite,
  ownAddress,
  useLanguage,
} from './support/site';

// Bonus spins on a phone: marketing makes a free-spins code for the house slot, a player
// claims it in the profile, opens the slot and plays the spins until none are left; the
// stake is the brand's, so the player's cash does not move. Pictures of the slot with its
// bonus spins at 360 and 1280 px go with the test's results (and to SCREENSHOTS_DIR).
const brand = BRANDS.tribuna;
const SLOT = { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' };
const SPINS = 3;
// The sign-up page's first refresh has no session yet: a 401 the browser logs.
const EXPECTED = [/Failed to load resource/];
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/** Opens the slot for real money by its address; answers its frame once it can spin. */
async function openSlot(page: Page): Promise<FrameLocator> {
  await openSite(page, brand, `/casino/casino-games?game=${SLOT.slug}&mode=real`);
  const frame = page.getByRole('dialog', { name: SLOT.name }).frameLocator('iframe');
  await expect(frame.getByTestId('slot-machine')).toBeVisible({ timeout: 20_000 });
  return frame;
}

async function picture(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}.png` });
}

test.describe('bonus spins on the house slot', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: 120_000 });

  test('a player claims free spins with a code and plays them on the slot without touching the cash', async ({
    page,
  }) => {
    const warnings = failOnConsoleWarnings(page, EXPECTED);
    await useLanguage(page, 'en_US');
    await page.setExtraHTTPHeaders(ownAddress());
    // The office calls are made from a page of the brand.
    await openSite(page, brand, '/register');
    const code = `SPINS${Date.now().toString(36).toUpperCase()}`;
    await withCampaign(
      page,
      campaignRequest(code, {
        titles: { en_US: 'Dragon spins' },
        kind: 'free_spins',
        game: SLOT.slug,
        spins: SPINS,
        // ARS 10.00 a spin: 20 lines at ARS 0.50.
        spin_stake: 1_000,
        wagering_multiple: 10,
      }),
      async () => {
        const username = `fs${Date.now().toString(36)}`;
        await fillSignUpForm(page, username, { name: 'Fede' });
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
        await creditPlayer(page, username, 50_000);

        // The code, claimed in the profile: the spins are the active bonus.
        await page.goto(`${brand.origin}/profile/bonus/code`);
        await page.getByLabel('Bonus code', { exact: true }).fill(code);
        await page.getByRole('button', { name: 'Claim bonus' }).click();
        await expect(page).toHaveURL(`${brand.origin}/profile/bonus/list`);
        await expect(page.getByRole('article', { name: 'Dragon spins' })).toBeVisible();

        const cash = page.getByTestId('header-balance');
        await expect(cash).toHaveText(/ARS\s500\.00/);
        const frame = await openSlot(page);
        const offer = frame.getByTestId('slot-bonus');
        await expect(offer).toContainText(/3 bonus spins at ARS\s10\.00/);
        await expect(offer).toContainText('From your bonus “Dragon spins”');
        // The bet is the bonus's and cannot be changed while the spins are played.
        await expect(frame.getByTestId('slot-line-bet')).toHaveText(/ARS\s0\.50/);
        await expect(frame.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();
        await expect(frame.getByRole('switch', { name: 'Use bonus spins' })).toBeChecked();
        await picture(page, 'slot-bonus-spins-360');
        await page.setViewportSize({ width: 1280, height: 800 });
        await expect(offer).toBeVisible();
        await picture(page, 'slot-bonus-spins-1280');
        await page.setViewportSize({ width: 360, height: 740 });

        const button = frame.getByRole('button', { name: 'Bonus spin', exact: true });
        for (let left = SPINS - 1; left >= 1; left -= 1) {
          await button.click();
          await expect(offer).toContainText(new RegExp(`${left} bonus spins? at ARS\\s10\\.00`), {
            timeout: 20_000,
          });
          await expect(button).toBeEnabled({ timeout: 20_000 });
          await expect(cash).toHaveText(/ARS\s500\.00/);
        }
        await button.click();
        await expect(frame.getByTestId('slot-bonus-done')).toHaveText(
          'You have played all your bonus spins.',
          { timeout: 20_000 },
        );
        // Back to paid play at the player's own bet; the cash never moved.
        const spin = frame.getByRole('button', { name: 'Spin', exact: true });
        await expect(spin).toBeEnabled({ timeout: 20_000 });
        await expect(offer).toHaveCount(0);
        await expect(frame.getByRole('button', { name: 'Raise the bet' })).toBeEnabled();
        await expect(cash).toHaveText(/ARS\s500\.00/);
        await picture(page, 'slot-bonus-spins-done-360');
        expect(warnings).toEqual([]);
      },
    );
  });
});

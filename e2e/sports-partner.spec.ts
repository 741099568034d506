import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import { failOnConsoleErrors, openSite, useLanguage } from './support/site';

// A brand with a partner's sportsbook (`sports_url`) shows the partner's in a frame on its
// sports pages instead of ours (apps/web/src/features/sports/components/sports-shell.tsx).
const brand = BRANDS.riobet;
const office = `${brand.origin}/office/login`;
// A reserved name that never resolves: with no network here, only the frame is checked.
const PARTNER = 'https://sports.partner.example/riobet?lang=en';
// The frame's page cannot load; Chromium may say so in the console.
const EXPECTED_ERRORS = [/sports\.partner\.example/, /ERR_NAME_NOT_RESOLVED/];

interface Settings {
  sports_url: string | null;
}

test.describe('a partner sportsbook', () => {
  /** RioBet's own value, put back afterwards: the specs of a run share one server. */
  let kept: { value: string | null } | undefined;

  test.afterAll(async ({ browser }) => {
    if (!kept) return;
    const { value } = kept;
    const page = await browser.newPage();
    await page.goto(office);
    await saveSiteSettings<Settings>(page, (current) => ({ ...current, sports_url: value }));
    await page.close();
  });

  test('the brand’s sports pages show the partner’s in a titled frame and none of ours', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await page.goto(office);
    await saveSiteSettings<Settings>(page, (current) => {
      kept = { value: current.sports_url };
      return { ...current, sports_url: PARTNER };
    });

    // Nothing of our sportsbook is asked for: neither its API nor its socket channel.
    const ours: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/sports')) ours.push(request.url());
    });
    await useLanguage(page, 'en_US');
    // The event route frames the partner whatever the event: ours never looks it up.
    for (const path of ['/sports', '/sports/any-competition/any-event', '/live']) {
      await openSite(page, brand, path);
      const frame = page.locator('iframe[title="Sportsbook"]');
      await expect(frame, path).toHaveAttribute('src', PARTNER);
      await expect(page.getByTitle('Sportsbook')).toHaveCount(1);
      await expect(page.getByTestId('bet-slip'), path).toHaveCount(0);
      await expect(page.getByTestId('event-row'), path).toHaveCount(0);
      await expect(page.getByTestId('market'), path).toHaveCount(0);
      await expect(page.getByLabel('Odds format'), path).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath('sports-partner.png') });
    expect(ours).toEqual([]);
    expect(errors).toEqual([]);
  });
});

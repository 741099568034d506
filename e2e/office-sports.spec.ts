import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { officeCall } from './support/office-api';
import { failOnConsoleErrors, openSite, useLanguage, useOfficeLanguage } from './support/site';
import { axeViolations } from './support/axe';

// The first page load asks for a refresh without a session (401/403).
const EXPECTED_ERRORS = [/Failed to load resource/];
const brand = BRANDS.tribuna;
const office = `${brand.origin}/office/`;

interface SportSettings {
  sport: string;
  bet_delay_ms: number;
  [field: string]: unknown;
}
interface PlayerEvent {
  id: string;
  slug: string;
  home: string;
  away: string;
  competition: { slug: string };
  markets: { id: string; type: string; status: string }[];
}

/** WCAG 2.1 A and AA problems of the page, once its table is not being refreshed. */
async function violations(page: Page) {
  await expect(page.locator('.table-wrap[aria-busy="true"]')).toHaveCount(0);
  return axeViolations(page);
}

async function signInAsTrader(page: Page) {
  await page.context().clearCookies();
  await useOfficeLanguage(page, 'en_US');
  await page.goto(office);
  await page.getByLabel('Username').fill('trader');
  await page.getByLabel('Password').fill('trader1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('whoami')).toHaveText('Signed in as trader');
}

/** A football match not started yet (its prices stay open while the feed runs). */
async function upcomingMatch(page: Page): Promise<PlayerEvent> {
  let found: PlayerEvent | undefined;
  await expect(async () => {
    const res = await page.request.get(
      `${brand.origin}/api/sports/events?sport=football&status=not_started&limit=20`,
    );
    expect(res.status()).toBe(200);
    const { events } = ((await res.json()) as { response: { events: PlayerEvent[] } }).response;
    found = events.find((e) => e.markets.some((m) => m.type === '1x2' && m.status === 'open'));
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  if (!found) throw new Error('no upcoming football match');
  return found;
}

test.describe('the trading desk in the back office', () => {
  // The simulated feed runs all along on this server: give a loaded machine some slack.
  test.describe.configure({ timeout: 90_000 });

  let football: SportSettings | undefined;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    const { settings } = await officeCall<{ settings: SportSettings[] }>(
      page,
      'GET',
      '/api/office/sports/settings',
    );
    football = settings.find((s) => s.sport === 'football');
    await page.close();
  });

  // The specs after this one find the brand's settings as they were.
  test.afterAll(async ({ browser }) => {
    if (!football) return;
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    const { sport: _sport, ...rest } = football;
    await officeCall(page, 'PUT', '/api/office/sports/settings/football', rest);
    await page.close();
  });

  test('a trader suspends a market: the player’s event page shows it at once; then reopens it', async ({
    page,
    browser,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const match = await upcomingMatch(page);
    const main = match.markets.find((m) => m.type === '1x2');
    if (!main) throw new Error('no main market');

    // The player's page, open before the trader acts and never reloaded.
    const site = await browser.newPage();
    await useLanguage(site, 'en_US');
    await openSite(site, brand, `/sports/${match.competition.slug}/${match.slug}`);
    const market = site.locator(`[data-market="${main.id}"]`);
    await expect(market).toBeVisible({ timeout: 15_000 });
    await expect(market).not.toHaveClass(/market--suspended/);

    await signInAsTrader(page);
    // The sportsbook is the first (and only) section a trader may open.
    await expect(page).toHaveURL(`${office}sports`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Sports', 'GGR by product']);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Liability' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Find the match by a team and open it.
    await page.getByLabel('Search').fill(match.home);
    const name = `${match.home} – ${match.away}`;
    // The same teams may meet twice in the calendar: the row of this match.
    await page
      .getByTestId(`sports-event-${match.id}`)
      .getByRole('link', { name: `Open ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const desk = page.getByTestId(`sports-market-${main.id}`);
    await expect(desk.getByRole('heading', { name: 'Match result' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await desk.getByRole('button', { name: 'Suspend Match result' }).click();
    await expect(page.getByText('Match result suspended for this brand.')).toBeVisible();
    await expect(desk.getByText('Suspended by this brand')).toBeVisible();
    await expect(market).toHaveClass(/market--suspended/);
    await expect(market.getByRole('button').first()).toBeDisabled();

    await desk.getByRole('button', { name: 'Reopen Match result' }).click();
    await expect(page.getByText('Match result reopened.')).toBeVisible();
    await expect(market).not.toHaveClass(/market--suspended/);
    await expect(market.getByRole('button').first()).toBeEnabled();

    // Both moves are in the audit log.
    const audit = await officeCall<{ items: { action: string; target_id: string | null }[] }>(
      page,
      'GET',
      '/api/office/audit?action=sports.market.&limit=10',
    );
    expect(audit.items.filter((i) => i.target_id === main.id).map((i) => i.action)).toEqual([
      'sports.market.reopen',
      'sports.market.suspend',
    ]);
    expect(errors).toEqual([]);
    await site.close();
  });

  test('a trader changes football’s live bet delay', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await signInAsTrader(page);
    await page.getByRole('link', { name: 'Settings per sport' }).click();
    await expect(page).toHaveURL(`${office}sports/settings`);
    const form = page.getByTestId('sport-settings-football');
    const delay = form.getByLabel('Live bet delay (seconds)');
    await expect(delay).toHaveValue(String((football?.bet_delay_ms ?? 5000) / 1000));
    expect(await violations(page)).toEqual([]);
    await delay.fill('3');
    await form.getByRole('button', { name: 'Save Football' }).click();
    await expect(page.getByText('Football saved.')).toBeVisible();

    const { settings } = await officeCall<{ settings: SportSettings[] }>(
      page,
      'GET',
      '/api/office/sports/settings',
    );
    expect(settings.find((s) => s.sport === 'football')?.bet_delay_ms).toBe(3000);
    // The change is in the audit log.
    const audit = await officeCall<{ items: { action: string; target_id: string | null }[] }>(
      page,
      'GET',
      '/api/office/audit?action=sports.settings&limit=1',
    );
    expect(audit.items[0]).toMatchObject({ action: 'sports.settings', target_id: 'football' });
    // The player's API carries the new delay on football events (settings are cached briefly).
    await expect
      .poll(async () => {
        const res = await page.request.get(
          `${brand.origin}/api/sports/events?sport=football&limit=1`,
        );
        const body = (await res.json()) as { response: { events: { bet_delay_ms: number }[] } };
        return body.response.events[0]?.bet_delay_ms;
      })
      .toBe(3000);

    // The bets search, by player.
    await page.getByRole('link', { name: 'Bets', exact: true }).click();
    await expect(page).toHaveURL(`${office}sports/bets`);
    await page.getByLabel('Bet, player or event').fill('demo');
    await expect(page).toHaveURL(/q=demo/);
    await expect(page.getByRole('columnheader', { name: 'Player' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

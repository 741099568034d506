import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { creditPlayer, officeCall } from './support/office-api';
import {
  failOnConsoleErrors,
  openSite,
  signUpThroughApi,
  useLanguage,
  useOfficeLanguage,
} from './support/site';
import { axeViolations } from './support/axe';

// The first page load asks for a refresh without a session (401/403); game images of the
// demo catalogue may not all exist yet: Chromium logs both as resource errors.
const EXPECTED_ERRORS = [/Failed to load resource/];
const brand = BRANDS.tribuna;
const office = `${brand.origin}/office/`;
// The demo catalogue (apps/api/src/modules/casino/demo-casino.ts).
const SLOT = { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' };
const HIDDEN = { slug: 'cohete', name: 'Cohete' };
const MOVED = { slug: 'ruleta-europea', name: 'Ruleta Europea' };
const RAIL = 'Popular';
const LINE_BET = 100;

interface OfficeGame {
  slug: string;
  enabled: boolean;
  rtp: string;
  min_bet: number;
  max_bet: number;
}
interface GgrRow {
  key: string;
  bets: number;
  wins: number;
  rollbacks: number;
  ggr: number;
}

/** Tribuna's money is ARS; the office shows it in en_US (a no-break space after the code). */
function ars(minor: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'ARS' }).format(minor / 100);
}

/** Today in the brand's time zone (Tribuna: Buenos Aires), as the GGR report counts days. */
function brandToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(),
  );
}

/** WCAG 2.1 A and AA problems of the page, once its table is not being refreshed (dimmed). */
async function violations(page: Page) {
  const busy = page.locator('.table-wrap[aria-busy="true"]');
  await expect(busy).toHaveCount(0);
  return axeViolations(page);
}

async function signInAsCroupier(page: Page) {
  // A set-up call through the office API left the admin's session in this browser.
  await page.context().clearCookies();
  await useOfficeLanguage(page, 'en_US');
  await page.goto(office);
  await page.getByLabel('Username').fill('croupier');
  await page.getByLabel('Password').fill('croupier1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('whoami')).toHaveText('Signed in as croupier');
}

/** The rail's tiles on the player site, in order. */
async function railGames(page: Page): Promise<string[]> {
  const tiles = page.getByRole('list', { name: RAIL, exact: true }).getByRole('article');
  await expect(tiles.first()).toBeVisible();
  return tiles.locator('.game-tile__name').allTextContents();
}

/**
 * A real-money round of the house slot: a new player, funded by the brand's admin, launches
 * the game and spins once through the house games' API (which settles through the signed
 * seamless wallet, as any provider). Answers the house round.
 */
async function playOneSpin(page: Page) {
  const player = await signUpThroughApi(page.request, brand, { prefix: 'cr' });
  await creditPlayer(page, player.username, 1_000_000, 'Casino office test funds');
  const auth = { authorization: `Bearer ${player.token}` };
  const launch = await page.request.post(`${brand.origin}/api/casino/games/${SLOT.slug}/launch`, {
    headers: auth,
    data: { mode: 'real' },
  });
  expect(launch.status(), await launch.text()).toBe(201);
  const { url } = ((await launch.json()) as { response: { url: string } }).response;
  const token = decodeURIComponent(/#token=(.+)$/.exec(url)?.[1] ?? '');
  const spin = await page.request.post(`${brand.origin}/api/house/${SLOT.slug}/slot/spin`, {
    headers: { 'x-game-token': token, 'idempotency-key': randomBytes(16).toString('hex') },
    data: { line_bet: LINE_BET },
  });
  expect(spin.status(), await spin.text()).toBe(200);
  const { round } = (
    (await spin.json()) as { response: { round: { id: string; bet: number; win: number } } }
  ).response;
  return { player, round };
}

test.describe('the casino in the back office', () => {
  let games: OfficeGame[] = [];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    games = (
      await officeCall<{ items: OfficeGame[] }>(page, 'GET', '/api/office/casino/games?limit=200')
    ).items;
    await page.close();
  });

  // The specs after this one find the lobby as it was.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    await officeCall(page, 'PUT', '/api/office/casino/games/order', {
      slugs: games.map((g) => g.slug),
    });
    for (const game of games) {
      await officeCall(page, 'PATCH', `/api/office/casino/games/${game.slug}`, {
        enabled: game.enabled,
      });
    }
    await page.close();
  });

  test('a croupier hides a game and moves another first; the lobby follows at once', async ({
    page,
    browser,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    // The lobby before: both games shown, the moved one not first (and cached by the server).
    const site = await browser.newPage();
    await useLanguage(site, 'en_US');
    await openSite(site, brand, '/casino/casino-games');
    const before = await railGames(site);
    expect(before).toContain(HIDDEN.name);
    expect(before[0]).not.toBe(MOVED.name);

    await signInAsCroupier(page);
    // The casino is the first (and only) section the croupier may open.
    await expect(page).toHaveURL(`${office}casino`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Casino', 'GGR by product']);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    const moved = page.getByTestId(`game-${MOVED.slug}`);
    await expect(moved).toContainText('Tribuna Originals');
    await expect(moved.locator('img')).toHaveAttribute('src', `/games/${MOVED.slug}.svg`);
    // Its declared RTP and bet limits, in the brand's currency.
    const limits = games.find((g) => g.slug === MOVED.slug);
    if (!limits) throw new Error(`${MOVED.slug} is not in the catalogue`);
    await expect(moved.getByTestId('game-rtp')).toHaveText(`${limits.rtp}%`);
    await expect(moved.getByTestId('game-min-bet')).toHaveText(ars(limits.min_bet));
    await expect(moved.getByTestId('game-max-bet')).toHaveText(ars(limits.max_bet));
    await page.screenshot({ path: test.info().outputPath('games.png'), fullPage: true });
    expect(await violations(page)).toEqual([]);

    // Search and filters narrow the list (the URL keeps them).
    await page.getByLabel('Search').fill('dragon');
    await expect(page.getByTestId(`game-${SLOT.slug}`)).toBeVisible();
    await expect(moved).toHaveCount(0);
    await expect(page).toHaveURL(/q=dragon/);
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Visibility').selectOption({ label: 'Hidden' });
    await expect(page.getByTestId(`game-${SLOT.slug}`)).toHaveCount(0);
    await page.getByLabel('Visibility').selectOption({ label: 'All' });
    await expect(moved).toBeVisible();

    // Hide one.
    const hide = page.getByRole('switch', { name: `Show ${HIDDEN.name} in the lobby` });
    await expect(hide).toBeChecked();
    await hide.click();
    await expect(page.getByText(`${HIDDEN.name} is hidden from the lobby.`)).toBeVisible();
    await expect(hide).not.toBeChecked();

    // Move another first by typing its position.
    const position = page.getByLabel(`Position of ${MOVED.name}`, { exact: true });
    await position.fill('1');
    await position.press('Enter');
    await expect(page.getByText('Order saved: the lobby follows it.')).toBeVisible();
    await expect(position).toHaveValue('1');
    await expect(page.getByRole('row').nth(1)).toHaveAttribute('data-testid', `game-${MOVED.slug}`);

    // Down one with its arrow, then dragged by its handle back onto the first row.
    await page.getByRole('button', { name: `Move ${MOVED.name} down`, exact: true }).click();
    await expect(position).toHaveValue('2');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).not.toHaveAttribute('data-testid', `game-${MOVED.slug}`);
    await page.getByTestId(`game-${MOVED.slug}`).locator('.drag-handle').dragTo(firstRow);
    await expect(position).toHaveValue('1');
    await expect(firstRow).toHaveAttribute('data-testid', `game-${MOVED.slug}`);

    // The player site, without a restart: the hidden game gone, the moved one first.
    await site.reload();
    await expect(site.locator('#site-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(async () => (await railGames(site))[0], { timeout: 10_000 }).toBe(MOVED.name);
    await expect(site.getByRole('article', { name: HIDDEN.name })).toHaveCount(0);

    // Categories: the rails' switches and order.
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(`${office}casino/categories`);
    await expect(page.getByRole('switch', { name: 'Show Slots in the lobby' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await site.close();

    // Nothing else is the croupier's.
    await page.goto(`${office}payments`);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a croupier finds a round, sees its moves and reads it in the GGR', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await page.goto(`${office}login`);
    const today = brandToday();
    const ggrPath = `/api/office/casino/ggr?from=${today}&to=${today}&by=game`;
    const ggrBefore = await officeCall<{ items: GgrRow[] }>(page, 'GET', ggrPath);
    const slotBefore = ggrBefore.items.find((r) => r.key === SLOT.slug)?.ggr ?? 0;
    const { player, round } = await playOneSpin(page);
    const net = round.bet - round.win;

    await signInAsCroupier(page);
    await page.getByRole('link', { name: 'Rounds' }).click();
    await expect(page).toHaveURL(`${office}casino/rounds`);

    // By player first (username, part of it), then by the provider's round id.
    await page.getByLabel('Player').fill(player.username.slice(0, -1));
    const row = page.getByRole('row').filter({ hasText: round.id });
    await expect(row).toContainText(SLOT.name);
    await expect(row).toContainText(player.username);
    await expect(row).toContainText('Real money');
    await expect(row).toContainText(ars(round.bet));
    await expect(row).toContainText('Closed');

    // Provider, game, state and days narrow it too, kept in the URL.
    // One at a time, as a person does: each choice reaches the address before the next.
    const inUrl = (key: string, value: string) =>
      expect.poll(() => new URL(page.url()).searchParams.get(key)).toBe(value);
    await page.getByLabel('Provider').selectOption({ label: 'Tribuna Originals' });
    await inUrl('provider', 'tribuna');
    await page.getByLabel('Game', { exact: true }).selectOption({ label: SLOT.name });
    await inUrl('game', SLOT.slug);
    await page.getByLabel('Status').selectOption({ label: 'Closed' });
    await inUrl('status', 'closed');
    await page.getByLabel('From').fill(today);
    await inUrl('from', today);
    await page.getByLabel('To').fill(today);
    const filtered = () => {
      const { provider, game, status, from, to } = Object.fromEntries(
        new URL(page.url()).searchParams,
      );
      return { provider, game, status, from, to };
    };
    await expect
      .poll(filtered)
      .toEqual({ provider: 'tribuna', game: SLOT.slug, status: 'closed', from: today, to: today });
    await expect(row).toBeVisible();
    await expect(page.locator('.table-wrap')).toHaveAttribute('aria-busy', 'false');
    await page.screenshot({ path: test.info().outputPath('rounds.png'), fullPage: true });
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Status').selectOption({ label: 'Open' });
    await expect(row).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Game', { exact: true }).selectOption({ label: MOVED.name });
    await expect(row).toHaveCount(0);
    await page.getByLabel('Game', { exact: true }).selectOption({ label: SLOT.name });
    await expect(row).toBeVisible();
    await page.getByLabel('Player').fill('');
    await page.getByLabel('Round id').fill(round.id);
    await expect(page).toHaveURL(new RegExp(`round=${round.id}`));
    await expect(page).not.toHaveURL(/player=/);
    // The search settled (a table being refreshed is dimmed).
    await expect(page.locator('.table-wrap')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await violations(page)).toEqual([]);

    await row.getByRole('link', { name: `View round ${round.id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Round ${round.id}` })).toBeVisible();
    const bet = page.getByTestId('move-bet');
    await expect(bet).toContainText('Bet');
    await expect(bet).toContainText(ars(round.bet));
    await expect(bet).toContainText('Done');
    if (round.win > 0) await expect(page.getByTestId('move-win')).toContainText(ars(round.win));
    await expect(page.getByTestId('round-net')).toHaveText(ars(net));
    const replay = page.getByRole('link', {
      name: `Replay round ${round.id} (opens in a new tab)`,
    });
    await expect(replay).toHaveAttribute('href', `/games/house/verify?round=${round.id}`);
    await expect(replay).toHaveAttribute('target', '_blank');
    // The house's verifier opens on the brand's host, in a tab of its own.
    const opened = page.waitForEvent('popup');
    await replay.click();
    const verifier = await opened;
    await expect(verifier).toHaveURL(`${brand.origin}/games/house/verify?round=${round.id}`);
    await verifier.close();
    await page.screenshot({ path: test.info().outputPath('round.png'), fullPage: true });
    expect(await violations(page)).toEqual([]);

    // GGR: today in the brand's time zone by default, with this round's bet − win in it.
    await page.getByRole('link', { name: 'GGR', exact: true }).click();
    await expect(page.getByLabel('From')).toHaveValue(today);
    await expect(page.getByLabel('To')).toHaveValue(today);
    const slotRow = page.getByTestId(`ggr-${today}-${SLOT.slug}`);
    await expect(slotRow).toContainText(ars(slotBefore + net));
    await expect(page.getByTestId('ggr-totals')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ggr-game-${today}-${today}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain(`"${today}","${SLOT.slug}","${SLOT.name}"`);
    expect(csv).toMatch(/\r\n"Total","","",/);
    await page.getByLabel('Per').selectOption({ label: 'Provider' });
    await expect(page.getByTestId(`ggr-${today}-tribuna`)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { axeViolations } from './support/axe';
import { creditPlayer, officeCall } from './support/office-api';
import {
  failOnConsoleErrors,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// The sportsbook of the player site (apps/web/src/features/sports) against the real
// server and its simulated feed: the pages a guest sees; a player's whole story (a live
// accumulator placed through the slip, its prices changing in place, the matches ended
// by the feed's console, the bet settled and paid without a reload); a cash out; a live
// bet refused on a goal during its delay.
const brand = BRANDS.tribuna;

const violations = axeViolations;

interface LiveEvent {
  id: string;
  slug: string;
  sport: string;
  status: string;
  competition: { slug: string };
  score: { home: number; away: number } | null;
  clock: { seconds: number | null } | null;
  markets: { status: string }[];
}

interface SportSettings {
  sport: string;
  [field: string]: unknown;
}

/** The live football events the site lists now, from its own API. */
async function liveFootball(page: Page): Promise<LiveEvent[]> {
  const events = await page.evaluate(async () => {
    const answer = await fetch('/api/sports/live', { headers: { 'master-language': 'en_US' } });
    return ((await answer.json()) as { response: { events: unknown[] } }).response.events;
  });
  return (events as LiveEvent[]).filter(
    (e) => e.sport === 'football' && e.status === 'live' && e.markets[0]?.status === 'open',
  );
}

/** The brand's football settings, as its admin reads them (the page must be one of the apps). */
async function footballSettings(page: Page): Promise<SportSettings> {
  const current = await officeCall<{ settings: SportSettings[] }>(
    page,
    'GET',
    '/api/office/sports/settings',
  );
  const football = current.settings.find((s) => s.sport === 'football');
  expect(football).toBeDefined();
  return football as SportSettings;
}

/** The brand's football settings, changed by its admin (the specs share one server). */
async function setFootball(page: Page, change: Record<string, unknown>): Promise<void> {
  const { sport: _sport, ...rest } = await footballSettings(page);
  void _sport;
  await officeCall(page, 'PUT', '/api/office/sports/settings/football', { ...rest, ...change });
}

/**
 * The platform owner's console of the simulated feed (`score`, `finish`) on a live
 * event, with a key as the console's clicks send; answers the status.
 */
async function simulatorCall(
  page: Page,
  eventId: string,
  action: 'score' | 'finish',
  body: Record<string, unknown>,
): Promise<number> {
  return page.evaluate(
    async ({ eventId, action, body }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/api/office/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'owner', password: 'owner1234' }),
      });
      const { response } = (await login.json()) as { response: { token: string } };
      const answer = await fetch(`/api/office/sports/simulator/events/${eventId}/${action}`, {
        method: 'POST',
        headers: {
          ...json,
          authorization: `Bearer ${response.token}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    { eventId, action, body },
  );
}

/** `side` scores now. */
async function scoreNow(page: Page, eventId: string, side: 'home' | 'away'): Promise<void> {
  expect(await simulatorCall(page, eventId, 'score', { side }), 'the console scored').toBe(200);
}

/** The match ends now, with its score as it stands: the feed settles its markets. */
async function finishNow(page: Page, eventId: string): Promise<void> {
  expect(await simulatorCall(page, eventId, 'finish', {}), 'the console ended the match').toBe(200);
}

/** Money as the site shows it, in minor units. */
function minorOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The path of an event's page. */
function eventPath(event: LiveEvent): string {
  return `/sports/${event.competition.slug}/${event.slug}`;
}

/** A number of a bet's card (stake, odds, potential return, paid) by its label. */
function numberOf(card: Locator, label: string): Locator {
  return card
    .locator('.bet-card__numbers > div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** The balance the header shows, in minor units. */
async function headerMinor(page: Page): Promise<number> {
  return minorOf(await page.getByTestId('header-balance').textContent());
}

/** A funded player (500.00 of the brand's money), logged in on this page. */
async function fundedPlayer(page: Page): Promise<string> {
  const username = await registerPlayerThroughApi(page, brand);
  await page.goto(`${brand.origin}/office/login`);
  await creditPlayer(page, username, 50_000, 'Sportsbook test');
  return username;
}

/**
 * The first open price of an event of the upcoming list, counted from its end (the
 * latest kick-offs), so that no event starts while a test is using it.
 */
function upcomingOdds(page: Page, fromEnd: number): Locator {
  return page
    .getByRole('list', { name: 'Upcoming' })
    .getByTestId('event-row')
    .nth(-1 - fromEnd)
    .getByTestId('odds-button')
    .and(page.locator(':enabled'))
    .first();
}

test.describe('the sportsbook', () => {
  test.describe.configure({ timeout: 60_000 });

  /** The brand's football settings as they were: tests change its bet delay. */
  let football: SportSettings | undefined;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${brand.origin}/office/login`);
    football = await footballSettings(page);
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    if (!football) return;
    const { sport: _sport, ...kept } = football;
    void _sport;
    const page = await browser.newPage();
    await page.goto(`${brand.origin}/office/login`);
    await officeCall(page, 'PUT', '/api/office/sports/settings/football', kept);
    await page.close();
  });

  test('a guest sees the sports, an event and the live page', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Sports' });
    await expect(menu.getByRole('link', { name: /^Football/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Upcoming' }).getByTestId('event-row').first(),
    ).toBeVisible();
    expect(await violations(page), '/sports').toEqual([]);

    // On a wide screen the slip stays beside the list as the page scrolls, below the header.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toBeInViewport();
    const header = await page.locator('.site-header').boundingBox();
    expect((await slip.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    );

    // Narrowed by the menu, through the address.
    await menu.getByRole('link', { name: /^Tennis/ }).click();
    await expect(page).toHaveURL(/\/sports\?sport=tennis$/);
    await expect(
      page.getByRole('list', { name: 'Upcoming' }).getByTestId('event-row').first(),
    ).toBeVisible();

    // An event's page: every market by group.
    await page
      .getByRole('list', { name: 'Upcoming' })
      .getByTestId('event-row')
      .first()
      .locator('.event-row__more')
      .click();
    await expect(page).toHaveURL(/\/sports\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('market').first()).toBeVisible();
    // The tab names the match, as the page's heading does.
    const [home, away] = await page.locator('.event-header__team').allTextContents();
    await expect(page).toHaveTitle(`${home} – ${away} · ${brand.name}`);
    expect(await violations(page), 'event page').toEqual([]);

    await openSite(page, brand, '/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live betting' })).toBeVisible();
    const liveRow = page.getByTestId('event-row').first();
    await expect(liveRow.getByTestId('match-clock')).toBeVisible();
    await expect(liveRow.getByTestId('score-home')).toBeVisible();
    expect(await violations(page), '/live').toEqual([]);

    // The odds format is a preference kept across pages.
    await page.getByLabel('Odds format').selectOption('fractional');
    await openSite(page, brand, '/sports');
    await expect(upcomingOdds(page, 0).getByTestId('odds-price')).toHaveText(/^\d+\/\d+$/);
    expect(errors).toEqual([]);
  });

  test('a player builds a live accumulator, sees its odds move in place, the matches end and it settles without a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = failOnConsoleErrors(page);
    const username = await fundedPlayer(page);
    // A live bet answers at once, so the story does not wait out a delay.
    await setFootball(page, { bet_delay_ms: 0 });
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/live');

    // Two live matches with time to play and their result market open. The pick on each
    // is the side in the lead (the draw when level), so the bet usually wins; either way
    // the balance is checked against its outcome.
    let matches: LiveEvent[] = [];
    await expect
      .poll(
        async () => {
          const live = await liveFootball(page);
          matches = live.filter((e) => (e.clock?.seconds ?? 0) < 75 * 60).slice(0, 2);
          return matches.length;
        },
        { timeout: 60_000, message: 'two live football matches with time to play' },
      )
      .toBe(2);
    const slip = page.getByTestId('bet-slip');
    // Picked as a guest, one on each match's page: the slip keeps them across pages.
    for (const match of matches) {
      const score = match.score ?? { home: 0, away: 0 };
      const lead = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      await openSite(page, brand, eventPath(match));
      const pick = page
        .getByRole('region', { name: /^Match result/ })
        .locator(`[data-testid="odds-button"][data-outcome="${lead}"]`);
      await expect(pick).toBeEnabled({ timeout: 20_000 });
      await pick.click();
      await expect(pick).toHaveAttribute('aria-pressed', 'true');
    }
    const watched = matches[1] as LiveEvent;
    await expect(slip.getByTestId('slip-item')).toHaveCount(2);
    // The slip waits through the login, which brings the player back to the page.
    await slip.getByRole('button', { name: 'Log in to bet' }).click();
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await logInThroughForm(page, username, 'password123');
    await expect(page).toHaveURL(`${brand.origin}${eventPath(watched)}`);
    await expect(slip.getByTestId('slip-item')).toHaveCount(2);
    await expect(page.getByTestId('header-balance')).toContainText('500.00');

    await slip.getByLabel('When the odds change').selectOption('any');
    // The brand's smallest stake (100.00 pesos by default).
    await slip.getByLabel('Accumulator stake').fill('100');
    await expect(slip.getByTestId('slip-total-stake')).toContainText('100.00');
    expect(await violations(page), 'slip').toEqual([]);
    // Live markets stop for a goal or a danger: a stop that lands on the click leaves the
    // slip waiting (and saying so); the player then clicks again once it reopens.
    const waiting = slip.getByText('A selection is suspended: place the bet when it reopens.');
    await expect(async () => {
      await expect(slip.locator('.slip-item__suspended')).toHaveCount(0, { timeout: 20_000 });
      await slip.getByTestId('place-bets').click();
      await expect(slip.getByTestId('slip-notice').or(waiting)).toBeVisible({ timeout: 15_000 });
      await expect(slip.getByTestId('slip-notice')).toHaveText('Bets placed: 1.', { timeout: 1 });
    }).toPass({ timeout: 90_000 });
    await expect(slip.getByTestId('slip-item')).toHaveCount(0);
    await expect.poll(() => headerMinor(page)).toBe(50_000 - 10_000);
    const afterStake = await headerMinor(page);

    await slip.getByRole('button', { name: 'My bets' }).click();
    const open = slip.getByTestId('bet-card').first();
    await expect(open).toContainText('Accumulator');
    await expect(open.locator('.bet-leg')).toHaveCount(2);
    const betId = (await open.getAttribute('data-bet')) ?? '';
    expect(betId).not.toBe('');
    const potential = minorOf(await numberOf(open, 'Potential return').textContent());

    // On the watched match's page every price is marked with its text and its button's
    // place on the page (the page is not scrolled meanwhile); one is waited for to change.
    const marked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="odds-price"]')].map((el, i) => {
        el.dataset.mark = String(i);
        const box = el.closest('[data-testid="odds-button"]')?.getBoundingClientRect();
        return {
          text: el.textContent ?? '',
          box: box ? [box.x, box.y, box.width, box.height] : [],
        };
      }),
    );
    expect(marked.length).toBeGreaterThan(0);
    let moved: { index: number; text: string; box: number[] }[] = [];
    await expect
      .poll(
        async () => {
          moved = await page.evaluate(
            (before) =>
              [...document.querySelectorAll<HTMLElement>('[data-mark]')]
                // A price, changed: a goal's bet stop locks prices for a moment (no text).
                .filter(
                  (el) =>
                    el.textContent !== before[Number(el.dataset.mark)]?.text &&
                    /^\d+\.\d{2}$/.test(el.textContent ?? ''),
                )
                .map((el) => {
                  const box = el.closest('[data-testid="odds-button"]')?.getBoundingClientRect();
                  return {
                    index: Number(el.dataset.mark),
                    text: el.textContent ?? '',
                    box: box ? [box.x, box.y, box.width, box.height] : [],
                  };
                }),
            marked,
          );
          return moved.length;
        },
        { timeout: 30_000, message: 'a price of the match changes its text' },
      )
      .toBeGreaterThan(0);
    // Still the element marked at the start (found by its mark, in the page), with new
    // text in a price's shape, and its button where it was: the layout did not shift.
    for (const change of moved) {
      expect(change.text).toMatch(/^\d+\.\d{2}$/);
      const before = marked[change.index]?.box ?? [];
      expect(change.box.length).toBe(4);
      change.box.forEach((value, i) => expect(value).toBeCloseTo(before[i] ?? NaN, 0));
    }

    // The feed's console ends both matches as they stand; the feed settles them and the
    // bet moves to the settled ones, on the page as it is.
    await page.evaluate(() => {
      document.documentElement.dataset.storyMark = 'no reload';
    });
    for (const match of matches) await finishNow(page, match.id);
    await slip.getByRole('button', { name: 'Settled' }).click();
    const settled = slip.locator(`[data-testid="bet-card"][data-bet="${betId}"]`);
    const status = settled.locator('.bet-card__status');
    await expect(status).toHaveText(/^(Won|Lost)$/, { timeout: 30_000 });
    await expect(settled.locator('.bet-leg__result')).toHaveCount(2);
    const paid = minorOf(await numberOf(settled, 'Paid').textContent());
    if ((await status.textContent()) === 'Won') {
      await expect(settled.locator('.bet-leg__result--won')).toHaveCount(2);
      expect(paid).toBe(potential);
      await expect.poll(() => headerMinor(page)).toBe(afterStake + paid);
    } else {
      await expect(settled.locator('.bet-leg__result--lost')).not.toHaveCount(0);
      expect(paid).toBe(0);
      // Nothing is paid: the balance stays where the stake left it.
      await page.waitForTimeout(1000);
      expect(await headerMinor(page)).toBe(afterStake);
    }
    expect(await page.evaluate(() => document.documentElement.dataset.storyMark)).toBe('no reload');
    expect(errors).toEqual([]);
  });

  test('a player takes the cash out offered on an open bet', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const username = await fundedPlayer(page);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');
    await logInThroughForm(page, username, 'password123');
    await expect(page.getByTestId('account-user')).toBeVisible();
    await openSite(page, brand, '/sports');
    await upcomingOdds(page, 0).click();
    const slip = page.getByTestId('bet-slip');
    await slip
      .getByRole('button', { name: 'Stake 5.00' })
      .or(slip.locator('.slip-quick__stake').first())
      .first()
      .click();
    await slip.getByTestId('place-bets').click();
    await expect(slip.getByTestId('slip-notice')).toHaveText('Bets placed: 1.', {
      timeout: 15_000,
    });

    await slip.getByRole('button', { name: 'My bets' }).click();
    const bet = slip.getByTestId('bet-card').first();
    const offer = bet.getByTestId('cash-out');
    await expect(offer).toBeVisible();
    await offer.click();
    await bet.getByRole('button', { name: /^Confirm cash out/ }).click();
    // Taken, or refused because the offer moved (said, with the new one to take).
    const taken = slip.getByText(/^Cashed out for /);
    const moved = bet.getByRole('alert');
    await expect(taken.or(moved)).toBeVisible();
    if (await moved.isVisible()) {
      await bet.getByTestId('cash-out').click();
      await bet.getByRole('button', { name: /^Confirm cash out/ }).click();
    }
    await expect(taken).toBeVisible();
    await slip.getByRole('button', { name: 'Settled' }).click();
    await expect(slip.getByTestId('bet-card').first()).toContainText('Cashed out');

    // The profile's bet history lists it too.
    await openSite(page, brand, '/profile?section=bets');
    await expect(page.getByRole('heading', { name: 'Bet history' })).toBeVisible();
    await expect(page.getByTestId('bet-card').first()).toContainText('Cashed out');
    expect(await violations(page), 'bet history').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a live bet is refused when a goal comes during its delay', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = failOnConsoleErrors(page);
    const username = await fundedPlayer(page);
    await setFootball(page, { bet_delay_ms: 8000 });
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');
    await logInThroughForm(page, username, 'password123');
    await expect(page.getByTestId('account-user')).toBeVisible();

    // A live match far from its end.
    let target: LiveEvent | undefined;
    await expect
      .poll(
        async () => {
          const live = await liveFootball(page);
          live.sort((a, b) => (a.clock?.seconds ?? 0) - (b.clock?.seconds ?? 0));
          target = live.find((e) => (e.clock?.seconds ?? 0) < 70 * 60);
          return target !== undefined;
        },
        { timeout: 60_000, message: 'a live football match with time to play' },
      )
      .toBe(true);
    const event = target as LiveEvent;
    await openSite(page, brand, eventPath(event));
    const odds = page
      .getByTestId('market')
      .first()
      .getByTestId('odds-button')
      .and(page.locator(':enabled'))
      .first();
    await odds.click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByLabel('When the odds change').selectOption('any');
    await slip.locator('.slip-item__stake input').first().fill('100');
    const before = await headerMinor(page);
    // A placement answers at once unless the bet waits its delay; a bet refused at once
    // (the market stopped between the click and the placement) is tried again.
    let waiting = false;
    for (let attempt = 0; attempt < 5 && !waiting; attempt += 1) {
      await expect(slip.locator('.slip-item__suspended')).toHaveCount(0, { timeout: 20_000 });
      await slip.getByTestId('place-bets').click();
      await page.waitForTimeout(2_000);
      waiting = await slip.getByTestId('slip-waiting').isVisible();
    }
    expect(waiting, 'the bet waits its delay').toBe(true);
    await scoreNow(page, event.id, 'home');

    await expect(slip.getByTestId('slip-refusal')).toContainText(
      /while your bet was waiting: it was not accepted/,
      { timeout: 20_000 },
    );
    // The stake came back.
    await expect.poll(() => headerMinor(page)).toBe(before);
    expect(errors).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { OFFICE_MILES_API, type MilesTerms } from '@tribuna/contracts/miles';
import { OFFICE_REFERRALS_API, type ReferralSettings } from '@tribuna/contracts/referrals';
import { BRANDS } from './support/brands';
import { creditPlayer, officeCall } from './support/office-api';
import {
  failOnConsoleErrors,
  fillSignUpForm,
  openSite,
  ownAddress,
  useLanguage,
} from './support/site';

// The engagement products in one story on a phone: a player plays the house slot, claims
// the miles it earned, buys the store's free spins with them, plays the spins, withdraws
// miles to cash and finds every step in the miles tables and the purchase in the inbox;
// a friend signs up with the player's referral link on a device of their own, deposits
// and plays, and the player sees the referral rewarded and a message saying so.
// Lucky Star: USD, en_US, sells 10 free spins on the house slot for 300 miles.
const brand = BRANDS.luckystar;
const SLOT = { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' };
const SPINS_ITEM = '10 free spins';
const SPINS = 10;
// The first page asks for a refresh without a session: Chromium logs the 401.
const EXPECTED_ERRORS = [/Failed to load resource/];
const PHONE = { width: 360, height: 740 };

/** A one-pixel picture: the deposit's proof. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The miles column of a row of the miles table. */
function milesOf(row: Locator): Locator {
  return row.getByRole('cell').nth(2);
}

/** Opens the slot for real money; answers its frame once it can spin. */
async function openSlot(page: Page) {
  await openSite(page, brand, `/casino/casino-games?game=${SLOT.slug}&mode=real`);
  const frame = page.getByRole('dialog', { name: SLOT.name }).frameLocator('iframe');
  await expect(frame.getByTestId('slot-machine')).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** One paid spin at the slot's bet; waits until the slot can spin again. */
async function spinOnce(page: Page) {
  const frame = await openSlot(page);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 20_000 });
}

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

test('a player earns, claims, spends and withdraws miles; a friend they invited earns them a reward', async ({
  page,
  browser,
}) => {
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  await useLanguage(page, 'en_US');
  await page.setExtraHTTPHeaders(ownAddress());
  await openSite(page, brand, '/register');

  // The operator's terms for the test: a mile per cent staked on our games, miles withdrawn
  // from 100 at a cent each, and a friend qualifying with $1.00 wagered.
  const milesBefore = await officeCall<MilesTerms>(page, 'GET', OFFICE_MILES_API.settings);
  const referralsBefore = await officeCall<ReferralSettings>(
    page,
    'GET',
    OFFICE_REFERRALS_API.settings,
  );
  const testTerms: MilesTerms = {
    rates: { ...milesBefore.rates, house: 1 },
    tiers: milesBefore.tiers,
    withdraw_rate: 1,
    withdraw_minimum: 100,
  };
  await officeCall(page, 'PUT', OFFICE_MILES_API.settings, testTerms);
  await officeCall(page, 'PUT', OFFICE_REFERRALS_API.settings, {
    ...referralsBefore,
    wager_amount: 100,
    referrer_reward: { kind: 'miles', miles: 50 },
    referred_reward: { kind: 'miles', miles: 25 },
  });
  const friendContext = await browser.newContext({ viewport: PHONE });
  try {
    const username = `en${Date.now().toString(36)}`;
    await fillSignUpForm(page, username, { name: 'Eva' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
    await creditPlayer(page, username, 5_000);

    // Plays the slot once with real money.
    await spinOnce(page);

    // The miles arrive with the earning job: claimed in the profile.
    await openSite(page, brand, '/profile/miles/claim');
    const claim = page.getByRole('button', { name: /^Claim [\d,]+ miles$/ });
    await expect(async () => {
      await page.reload();
      await expect(claim).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const earned = Number(((await claim.textContent()) ?? '').replace(/\D/g, ''));
    expect(earned).toBeGreaterThanOrEqual(400);
    await claim.click();
    await expect(
      page.getByText(`You claimed ${earned.toLocaleString('en-US')} miles.`),
    ).toBeVisible();
    await expect(page.getByTestId('miles-balance')).toHaveText(earned.toLocaleString('en-US'));

    // The store: 10 free spins for 300 miles, started at once.
    await openSite(page, brand, '/store');
    const item = page.getByRole('article', { name: SPINS_ITEM });
    await item.getByRole('button', { name: `Buy ${SPINS_ITEM}` }).click();
    await expect(
      item.getByText(
        `It costs 300 miles. You will have ${(earned - 300).toLocaleString('en-US')} miles left.`,
      ),
    ).toBeVisible();
    await item.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(item.getByRole('status')).toHaveText(/Done! Your bonus is active: enjoy it\./);

    // The spins, played on the slot: the bonus's stake, so the cash stays.
    const frame = await openSlot(page);
    const cash = page.getByTestId('header-balance');
    await expect(cash).toHaveText(/\$\d/);
    const cashBefore = await cash.textContent();
    const offer = frame.getByTestId('slot-bonus');
    await expect(offer).toContainText(`${SPINS} bonus spins`);
    const bonusSpin = frame.getByRole('button', { name: 'Bonus spin', exact: true });
    for (let left = SPINS - 1; left >= 1; left -= 1) {
      await bonusSpin.click();
      await expect(offer).toContainText(new RegExp(`\\b${left} bonus spins? at`), {
        timeout: 20_000,
      });
      await expect(bonusSpin).toBeEnabled({ timeout: 20_000 });
    }
    await bonusSpin.click();
    await expect(frame.getByTestId('slot-bonus-done')).toHaveText(
      'You have played all your bonus spins.',
      { timeout: 20_000 },
    );
    await expect(cash).toHaveText(cashBefore ?? '');

    // Miles to cash: 100 miles, $1.00.
    await openSite(page, brand, '/profile/miles/withdraw');
    await page.getByLabel('Miles to withdraw').fill('100');
    await expect(page.getByText(/^You receive/)).toHaveText('You receive $1.00');
    await page.getByRole('button', { name: 'Withdraw to cash' }).click();
    await expect(page.getByText('You withdrew 100 miles: $1.00 went to your cash.')).toBeVisible();
    const withdrawals = page.getByTestId('miles-withdrawals');
    await expect(withdrawals.getByRole('row')).toHaveCount(2);
    await expect(withdrawals.getByRole('row').nth(1)).toContainText('$1.00');
    await expect(page.getByTestId('miles-balance')).toHaveText(
      (earned - 300 - 100).toLocaleString('en-US'),
    );

    // The miles table: earned, claimed, spent, withdrawn, newest first.
    await page.getByRole('link', { name: 'Miles table' }).click();
    const table = page.getByTestId('miles-table');
    const movements = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(movements).toHaveCount(4);
    await expect(movements.nth(0)).toContainText('Withdrawn to cash');
    await expect(milesOf(movements.nth(0))).toHaveText('-100');
    await expect(movements.nth(1)).toContainText('Spent in the store');
    await expect(milesOf(movements.nth(1))).toHaveText('-300');
    await expect(movements.nth(2)).toContainText('Claimed');
    await expect(milesOf(movements.nth(2))).toHaveText(earned.toLocaleString('en-US'));
    await expect(movements.nth(3)).toContainText('Earned');
    await expect(milesOf(movements.nth(3))).toHaveText(`+${earned.toLocaleString('en-US')}`);

    // The inbox tells of the spins bought.
    await page.getByTestId('header-inbox').click();
    await expect(page).toHaveURL(/\/profile\/messages$/);
    await expect(
      page.getByTestId('inbox-message').filter({ hasText: 'Order delivered' }),
    ).toHaveCount(1);

    // The referral link, copied from the profile's Referrals section.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSite(page, brand, '/profile/referrals');
    await expect(page.getByTestId('referrals-empty')).toBeVisible();
    await page.getByRole('button', { name: 'Copy your referral link' }).click();
    await expect(page.getByText('Your link was copied.')).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    await expect(page.getByRole('status', { name: 'Your referral link' })).toHaveText(link.href);
    const code = link.searchParams.get('ref') ?? '';
    expect(link.pathname).toBe('/register');
    expect(code).toMatch(/^[A-Z2-9]+$/);

    // A friend on a phone of their own signs up with the link.
    const friend = await friendContext.newPage();
    const friendErrors = failOnConsoleErrors(friend, EXPECTED_ERRORS);
    await friend.setExtraHTTPHeaders(ownAddress());
    await useLanguage(friend, 'en_US');
    await openSite(friend, brand, `${link.pathname}${link.search}`);
    await expect(friend.getByLabel(/Referral code/)).toHaveValue(code);
    const friendName = `fr${Date.now().toString(36)}`;
    await fillSignUpForm(friend, friendName, { name: 'Flor' });
    await friend.getByRole('button', { name: 'Create account' }).click();
    await expect(friend.getByTestId('account-user')).toHaveText(`Hi, ${friendName}`);

    // The friend's first deposit (a bank transfer with its proof, as the cashier sends it),
    // approved by staff.
    const id = await friend.evaluate(
      async ({ username, proof }) => {
        const apiKey =
          document.querySelector('meta[name="tribuna:api-key"]')?.getAttribute('content') ?? '';
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'master-api-key': apiKey },
          body: JSON.stringify({ username, password: 'password123' }),
        });
        const { response } = (await login.json()) as { response: { token: string } };
        const form = new FormData();
        form.append('method', 'bank_transfer');
        form.append('amount', '2000');
        const bytes = Uint8Array.from(atob(proof), (c) => c.charCodeAt(0));
        form.append('proof', new Blob([bytes], { type: 'image/png' }), 'proof.png');
        const answer = await fetch('/api/wallet/deposits', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${response.token}`,
            'master-api-key': apiKey,
            'idempotency-key': crypto.randomUUID(),
          },
          body: form,
        });
        const body = (await answer.json()) as { response: { id: string } };
        return answer.status === 201 ? body.response.id : `status ${answer.status}`;
      },
      { username: friendName, proof: PNG_BASE64 },
    );
    expect(id).not.toMatch(/^status/);
    await officeCall(page, 'POST', `/api/office/payments/deposits/${id}/approve`);

    // The friend plays: one spin at the slot's bet is more than the $1.00 the rules ask.
    await expect(friend.getByTestId('header-balance')).toContainText('$20.00');
    await spinOnce(friend);
    expect(friendErrors).toEqual([]);

    // The player finds the friend rewarded, and a message saying so.
    await openSite(page, brand, '/profile/referrals');
    const referral = page.getByTestId('referral');
    await expect(async () => {
      await page.reload();
      await expect(referral).toContainText('Rewarded', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(referral).toContainText(`${friendName.slice(0, 2)}***`);
    await expect(referral).toContainText('You got 50 miles');
    await page.getByTestId('header-inbox').click();
    await expect(
      page.getByTestId('inbox-message').filter({ hasText: 'A friend you invited qualified' }),
    ).toHaveCount(1);
    // The reward is in the miles: the table's newest move.
    await openSite(page, brand, '/profile/miles/table');
    await expect(movements).toHaveCount(5);
    await expect(movements.nth(0)).toContainText('Awarded');
    await expect(milesOf(movements.nth(0))).toHaveText('+50');
    await expect(page.getByTestId('miles-balance')).toHaveText(
      (earned - 300 - 100 + 50).toLocaleString('en-US'),
    );
    expect(errors).toEqual([]);
  } finally {
    await friendContext.close();
    await officeCall(page, 'PUT', OFFICE_MILES_API.settings, {
      rates: milesBefore.rates,
      tiers: milesBefore.tiers,
      withdraw_rate: milesBefore.withdraw_rate,
      withdraw_minimum: milesBefore.withdraw_minimum,
    });
    await officeCall(page, 'PUT', OFFICE_REFERRALS_API.settings, referralsBefore);
  }
});

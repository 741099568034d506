import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { officeCall } from './support/office-api';
import {
  failOnConsoleErrors,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// Tribuna: ARS, a profile (pam_type 2), bonuses allowed.
const brand = BRANDS.tribuna;
// The first page asks for a refresh without a session: Chromium logs it as a failed load.
const EXPECTED_ERRORS = [/Failed to load resource/];

test.use({ viewport: { width: 360, height: 740 } });

test('a message arrives live, the header counts it, the player reads it and the count falls', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  await useLanguage(page, 'en_US');
  await openSite(page, brand, '/login');
  const username = await registerPlayerThroughApi(page, brand);
  await logInThroughForm(page, username, 'password123');
  const bell = page.getByTestId('header-inbox');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Messages');
  await expect(page.getByTestId('header-inbox-count')).toHaveCount(0);

  // Staff give the player a bonus: its message is written with the grant and pushed.
  const campaign = await officeCall<{ id: string }>(page, 'POST', '/api/office/bonus/campaigns', {
    name: `Inbox gift ${Date.now().toString(36)}`,
    titles: { en_US: 'A gift' },
    kind: 'no_deposit',
    trigger: 'manual',
    code: null,
    deposit_number: null,
    percent: null,
    amount: 10_000,
    max_bonus: null,
    min_deposit: null,
    game: null,
    spins: null,
    spin_stake: null,
    cashback_period: null,
    wagering_multiple: 1,
    contributions: { sports: 100, slots: 100, table: 10, live: 10 },
    min_odds_x100: 150,
    max_bet: null,
    max_conversion: null,
    claim_days: 7,
    wager_days: 7,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: null,
    max_grants: null,
    status: 'active',
  });
  const found = await officeCall<{ items: { id: string; username: string }[] }>(
    page,
    'GET',
    `/api/office/players?q=${username}`,
  );
  const playerId = found.items.find((p) => p.username === username)?.id ?? '';
  await officeCall(page, 'POST', `/api/office/bonus/players/${playerId}/grants`, {
    campaign_id: campaign.id,
  });

  // No reload: the live channel brings the count.
  await expect(page.getByTestId('header-inbox-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Messages, 1 unread');

  await bell.click();
  await expect(page).toHaveURL(/\/profile\/messages$/);
  const message = page.getByTestId('inbox-message');
  await expect(message).toHaveCount(1);
  const open = message.getByRole('button', { name: /^Unread You have a new bonus/ });
  await open.click();
  await expect(message.getByText(/is in your bonuses/)).toBeVisible();
  await expect(page.getByTestId('header-inbox-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  // Nothing on the page is wider than the phone.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(360);

  await message.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
  expect(errors).toEqual([]);
});

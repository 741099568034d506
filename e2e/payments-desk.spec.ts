import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { officeCall, saveSiteSettings } from './support/office-api';
import { failOnConsoleErrors, signUpThroughApi, useOfficeLanguage } from './support/site';

// The first page load asks for a refresh without a session (401/403): Chromium logs it.
const EXPECTED_ERRORS = [/Failed to load resource/];
const brand = BRANDS.tribuna;
const office = `${brand.origin}/office/`;
/** Tribuna's money is ARS; the office shows it in en_US (a no-break space after the code). */
const ars = (text: string) => `ARS\u00a0${text}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Player {
  username: string;
  token: string;
}
interface Hours {
  payment_hours: { from: string; to: string };
}

function idempotencyKey(): string {
  return randomBytes(16).toString('hex');
}

/** A fresh player through the API, with the access token of that registration. */
async function newPlayer(page: Page): Promise<Player> {
  const { username, token } = await signUpThroughApi(page.request, brand, { prefix: 'p' });
  return { username, token };
}

/** The player asks for a bank-transfer deposit with a proof file, as the cashier sends it. */
async function bankDeposit(
  page: Page,
  player: Player,
  amount: number,
  proof: Buffer,
  name: string,
) {
  const answer = await page.request.post(`${brand.origin}/api/wallet/deposits`, {
    headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': idempotencyKey() },
    multipart: {
      method: 'bank_transfer',
      amount: String(amount),
      proof: { name, mimeType: 'application/octet-stream', buffer: proof },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function bankWithdrawal(page: Page, player: Player, amount: number) {
  const answer = await page.request.post(`${brand.origin}/api/wallet/withdrawals`, {
    headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': idempotencyKey() },
    data: {
      method: 'bank',
      amount,
      name: 'Desk Tester',
      dni: '30123456',
      cuil: '20-30123456-3',
      cvu: '0000003100012345678901',
      bank_code: '007',
      account: '123-456789/0',
      account_type: 'savings',
      payment_type: 'cvu',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Today in the brand's time zone, as the date inputs take it. */
function brandToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(),
  );
}

test.describe('the payments desk', () => {
  let hours: Hours['payment_hours'] | undefined;
  let methods: unknown;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    // Withdrawals are taken only in payment hours: open them all day for this spec.
    await saveSiteSettings<Hours>(page, (settings) => {
      hours = settings.payment_hours;
      return { ...settings, payment_hours: { from: '00:00', to: '23:59' } };
    });
    methods = await officeCall<unknown>(page, 'GET', '/api/office/payments/methods');
    await page.close();
  });

  // The specs after this one find the brand as it was.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    if (hours) {
      const kept = hours;
      await saveSiteSettings<Hours>(page, (settings) => ({ ...settings, payment_hours: kept }));
    }
    if (methods !== undefined)
      await officeCall(page, 'PUT', '/api/office/payments/methods', methods);
    await page.close();
  });

  test('staff approve, reject, pay, export and adjust', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useOfficeLanguage(page, 'en_US');
    const ana = await newPlayer(page);
    const ben = await newPlayer(page);
    await bankDeposit(page, ana, 500_000, PNG, 'transfer.png');
    // The name says PNG; the content is a PDF, and the content is what counts.
    await bankDeposit(page, ben, 123_456, PDF, 'receipt.png');

    await page.goto(office);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('whoami')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Payments' })
      .click();
    await expect(page).toHaveURL(`${office}payments`);
    await expect(page.getByLabel('Status')).toHaveValue('pending');

    // Search one player: one row, and the totals of exactly that row.
    const search = page.getByLabel('Search player');
    await search.fill(ana.username);
    const anaRow = page.getByRole('row').filter({ hasText: ana.username });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('payments-totals')).toHaveText(`1 payments, ${ars('5,000.00')}`);
    await expect(anaRow).toContainText(ars('5,000.00'));
    await expect(anaRow).toContainText('Bank transfer');
    await expect(anaRow).toContainText('Pending');

    // The proof, fetched with the staff token, shown from a Blob URL.
    await anaRow.getByRole('button', { name: 'View proof' }).click();
    const proof = page.getByRole('dialog', { name: `Proof of payment from ${ana.username}` });
    const image = proof.getByRole('img', { name: `Proof of payment uploaded by ${ana.username}` });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await proof.getByRole('button', { name: 'Close' }).click();
    await expect(proof).toBeHidden();

    await anaRow.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve deposit?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Deposit approved.')).toBeVisible();
    // The queue refreshes: the deposit is no longer pending.
    await expect(page.getByTestId('payments-totals')).toHaveText(
      'No payments match these filters.',
    );
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await expect(anaRow).toContainText('Processed');
    await expect(anaRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The CSV carries the same filters, and the staff token.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain(ana.username);
    expect(csv).toContain('5000.00');
    expect(csv).not.toContain(ben.username);

    // A PDF proof is framed; a rejection needs a reason.
    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await search.fill(ben.username);
    await page.getByLabel('From', { exact: true }).fill(brandToday());
    await page.getByLabel('To', { exact: true }).fill(brandToday());
    const benRow = page.getByRole('row').filter({ hasText: ben.username });
    await expect(benRow).toContainText(ars('1,234.56'));
    await benRow.getByRole('button', { name: 'View proof' }).click();
    const pdf = page.getByRole('dialog', { name: `Proof of payment from ${ben.username}` });
    await expect(pdf.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await pdf.getByRole('button', { name: 'Close' }).click();
    await benRow.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject deposit?' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Please give a reason.')).toBeVisible();
    await reject.getByLabel('Reason').fill('The transfer is not in our account');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Deposit rejected.')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Rejected' });
    await expect(benRow).toContainText('Reason: The transfer is not in our account');

    // Withdrawals: the destination to pay, then "Mark paid".
    await bankWithdrawal(page, ana, 250_000);
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await expect(page).toHaveURL(`${office}payments/withdrawals`);
    await expect(page.getByLabel('Status')).toHaveValue('pending');
    await page.getByLabel('Search player').fill(ana.username);
    const withdrawal = page.getByRole('row').filter({ hasText: ana.username });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(withdrawal).toContainText(ars('2,500.00'));
    await expect(withdrawal).toContainText('CVU 0000003100012345678901');
    await withdrawal.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('dialog', { name: 'Mark withdrawal paid?' })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expect(page.getByText('Withdrawal paid.')).toBeVisible();
    await expect(page.getByTestId('payments-totals')).toHaveText(
      'No payments match these filters.',
    );

    // The player's wallet on the player page, and an adjustment with a reason.
    await page.getByRole('link', { name: 'Players' }).click();
    await page.getByLabel('Search players').fill(ana.username);
    await page.getByRole('link', { name: `View: ${ana.username}` }).click();
    await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-cash')).toHaveText(ars('2,500.00'));
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
    await adjust.getByLabel('Amount').fill('-150.50');
    await adjust.getByRole('button', { name: 'Adjust', exact: true }).click();
    await expect(adjust.getByText('Please give a reason.')).toBeVisible();
    await adjust.getByLabel('Reason').fill('Browser test');
    await adjust.getByRole('button', { name: 'Adjust', exact: true }).click();
    await expect(page.getByText('Balance adjusted.')).toBeVisible();
    await expect(page.getByTestId('wallet-cash')).toHaveText(ars('2,349.50'));
    await expect(page.getByRole('row').filter({ hasText: 'Adjustment' })).toContainText(
      `-${ars('150.50')}`,
    );

    // Payment methods: edited, saved, and kept.
    await page.goto(`${office}payments/methods`);
    await page.getByLabel('CVU').fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The CVU must have 22 digits.')).toBeVisible();
    await page.getByLabel('CVU').fill('0000003100099887766554');
    await page.getByLabel('Alias').fill('tribuna.desk.e2e');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Payment methods saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Alias')).toHaveValue('tribuna.desk.e2e');

    expect(errors).toEqual([]);
  });
});

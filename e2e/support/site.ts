import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '@tribuna/contracts/languages';
import type { E2eBrand } from './brands';

interface BrandConfiguration {
  name: string;
  colors: { primary: string };
}

/** The player site's popup flags (apps/web/src/features/popups/popup-selection.ts). */
const POPUP_FLAGS = ['layout-popup', 'login-popup'] as const;
const popupsDecided = new WeakSet<Page>();

/**
 * The demo brands have popups, which would cover the pages other tests look at: unless
 * a test asks for them (`allowPopups`), a page starts with both flags 'false'. Only
 * when unset, so a test may still change them during the test.
 */
export async function quietPopups(page: Page) {
  if (popupsDecided.has(page)) return;
  popupsDecided.add(page);
  await withStorageAtStart(
    page,
    `for (const key of ${JSON.stringify(POPUP_FLAGS)}) { if (storage.getItem(key) === null) storage.setItem(key, 'false'); }`,
  );
}

/**
 * Runs `body` (with `storage`, the frame's local storage) before any script of every
 * document of the page. Frames without storage of their own (a PDF viewer, about:blank,
 * an opaque origin) are skipped: there the access is null or throws, and the page would
 * report that as its own error. A string: this folder is type-checked without the DOM.
 */
export async function withStorageAtStart(page: Page, body: string) {
  await page.addInitScript(
    `(() => { let storage = null; try { storage = window.localStorage; } catch { return; } if (!storage) return; ${body} })();`,
  );
}

/** The back office in `language` from its first page (its own storage key). */
export async function useOfficeLanguage(page: Page, language: 'en_US' | 'es_ES' | 'pt_BR') {
  await withStorageAtStart(
    page,
    `storage.setItem('office.language', ${JSON.stringify(language)});`,
  );
}

/** For the tests of popups themselves: both flags as given from the first page on. */
export async function allowPopups(page: Page, flags: { layout: boolean; login: boolean }) {
  popupsDecided.add(page);
  await withStorageAtStart(
    page,
    `storage.setItem('layout-popup', ${JSON.stringify(String(flags.layout))}); storage.setItem('login-popup', ${JSON.stringify(String(flags.login))});`,
  );
}

/** Makes the page start in `language` (the spec's local storage key), before any script runs. */
export async function useLanguage(page: Page, language: 'en_US' | 'es_ES' | 'pt_BR') {
  await quietPopups(page);
  await withStorageAtStart(
    page,
    `storage.setItem('language-session', ${JSON.stringify(language)});`,
  );
}

/** Opens a path on a brand's host and waits until the site has started (overlay gone). */
export async function openSite(page: Page, brand: E2eBrand, path = '/') {
  await quietPopups(page);
  await page.goto(new URL(path, brand.origin).toString());
  // A first load fetches a dozen scripts; on a busy two-core machine that has taken 12 s.
  await expect(page.locator('#site-loading')).toHaveCount(0, { timeout: 30_000 });
}

/** The value of a CSS variable on the page's root element. */
export async function cssVariable(page: Page, name: string): Promise<string> {
  const value: unknown = await page.evaluate(
    `getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(name)}).trim()`,
  );
  return String(value);
}

/** Fails the test on any console error or uncaught page error. */
export function failOnConsoleErrors(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allow.some((pattern) => pattern.test(text))) errors.push(text);
  });
  return errors;
}

/**
 * Fails the test on any console warning or error, of the page or of its frames (a game's
 * included), and on any uncaught page error. Each message is matched against `allow` as
 * "<text> @ <url of the script or resource>", so an expected refusal can be allowed for
 * its one address only.
 */
export function failOnConsoleWarnings(page: Page, allow: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const said = `${message.text()} @ ${message.location().url}`;
    if (!allow.some((pattern) => pattern.test(said))) problems.push(`${message.type()}: ${said}`);
  });
  return problems;
}

/**
 * What the server says a brand looks like right now, read the way the page reads
 * it (the key and hash from the page it serves), so a test does not depend on
 * another test having changed the brand.
 */
export async function brandConfiguration(page: Page, brand: E2eBrand): Promise<BrandConfiguration> {
  const html = await (
    await page.request.get(brand.origin, { headers: { accept: 'text/html' } })
  ).text();
  const meta = (name: string) =>
    new RegExp(`name="${name}" content="([^"]+)"`).exec(html)?.[1] ?? '';
  const answer = await page.request.post(`${brand.origin}/api/configurations`, {
    headers: { 'master-api-key': meta('tribuna:api-key') },
    data: { domain: new URL(brand.origin).hostname, hash: meta('tribuna:site-hash') },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { response: { configurations: BrandConfiguration } };
  return body.response.configurations;
}

/**
 * A fresh player made through the API (no login attempt spent); the answer's refresh
 * cookie is dropped, since it belongs to another session than the one tested.
 */
/**
 * Headers that make an API call come from an address of its own. Real players sign up
 * from their own addresses; the browser tests all come from 127.0.0.1, which the
 * register limit (10 an hour per address and brand) would stop. The test server trusts
 * the proxy header (TRUST_PROXY, playwright.config.ts), as a server behind a proxy does.
 */
export function ownAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

export interface SignedUp {
  username: string;
  password: string;
  /** The access token the registration answered. */
  token: string;
}

/**
 * A new player through the real register call, from an address of its own. The brand's
 * page gives the API key, as the site sends it.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  brand: E2eBrand,
  options: { password?: string; language?: Language; prefix?: string } = {},
): Promise<SignedUp> {
  const prefix = options.prefix ?? 's';
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = options.password ?? 'password123';
  const html = await (await request.get(brand.origin, { headers: { accept: 'text/html' } })).text();
  const apiKey = /name="tribuna:api-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await request.post(`${brand.origin}/api/auth/register`, {
    headers: {
      'master-api-key': apiKey,
      ...(options.language ? { 'master-language': options.language } : {}),
      ...ownAddress(),
    },
    data: {
      username,
      email: `${username}@example.com`,
      password,
      name: 'Start',
      last_name: 'Tester',
      ...(options.language ? { language: options.language } : {}),
      is_adult: true,
      birth_date: '1990-04-02',
      accept_terms: true,
      accept_privacy: true,
    },
  });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { response: { token: string } };
  return { username, password, token: body.response.token };
}

/** A new player (password `password123`), signed up without signing this page in. */
export async function registerPlayerThroughApi(page: Page, brand: E2eBrand): Promise<string> {
  const { username } = await signUpThroughApi(page.request, brand);
  await page.context().clearCookies();
  return username;
}

/** Logs in through the login form of the page (which must be on `/login`). */
export async function logInThroughForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs out as a player does: the account menu in the header, then "Log out". */
export async function logOutThroughMenu(page: Page) {
  await page.getByTestId('account-user').click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

/**
 * Fills the sign-up form of the page (which must be on `/register`) as a player would, in
 * English, without sending it: the caller adds what its story needs (a promo code, limits).
 * `birthDate: null` leaves the date of birth empty.
 */
export async function fillSignUpForm(
  page: Page,
  username: string,
  options: { name?: string; lastName?: string; birthDate?: string | null } = {},
) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Name', { exact: true }).fill(options.name ?? 'Ana');
  await page.getByLabel('Last name').fill(options.lastName ?? 'Tester');
  const birthDate = options.birthDate === undefined ? '1990-04-02' : options.birthDate;
  if (birthDate !== null) await page.getByLabel('Date of birth').fill(birthDate);
  await page.getByLabel('I confirm that I am over 18 years old').check();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy policy').check();
}

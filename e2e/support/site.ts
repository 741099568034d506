import { expect, type Page } from '@playwright/test';
import type { E2eBrand } from './brands';

interface BrandConfiguration {
  name: string;
  colors: { primary: string };
}

/** Makes the page start in `language` (the spec's local storage key), before any script runs. */
export async function useLanguage(page: Page, language: 'en_US' | 'es_ES' | 'pt_BR') {
  // Scripts as strings: this folder is also type-checked without the DOM library.
  await page.addInitScript(
    `window.localStorage.setItem('language-session', ${JSON.stringify(language)});`,
  );
}

/** Opens a path on a brand's host and waits until the site has started (overlay gone). */
export async function openSite(page: Page, brand: E2eBrand, path = '/') {
  await page.goto(new URL(path, brand.origin).toString());
  await expect(page.locator('#site-loading')).toHaveCount(0, { timeout: 15_000 });
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

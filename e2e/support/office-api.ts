import { expect, type Page } from '@playwright/test';

/** A demo staff account (the brand's `admin` unless said otherwise; `owner` is the platform's). */
export interface StaffLogin {
  username: string;
  password: string;
}
const ADMIN: StaffLogin = { username: 'admin', password: 'admin1234' };

/**
 * Calls the office API as `admin` of the brand the page is on (or as `staff`), from the
 * page's own origin (Node cannot resolve `*.localhost`). The page must be one of the apps: an
 * API answer's own policy forbids its document any fetch. For setting up and putting back
 * what a spec changed: the specs of a run share one server and its data.
 */
export async function officeCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  staff: StaffLogin = ADMIN,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body, staff }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/api/office/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(staff),
      });
      const { response } = (await login.json()) as { response: { token: string } };
      // Money-moving calls need a key; one per call, as staff's clicks make them.
      // A JSON type only with a body: the server refuses an empty one that says it is JSON.
      const headers: Record<string, string> = {
        authorization: `Bearer ${response.token}`,
        ...(body === undefined ? {} : json),
      };
      if (method !== 'GET' && method !== 'DELETE') headers['idempotency-key'] = crypto.randomUUID();
      const result = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: result.status, body: (await result.json()) as unknown };
    },
    { method, path, body, staff },
  );
  expect(answer.status >= 200 && answer.status < 300, `${method} ${path}: ${answer.status}`).toBe(
    true,
  );
  return (answer.body as { response: T }).response;
}

/**
 * Staff (the brand's admin) change the site settings of the brand the page is on;
 * answers the settings saved. `S` names the fields the caller reads or changes.
 */
export async function saveSiteSettings<S extends object>(
  page: Page,
  change: (current: S) => S,
): Promise<S> {
  const site = await officeCall<{ version: number; settings: S }>(page, 'GET', '/api/office/site');
  const settings = change(site.settings);
  await officeCall(page, 'PUT', '/api/office/site', { version: site.version, settings });
  return settings;
}

/**
 * Money for a player, as staff give it: an adjustment of the player's cash through the
 * office API of the brand the page is on (the page must be one of the apps).
 */
export async function creditPlayer(
  page: Page,
  username: string,
  amount: number,
  reason = 'Test funds',
): Promise<string> {
  const found = await officeCall<{ items: { id: string; username: string }[] }>(
    page,
    'GET',
    `/api/office/players?q=${encodeURIComponent(username)}`,
  );
  const playerId = found.items.find((p) => p.username === username)?.id ?? '';
  expect(playerId, `player ${username}`).not.toBe('');
  await officeCall(page, 'POST', '/api/office/payments/adjustments', {
    player_id: playerId,
    account: 'cash',
    amount,
    reason,
  });
  return playerId;
}

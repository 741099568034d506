import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_API, type OfficeAuditEntry } from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import type { Tenant } from '../tenants/tenants.service';

let t: TestApp;
let tribuna: Tenant;
let riobet: Tenant;
let tribunaAdmin: OfficeSession;
let riobetAdmin: OfficeSession;
let owner: OfficeSession;
let startedAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  const brands = await t.app.services.tenants.list();
  const find = (slug: string) => {
    const brand = brands.find((b) => b.slug === slug);
    if (!brand) throw new Error(`no demo brand ${slug}`);
    return brand;
  };
  tribuna = find('tribuna');
  riobet = find('riobet');
  tribunaAdmin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
  riobetAdmin = await officeLogin(t.app, '127.0.0.1', 'admin', 'admin1234');
  owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
  startedAt = new Date();
  // One action on each brand, by different staff.
  for (const [session, username] of [
    [tribunaAdmin, 'clerk-t'],
    [riobetAdmin, 'clerk-r'],
  ] as const) {
    const res = await officeCall(t.app, session, 'POST', OFFICE_API.staff, {
      username,
      email: `${username}@example.com`,
      password: 'clerk-pass-1',
      scopes: ['payments'],
    });
    expect(res.statusCode).toBe(200);
  }
  const platform = await officeCall(t.app, owner, 'PUT', OFFICE_API.platform, {
    maintenance: false,
  });
  expect(platform.statusCode).toBe(200);
});
afterAll(() => t.close());

async function list(session: OfficeSession, query = '') {
  const res = await officeCall(t.app, session, 'GET', `${OFFICE_API.audit}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: { items: OfficeAuditEntry[]; has_more: boolean } }>().response;
}

describe('GET /api/office/audit', () => {
  it("shows a brand's staff only their brand's entries, whatever they ask", async () => {
    const page = await list(tribunaAdmin, `?limit=100&tenant_id=${riobet.id}`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((e) => e.tenant_id === tribuna.id)).toBe(true);
    const created = page.items.find(
      (e) => e.action === 'staff.create' && e.staff_username === 'admin',
    );
    expect(created).toMatchObject({
      target_type: 'staff',
      after: { username: 'clerk-t', scopes: ['payments'] },
      before: null,
    });
    expect(created?.staff_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the owner every entry, platform ones included, and filters by brand', async () => {
    const all = await list(owner, '?limit=100');
    const tenants = new Set(all.items.map((e) => e.tenant_id));
    expect(tenants.has(tribuna.id) && tenants.has(riobet.id) && tenants.has(null)).toBe(true);

    const onlyRiobet = await list(owner, `?limit=100&tenant_id=${riobet.id}`);
    expect(onlyRiobet.items.length).toBeGreaterThan(0);
    expect(onlyRiobet.items.every((e) => e.tenant_id === riobet.id)).toBe(true);
  });

  it('filters by action prefix, staff and time, newest first', async () => {
    const byAction = await list(owner, '?action=platform.');
    expect(byAction.items.map((e) => e.action)).toEqual(['platform.maintenance']);
    expect(byAction.items[0]).toMatchObject({ staff_username: 'owner', tenant_id: null });

    const byStaff = await list(owner, '?staff=own');
    expect(byStaff.items.length).toBeGreaterThan(0);
    expect(byStaff.items.every((e) => e.staff_username === 'owner')).toBe(true);

    const since = await list(owner, `?from=${encodeURIComponent(startedAt.toISOString())}`);
    expect(since.items.map((e) => e.action)).toEqual([
      'platform.maintenance',
      'staff.create',
      'staff.create',
    ]);
    const before = await list(
      owner,
      `?to=${encodeURIComponent(startedAt.toISOString())}&limit=100`,
    );
    // The seed's entries: brands and their demo staff by the system, and what demo players
    // did themselves (a referred friend's self-exclusion).
    expect(before.items.length).toBeGreaterThan(0);
    expect(
      before.items.filter(
        (e) => e.staff_username !== 'system' && !e.staff_username.startsWith('player:'),
      ),
    ).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const first = await list(owner, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = await list(owner, '?limit=2&offset=2');
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
    const all = await list(owner, '?limit=100');
    expect(all.items.slice(2, 4).map((e) => e.id)).toEqual(second.items.map((e) => e.id));
  });

  it('refuses bad filters with field messages and non-admins with 403', async () => {
    const bad = await officeCall(t.app, owner, 'GET', `${OFFICE_API.audit}?from=yesterday&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['from', 'limit']);

    const support = await officeLogin(t.app, 'localhost', 'support', 'support1234');
    const refused = await officeCall(t.app, support, 'GET', OFFICE_API.audit);
    expect(refused.statusCode).toBe(403);
  });
});

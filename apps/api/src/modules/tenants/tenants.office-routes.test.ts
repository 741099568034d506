import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_API, type OfficeSite } from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';

let t: TestApp;
let admin: OfficeSession;
let owner: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
  owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
});
afterAll(() => t.close());

async function site(session: OfficeSession = admin): Promise<OfficeSite> {
  const res = await officeCall(t.app, session, 'GET', OFFICE_API.site);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: OfficeSite }>().response;
}

function publicConfiguration(host: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/configurations',
    headers: { host, 'master-language': 'en_US' },
    payload: { domain: host, hash: 'whatever' },
  });
}

async function auditOf(action: string) {
  const res = await officeCall(t.app, owner, 'GET', `${OFFICE_API.audit}?action=${action}`);
  return res.json<{ response: { items: { action: string; before: unknown; after: unknown }[] } }>()
    .response.items;
}

describe('site settings in the office', () => {
  it("gives the host's brand settings with its hosts, public key, hash and version", async () => {
    const s = await site();
    expect(s).toMatchObject({
      slug: 'tribuna',
      hosts: ['localhost', 'tribuna.localhost'],
      settings: { name: 'Tribuna', currency: 'ARS' },
    });
    expect(s.api_key).toMatch(/^pk_/);
    expect(s.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(s.version).toBeGreaterThanOrEqual(1);
  });

  it('is refused to support staff with a 403 envelope', async () => {
    const support = await officeLogin(t.app, 'localhost', 'support', 'support1234');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { version: 1, settings: (await site()).settings }],
    ] as const) {
      const res = await officeCall(t.app, support, method, OFFICE_API.site, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        response: ['You do not have permission to do this.'],
      });
    }
  });

  it('refuses a bad colour field by field, and stores and audits nothing', async () => {
    const before = await site();
    const auditBefore = (await auditOf('site.settings')).length;
    const res = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: before.version,
      settings: { ...before.settings, colors: { ...before.settings.colors, primary: 'green' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'settings.colors.primary': ['The primary field is invalid.'] },
    });
    const after = await site();
    expect(after.version).toBe(before.version);
    expect(after.settings.colors.primary).toBe(before.settings.colors.primary);
    expect((await auditOf('site.settings')).length).toBe(auditBefore);
  });

  it('saves, serves the new settings to the site at once and audits before/after', async () => {
    const before = await site();
    const settings = {
      ...before.settings,
      colors: { ...before.settings.colors, primary: '#ff0066' },
    };
    const res = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: before.version,
      settings,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ response: OfficeSite }>().response;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.settings.colors.primary).toBe('#ff0066');

    const tenant = await t.app.services.tenants.resolveHost('localhost');
    expect(tenant?.settings.colors.primary).toBe('#ff0066');

    const [entry] = await auditOf('site.settings.update');
    expect(entry).toMatchObject({
      before: { colors: { primary: before.settings.colors.primary } },
      after: { colors: { primary: '#ff0066' } },
    });
  });

  it('refuses a save over a newer one with 409', async () => {
    const stale = await site();
    const first = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: stale.version,
      settings: { ...stale.settings, name: 'Tribuna One' },
    });
    expect(first.statusCode).toBe(200);
    const second = await officeCall(t.app, owner, 'PUT', OFFICE_API.site, {
      version: stale.version,
      settings: { ...stale.settings, name: 'Tribuna Two' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', type: 'alert' });
    expect((await site()).settings.name).toBe('Tribuna One');
  });

  it('keeps working while the brand is in maintenance, so staff can switch it off', async () => {
    const current = await site();
    const on = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: current.version,
      settings: { ...current.settings, maintenance: { enabled: true } },
    });
    expect(on.statusCode).toBe(200);
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', 'master-language': 'en_US' },
      payload: { username: 'x', password: 'y' },
    });
    expect(player.statusCode).toBe(503);
    expect(player.json()).toMatchObject({ response: ['We are currently under maintenance.'] });

    const relogin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    const during = await site(relogin);
    const off = await officeCall(t.app, relogin, 'PUT', OFFICE_API.site, {
      version: during.version,
      settings: { ...during.settings, maintenance: { enabled: false } },
    });
    expect(off.statusCode).toBe(200);
  });
});

describe('route rules in the site settings', () => {
  function meta(host: string) {
    return t.app.inject({ method: 'GET', url: '/builds/meta/b1.json', headers: { host } });
  }

  it("serves saved rules in the meta file of the brand's hosts only, not in the configuration", async () => {
    const before = await site();
    const redirects = [
      { from: '/old-promos', to: '/promotions?type=bonus', external: false },
      { from: '/partner/**', to: 'https://example.com/', external: true },
    ];
    const res = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: before.version,
      settings: { ...before.settings, redirects },
    });
    expect(res.statusCode).toBe(200);

    for (const host of ['localhost', 'tribuna.localhost']) {
      const rules = await meta(host);
      expect(rules.statusCode).toBe(200);
      expect(rules.headers['cache-control']).toBe('no-cache');
      expect(rules.json()).toEqual({ redirects });
    }
    // RioBet's host answers RioBet's own rules (none), never Tribuna's.
    expect((await meta('127.0.0.1')).json()).toEqual({ redirects: [] });

    const configuration = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { host: 'localhost', 'master-api-key': before.api_key },
      payload: { domain: 'localhost', hash: before.hash },
    });
    expect(configuration.statusCode).toBe(200);
    const configurations = configuration.json<{
      response: { configurations: Record<string, unknown> };
    }>().response.configurations;
    expect(configurations.name).toBeDefined();
    expect(configurations).not.toHaveProperty('redirects');

    const [entry] = await auditOf('site.settings.update');
    expect(entry).toMatchObject({ after: { redirects } });
  });

  it('refuses each bad rule with a message on its field, and stores nothing', async () => {
    const before = await site();
    const auditBefore = (await auditOf('site.settings')).length;
    const cases: [unknown[], Record<string, string[]>][] = [
      [
        [{ from: 'old', to: '/promotions', external: false }],
        { 'settings.redirects.0.from': ['The from field is invalid.'] },
      ],
      [
        [{ from: '//evil.example', to: '/promotions', external: false }],
        { 'settings.redirects.0.from': ['The from field is invalid.'] },
      ],
      [
        [{ from: '/a', to: '//evil.example', external: false }],
        { 'settings.redirects.0.to': ['The to field is invalid.'] },
      ],
      [
        [{ from: '/a', to: 'javascript:alert(1)', external: true }],
        { 'settings.redirects.0.to': ['Invalid URL'] },
      ],
      [
        [{ from: '/a', to: 'data:text/html,x', external: true }],
        { 'settings.redirects.0.to': ['Invalid URL'] },
      ],
      [
        [{ from: '/a', to: '/a', external: false }],
        { 'settings.redirects.0.to': ['A rule cannot send a path to itself.'] },
      ],
      [
        [
          { from: '/a', to: '/b', external: false },
          { from: '/a', to: 'https://example.com/', external: true },
        ],
        { 'settings.redirects.1.from': ['Another rule already starts from this path.'] },
      ],
    ];
    for (const [redirects, fields] of cases) {
      const res = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
        version: before.version,
        settings: { ...before.settings, redirects },
      });
      expect(res.statusCode, JSON.stringify(redirects)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const after = await site();
    expect(after.version).toBe(before.version);
    expect(after.settings.redirects).toEqual(before.settings.redirects);
    expect((await auditOf('site.settings')).length).toBe(auditBefore);
  });
});

describe('platform owner', () => {
  it('is the only one who lists brands', async () => {
    const refused = await officeCall(t.app, admin, 'GET', OFFICE_API.tenants);
    expect(refused.statusCode).toBe(403);
    const res = await officeCall(t.app, owner, 'GET', OFFICE_API.tenants);
    expect(res.statusCode).toBe(200);
    const slugs = res
      .json<{ response: { items: { slug: string }[] } }>()
      .response.items.map((b) => b.slug);
    expect(slugs).toEqual(expect.arrayContaining(['tribuna', 'riobet']));
  });

  it('creates a brand on new hosts with its first admin, from the template', async () => {
    const res = await officeCall(t.app, owner, 'POST', OFFICE_API.tenants, {
      slug: 'nuevabet',
      hosts: ['NuevaBet.localhost', 'www.nuevabet.localhost'],
      name: 'NuevaBet',
      currency: 'USD',
      language: 'en_US',
      admin: { username: 'boss', email: 'boss@nuevabet.localhost', password: 'boss-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response: {
        slug: 'nuevabet',
        name: 'NuevaBet',
        hosts: ['nuevabet.localhost', 'www.nuevabet.localhost'],
        currency: 'USD',
        language: 'en_US',
      },
    });

    // The new host serves the new brand, and its admin can sign in there only.
    const boss = await officeLogin(t.app, 'nuevabet.localhost', 'boss', 'boss-pass-1');
    const s = await site(boss);
    expect(s.settings).toMatchObject({ name: 'NuevaBet', currency: 'USD', language: 'en_US' });
    // The template brand's route rules and popups are its own: a new brand has none.
    expect(s.settings.redirects).toEqual([]);
    expect(s.settings.popups).toEqual([]);
    const elsewhere = await officeCall(
      t.app,
      { ...boss, host: 'localhost' },
      'GET',
      OFFICE_API.site,
    );
    expect(elsewhere.statusCode).toBe(401);

    const [entry] = await auditOf('tenant.create');
    expect(entry).toMatchObject({ after: { slug: 'nuevabet' } });
  });

  it('refuses a taken slug or host, and a malformed host, creating nothing', async () => {
    const base = {
      name: 'Dup',
      currency: 'ARS',
      language: 'es_ES',
      admin: { username: 'boss', email: 'boss@dup.localhost', password: 'boss-pass-1' },
    };
    const slug = await officeCall(t.app, owner, 'POST', OFFICE_API.tenants, {
      ...base,
      slug: 'tribuna',
      hosts: ['dup.localhost'],
    });
    expect(slug.statusCode).toBe(409);
    const host = await officeCall(t.app, owner, 'POST', OFFICE_API.tenants, {
      ...base,
      slug: 'dup',
      hosts: ['127.0.0.1'],
    });
    expect(host.statusCode).toBe(409);
    expect(host.json()).toMatchObject({
      response: ['The host 127.0.0.1 already belongs to a brand.'],
    });
    const bad = await officeCall(t.app, owner, 'POST', OFFICE_API.tenants, {
      ...base,
      slug: 'dup',
      hosts: ['http://dup.localhost/'],
    });
    expect(bad.statusCode).toBe(400);
    expect((await publicConfiguration('dup.localhost')).statusCode).toBe(404);
  });

  it("changes a brand's hosts", async () => {
    const list = await officeCall(t.app, owner, 'GET', OFFICE_API.tenants);
    const nueva = list
      .json<{ response: { items: { id: string; slug: string }[] } }>()
      .response.items.find((b) => b.slug === 'nuevabet');
    const res = await officeCall(t.app, owner, 'PUT', `${OFFICE_API.tenants}/${nueva?.id}/hosts`, {
      hosts: ['nueva.localhost'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: { hosts: ['nueva.localhost'] } });
    expect((await publicConfiguration('nuevabet.localhost')).statusCode).toBe(404);
    expect((await publicConfiguration('nueva.localhost')).statusCode).not.toBe(404);

    const missing = await officeCall(
      t.app,
      owner,
      'PUT',
      `${OFFICE_API.tenants}/00000000-0000-4000-8000-000000000000/hosts`,
      { hosts: ['ghost.localhost'] },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('switches platform maintenance: every site stops, the office does not', async () => {
    expect(
      (await officeCall(t.app, admin, 'PUT', OFFICE_API.platform, { maintenance: true }))
        .statusCode,
    ).toBe(403);
    const on = await officeCall(t.app, owner, 'PUT', OFFICE_API.platform, { maintenance: true });
    expect(on.json()).toEqual({ response: { maintenance: true } });
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: '127.0.0.1', 'master-language': 'en_US' },
      payload: { username: 'x', password: 'y' },
    });
    expect(player.statusCode).toBe(503);
    const state = await officeCall(
      t.app,
      { ...owner, host: '127.0.0.1' },
      'GET',
      OFFICE_API.platform,
    );
    expect(state.json()).toEqual({ response: { maintenance: true } });
    const off = await officeCall(t.app, owner, 'PUT', OFFICE_API.platform, { maintenance: false });
    expect(off.json()).toEqual({ response: { maintenance: false } });
    const [entry] = await auditOf('platform.maintenance');
    expect(entry).toMatchObject({ before: { maintenance: true }, after: { maintenance: false } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API, type ContentPage } from '@tribuna/contracts/content';
import { OFFICE_API } from '@tribuna/contracts/office';
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

function read(host: string, path: string, language = 'en_US') {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: { host, 'master-language': language },
  });
}

function pageOf(res: { json: <T>() => T }): ContentPage {
  return res.json<{ response: ContentPage }>().response;
}

async function auditOf(action: string) {
  const res = await officeCall(t.app, owner, 'GET', `${OFFICE_API.audit}?action=${action}`);
  return res.json<{
    response: {
      items: { action: string; target_id: string | null; before: unknown; after: unknown }[];
    };
  }>().response.items;
}

describe('public content pages', () => {
  it('answers the asked language, from the query or the language header', async () => {
    const byQuery = await read('localhost', `${CONTENT_API.page('terms')}?language=pt_BR`);
    expect(byQuery.statusCode).toBe(200);
    expect(pageOf(byQuery)).toMatchObject({
      slug: 'terms',
      language: 'pt_BR',
      title: 'Termos e condições',
    });
    expect(pageOf(byQuery).body).toContain('Tribuna');

    const byHeader = await read('localhost', CONTENT_API.page('bet-types'), 'es_ES');
    expect(pageOf(byHeader)).toMatchObject({ language: 'es_ES', title: 'Tipos de apuesta' });
    expect(pageOf(byHeader).updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives each brand its own text: another brand never shows', async () => {
    const rio = pageOf(await read('127.0.0.1', `${CONTENT_API.page('terms')}?language=en_US`));
    expect(rio.body).toContain('RioBet');
    expect(rio.body).not.toContain('Tribuna');

    const saved = await officeCall(
      t.app,
      admin,
      'PUT',
      CONTENT_API.officePage('sport-rules', 'en_US'),
      { title: 'Tribuna only rules', body: 'Only on Tribuna.' },
    );
    expect(saved.statusCode).toBe(200);
    const other = pageOf(
      await read('127.0.0.1', `${CONTENT_API.page('sport-rules')}?language=en_US`),
    );
    expect(other.title).toBe('Sport rules');
    const mine = pageOf(
      await read('localhost', `${CONTENT_API.page('sport-rules')}?language=en_US`),
    );
    expect(mine.title).toBe('Tribuna only rules');

    // A staff token of one brand is worth nothing on another brand's host.
    const foreign = await officeCall(
      t.app,
      { host: '127.0.0.1', token: admin.token },
      'PUT',
      CONTENT_API.officePage('terms', 'en_US'),
      { title: 'Hijacked', body: 'Hijacked.' },
    );
    expect(foreign.statusCode).toBe(401);
    expect(pageOf(await read('127.0.0.1', CONTENT_API.page('terms'))).title).not.toBe('Hijacked');
  });

  it("falls back to the brand's default language, then to any language", async () => {
    const brand = await t.app.services.tenants.resolveHost('lucky.localhost');
    if (!brand) throw new Error('no luckystar brand');
    const { db } = t.infra.database;
    const { contentPages } = await import('./content.schema');
    const { and, eq, ne } = await import('drizzle-orm');
    // Luckystar (default en_US) keeps only en_US of the terms and only pt_BR of the rules.
    await db
      .delete(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, brand.id),
          eq(contentPages.slug, 'terms'),
          ne(contentPages.language, 'en_US'),
        ),
      );
    await db
      .delete(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, brand.id),
          eq(contentPages.slug, 'sport-rules'),
          ne(contentPages.language, 'pt_BR'),
        ),
      );
    const terms = pageOf(
      await read('lucky.localhost', `${CONTENT_API.page('terms')}?language=es_ES`),
    );
    expect(terms).toMatchObject({ language: 'en_US', title: 'Terms and conditions' });
    const rules = pageOf(await read('lucky.localhost', CONTENT_API.page('sport-rules'), 'es_ES'));
    expect(rules).toMatchObject({ language: 'pt_BR', title: 'Regras esportivas' });
  });

  it('answers 404 with a translated message when the page has no language at all', async () => {
    const brand = await t.app.services.tenants.resolveHost('lucky.localhost');
    if (!brand) throw new Error('no luckystar brand');
    const { contentPages } = await import('./content.schema');
    const { and, eq } = await import('drizzle-orm');
    await t.infra.database.db
      .delete(contentPages)
      .where(and(eq(contentPages.tenantId, brand.id), eq(contentPages.slug, 'bet-types')));
    const en = await read('lucky.localhost', CONTENT_API.page('bet-types'));
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({
      code: 'NOT_FOUND',
      response: ['This page has no content yet.'],
    });
    const es = await read('lucky.localhost', CONTENT_API.page('bet-types'), 'es_ES');
    expect(es.json()).toMatchObject({ response: ['Esta página todavía no tiene contenido.'] });
    // The other brands still have theirs.
    expect((await read('localhost', CONTENT_API.page('bet-types'))).statusCode).toBe(200);
  });

  it('refuses an unknown page or language', async () => {
    const slug = await read('localhost', '/api/content/privacy');
    expect(slug.statusCode).toBe(400);
    expect(slug.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const language = await read('localhost', `${CONTENT_API.page('terms')}?language=fr_FR`);
    expect(language.statusCode).toBe(400);
  });
});

describe('content in the office', () => {
  it('lists every page and language of the brand, and reads one exactly', async () => {
    const list = await officeCall(t.app, admin, 'GET', CONTENT_API.office);
    expect(list.statusCode).toBe(200);
    const items = list.json<{ response: { items: { slug: string; language: string }[] } }>()
      .response.items;
    expect(items).toHaveLength(9);
    expect(items[0]).not.toHaveProperty('body');

    const one = await officeCall(t.app, admin, 'GET', CONTENT_API.officePage('terms', 'es_ES'));
    expect(pageOf(one)).toMatchObject({ language: 'es_ES', title: 'Términos y condiciones' });
  });

  it('is refused to support staff, and open to marketing', async () => {
    const support = await officeLogin(t.app, 'localhost', 'support', 'support1234');
    for (const [method, url, payload] of [
      ['GET', CONTENT_API.office, undefined],
      ['GET', CONTENT_API.officePage('terms', 'en_US'), undefined],
      ['PUT', CONTENT_API.officePage('terms', 'en_US'), { title: 'No', body: 'No.' }],
    ] as const) {
      const res = await officeCall(t.app, support, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ response: ['You do not have permission to do this.'] });
    }
    const created = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'marketer',
      email: 'marketer@tribuna.localhost',
      password: 'marketer1234',
      scopes: ['marketing'],
    });
    expect(created.statusCode).toBe(200);
    const marketing = await officeLogin(t.app, 'localhost', 'marketer', 'marketer1234');
    const res = await officeCall(
      t.app,
      marketing,
      'PUT',
      CONTENT_API.officePage('terms', 'en_US'),
      {
        title: 'Terms by marketing',
        body: '# Terms\n\nUpdated by marketing.',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(pageOf(await read('localhost', CONTENT_API.page('terms'))).title).toBe(
      'Terms by marketing',
    );
  });

  it('creates and updates a language, audited with before and after', async () => {
    const brand = await t.app.services.tenants.resolveHost('localhost');
    if (!brand) throw new Error('no tribuna brand');
    const { contentPages } = await import('./content.schema');
    const { and, eq } = await import('drizzle-orm');
    await t.infra.database.db
      .delete(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, brand.id),
          eq(contentPages.slug, 'bet-types'),
          eq(contentPages.language, 'pt_BR'),
        ),
      );
    const url = CONTENT_API.officePage('bet-types', 'pt_BR');
    const first = await officeCall(t.app, admin, 'PUT', url, { title: 'Apostas', body: 'Um.' });
    expect(first.statusCode).toBe(200);
    const [created] = await auditOf('content.create');
    expect(created).toMatchObject({
      target_id: 'bet-types/pt_BR',
      before: null,
      after: { title: 'Apostas', body: 'Um.' },
    });

    const second = await officeCall(t.app, admin, 'PUT', url, {
      title: '  Apostas 2 ',
      body: 'Dois.',
    });
    expect(pageOf(second)).toMatchObject({ title: 'Apostas 2', body: 'Dois.' });
    const [updated] = await auditOf('content.update');
    expect(updated).toMatchObject({
      target_id: 'bet-types/pt_BR',
      before: { title: 'Apostas', body: 'Um.' },
      after: { title: 'Apostas 2', body: 'Dois.' },
    });
  });

  it('refuses bad input field by field, and stores and audits nothing', async () => {
    const url = CONTENT_API.officePage('terms', 'es_ES');
    const before = pageOf(await officeCall(t.app, admin, 'GET', url));
    const auditBefore = (await auditOf('content.')).length;
    for (const [payload, fields] of [
      [
        { title: '   ', body: '' },
        { title: ['The title is required.'], body: ['The text of the page is required.'] },
      ],
      [{ body: 'x' }, { title: ['The title is required.'] }],
      [
        { title: 'x'.repeat(161), body: 'x' },
        { title: ['The title field must have at most 160 characters.'] },
      ],
      [{ title: 'x', body: 'x', html: '<b>' }, { html: ['The html field is not allowed.'] }],
    ] as const) {
      const res = await officeCall(t.app, admin, 'PUT', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const badSlug = await officeCall(t.app, admin, 'PUT', '/api/office/content/privacy/es_ES', {
      title: 'x',
      body: 'x',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json()).toMatchObject({
      fields: { slug: ['The page must be terms, sport-rules or bet-types.'] },
    });
    expect(pageOf(await officeCall(t.app, admin, 'GET', url))).toEqual(before);
    expect((await auditOf('content.')).length).toBe(auditBefore);
  });

  it('keeps working while the brand is in maintenance', async () => {
    const site = await officeCall(t.app, admin, 'GET', OFFICE_API.site);
    const current = site.json<{
      response: { version: number; settings: { maintenance: object } };
    }>().response;
    const on = await officeCall(t.app, admin, 'PUT', OFFICE_API.site, {
      version: current.version,
      settings: { ...current.settings, maintenance: { enabled: true } },
    });
    expect(on.statusCode).toBe(200);
    const res = await officeCall(t.app, admin, 'PUT', CONTENT_API.officePage('terms', 'pt_BR'), {
      title: 'Termos',
      body: 'Em manutenção.',
    });
    expect(res.statusCode).toBe(200);
    expect((await read('localhost', CONTENT_API.page('terms'))).statusCode).toBe(503);
  });
});

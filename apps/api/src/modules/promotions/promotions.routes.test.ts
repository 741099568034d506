import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_API } from '@tribuna/contracts/office';
import {
  OFFICE_PROMOTIONS_API,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTIONS_API,
  type OfficePromotion,
  type OfficePromotionRequest,
  type Promotion,
} from '@tribuna/contracts/promotions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { multipartForm } from '../wallet/wallet.test-support';
import { promotions as promotionsTable } from './promotions.schema';

let t: TestApp;
let tribuna: OfficeSession;
let rio: OfficeSession;
let lucky: OfficeSession;
let owner: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  tribuna = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
  rio = await officeLogin(t.app, '127.0.0.1', 'admin', 'admin1234');
  lucky = await officeLogin(t.app, 'lucky.localhost', 'admin', 'admin1234');
  owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function read(host: string, path: string, language = 'en_US') {
  return t.app.inject({ method: 'GET', url: path, headers: { host, 'master-language': language } });
}

function itemsOf(res: { json: <T>() => T }): Promotion[] {
  return res.json<{ response: { items: Promotion[] } }>().response.items;
}

function officeItemsOf(res: { json: <T>() => T }): OfficePromotion[] {
  return res.json<{ response: { items: OfficePromotion[] } }>().response.items;
}

function texts(title: string) {
  return {
    title,
    summary: `${title} summary`,
    body: `# ${title}\n\nBody.`,
    terms: '- One.',
    cta_label: '',
  };
}

/** A request staff could send: live from yesterday, English only, overridable. */
function request(overrides: Partial<OfficePromotionRequest> = {}): OfficePromotionRequest {
  return {
    type: 'promotion',
    enabled: true,
    position: 5,
    image_url: null,
    cta: { kind: 'route', path: '/sports' },
    starts_at: at(-1),
    ends_at: null,
    translations: { en_US: texts('Test promotion') },
    ...overrides,
  };
}

async function create(session: OfficeSession, body: object): Promise<OfficePromotion> {
  const res = await officeCall(t.app, session, 'POST', OFFICE_PROMOTIONS_API.base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ response: OfficePromotion }>().response;
}

async function auditOf(action: string) {
  const res = await officeCall(t.app, owner, 'GET', `${OFFICE_API.audit}?action=${action}`);
  return res.json<{
    response: {
      items: { action: string; target_id: string | null; before: unknown; after: unknown }[];
    };
  }>().response.items;
}

/** A real PNG's first bytes and some body: enough for the type to be read from it. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR and the rest of a small image'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- a banner -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="2" height="1"/></svg>',
);

function upload(session: OfficeSession, file: { name: string; type: string; content: Buffer }) {
  const form = multipartForm({}, { ...file, field: 'file' });
  return t.app.inject({
    method: 'POST',
    url: OFFICE_PROMOTIONS_API.images,
    headers: {
      ...form.headers,
      host: session.host,
      authorization: `Bearer ${session.token}`,
      'master-language': 'es_ES',
    },
    payload: form.payload,
  });
}

describe('public promotions', () => {
  it("lists the brand's demo promotions in order, in the asked language, filtered by type", async () => {
    const all = itemsOf(await read('localhost', PROMOTIONS_API.list, 'es_ES'));
    expect(all.map((p) => [p.type, p.title])).toEqual([
      ['bonus', 'Bono de bienvenida del 100%'],
      ['bonus', 'Cashback semanal del 10%'],
      ['bonus', 'Apuesta gratis de $\u00a05.000'],
      ['promotion', 'Apuestas en vivo'],
    ]);
    expect(all[0]).toMatchObject({
      language: 'es_ES',
      image_url: '/brands/tribuna/promo-welcome.svg',
      cta: { kind: 'bonus', code: 'BIENVENIDA' },
      ends_at: null,
    });
    expect(all[0]?.terms).toContain('Rollover: 5 veces');
    expect(all[1]?.cta).toEqual({ kind: 'route', path: '/profile/bonus/list' });

    const bonuses = itemsOf(
      await read('localhost', `${PROMOTIONS_API.list}?type=bonus&language=pt_BR`),
    );
    expect(bonuses.map((p) => p.title)).toEqual([
      'Bônus de boas-vindas de 100%',
      'Cashback semanal de 10%',
      'Aposta grátis de ARS\u00a05.000',
    ]);
    const offers = itemsOf(await read('localhost', `${PROMOTIONS_API.list}?type=promotion`));
    expect(offers.map((p) => p.title)).toEqual(['Live betting']);

    const lucky = itemsOf(await read('lucky.localhost', PROMOTIONS_API.list));
    expect(lucky.map((p) => p.cta)).toEqual([
      { kind: 'bonus', code: 'WELCOME100' },
      { kind: 'bonus', code: 'DRAGON20' },
      { kind: 'route', path: '/casino' },
    ]);
  });

  it('shows only live promotions: enabled, started and not ended', async () => {
    const live = await create(tribuna, request({ translations: { en_US: texts('Live now') } }));
    const hidden = [
      await create(tribuna, request({ enabled: false, translations: { en_US: texts('Off') } })),
      await create(
        tribuna,
        request({ starts_at: at(2), translations: { en_US: texts('Not yet') } }),
      ),
      await create(
        tribuna,
        request({ starts_at: at(-10), ends_at: at(-1), translations: { en_US: texts('Over') } }),
      ),
    ];
    const titles = itemsOf(await read('localhost', PROMOTIONS_API.list)).map((p) => p.title);
    expect(titles).toContain('Live now');
    for (const title of ['Off', 'Not yet', 'Over']) expect(titles).not.toContain(title);
    // The office's order: position 5 comes before the demo's 10, 20, 30.
    expect(titles[0]).toBe('Live now');

    expect((await read('localhost', PROMOTIONS_API.one(live.id))).statusCode).toBe(200);
    for (const promotion of hidden) {
      const res = await read('localhost', PROMOTIONS_API.one(promotion.id), 'es_ES');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        response: ['Esta promoción no está disponible.'],
      });
    }
    // The office lists all of them and says which are live.
    const office = officeItemsOf(
      await officeCall(t.app, tribuna, 'GET', OFFICE_PROMOTIONS_API.base),
    );
    const liveness = Object.fromEntries(office.map((p) => [p.id, p.live]));
    expect(liveness[live.id]).toBe(true);
    for (const promotion of hidden) expect(liveness[promotion.id]).toBe(false);

    for (const promotion of [live, ...hidden]) {
      await officeCall(t.app, tribuna, 'DELETE', OFFICE_PROMOTIONS_API.one(promotion.id));
    }
  });

  it("falls back to the brand's default language, then to any language", async () => {
    // Lucky Star's default is en_US.
    const both = await create(
      lucky,
      request({ translations: { en_US: texts('English'), pt_BR: texts('Português') } }),
    );
    const onlyPt = await create(lucky, request({ translations: { pt_BR: texts('Só português') } }));

    const asked = (
      await read('lucky.localhost', `${PROMOTIONS_API.one(both.id)}?language=pt_BR`)
    ).json<{
      response: Promotion;
    }>().response;
    expect(asked).toMatchObject({ language: 'pt_BR', title: 'Português' });
    const byDefault = (await read('lucky.localhost', PROMOTIONS_API.one(both.id), 'es_ES')).json<{
      response: Promotion;
    }>().response;
    expect(byDefault).toMatchObject({ language: 'en_US', title: 'English' });
    const any = itemsOf(await read('lucky.localhost', PROMOTIONS_API.list, 'es_ES')).find(
      (p) => p.id === onlyPt.id,
    );
    expect(any).toMatchObject({ language: 'pt_BR', title: 'Só português' });

    for (const promotion of [both, onlyPt]) {
      await officeCall(t.app, lucky, 'DELETE', OFFICE_PROMOTIONS_API.one(promotion.id));
    }
  });

  it('refuses a bad type, language or id with a 400, never a 500', async () => {
    for (const url of [
      `${PROMOTIONS_API.list}?type=cashback`,
      `${PROMOTIONS_API.list}?language=fr_FR`,
      PROMOTIONS_API.one('not-a-uuid'),
      PROMOTIONS_API.image('not-a-uuid'),
    ]) {
      const res = await read('localhost', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await read('localhost', PROMOTIONS_API.one(crypto.randomUUID()))).statusCode).toBe(404);
  });
});

describe('a brand whose jurisdiction forbids bonuses (RioBet)', () => {
  it('shows no bonus promotion, even one stored before the rule', async () => {
    const rioBrand = await t.app.services.tenants.resolveHost('127.0.0.1');
    if (!rioBrand) throw new Error('no riobet brand');
    expect(rioBrand.jurisdiction.bonuses_allowed).toBe(false);
    const [stored] = await t.infra.database.db
      .insert(promotionsTable)
      .values({
        tenantId: rioBrand.id,
        type: 'bonus',
        enabled: true,
        position: 0,
        cta: { kind: 'bonus', code: 'OLD' },
        startsAt: new Date(Date.now() - DAY),
        translations: { pt_BR: texts('Bônus antigo') },
      })
      .returning();
    if (!stored) throw new Error('no row');

    const all = itemsOf(await read('127.0.0.1', PROMOTIONS_API.list, 'pt_BR'));
    expect(all.map((p) => p.title)).toEqual([
      'Apostas ao vivo',
      'Jogos provably fair',
      'Jogo responsável',
    ]);
    expect(all.every((p) => p.type === 'promotion')).toBe(true);
    expect(itemsOf(await read('127.0.0.1', `${PROMOTIONS_API.list}?type=bonus`))).toEqual([]);
    expect((await read('127.0.0.1', PROMOTIONS_API.one(stored.id))).statusCode).toBe(404);
    // Staff still see it, and can delete it.
    const office = officeItemsOf(await officeCall(t.app, rio, 'GET', OFFICE_PROMOTIONS_API.base));
    expect(office.some((p) => p.id === stored.id)).toBe(true);
    const removed = await officeCall(t.app, rio, 'DELETE', OFFICE_PROMOTIONS_API.one(stored.id));
    expect(removed.statusCode).toBe(200);
  });

  it('refuses to create or save a bonus promotion, next to the type, and changes nothing', async () => {
    const before = officeItemsOf(await officeCall(t.app, rio, 'GET', OFFICE_PROMOTIONS_API.base));
    const bonus = request({ type: 'bonus', cta: { kind: 'bonus', code: 'nope' } });
    const created = await officeCall(t.app, rio, 'POST', OFFICE_PROMOTIONS_API.base, bonus);
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      code: 'CONFLICT',
      response: ["This brand's jurisdiction does not allow bonuses."],
      fields: { type: ["This brand's jurisdiction does not allow bonuses."] },
    });
    const first = before[0];
    if (!first) throw new Error('riobet has no promotion');
    const saved = await officeCall(t.app, rio, 'PUT', OFFICE_PROMOTIONS_API.one(first.id), bonus);
    expect(saved.statusCode).toBe(409);
    expect(officeItemsOf(await officeCall(t.app, rio, 'GET', OFFICE_PROMOTIONS_API.base))).toEqual(
      before,
    );
    // The same promotion is fine on a brand that allows bonuses.
    const ok = await create(tribuna, bonus);
    expect(ok.cta).toEqual({ kind: 'bonus', code: 'NOPE' });
    await officeCall(t.app, tribuna, 'DELETE', OFFICE_PROMOTIONS_API.one(ok.id));
  });
});

describe('promotions in the office', () => {
  it('creates, updates and deletes, each audited with before and after', async () => {
    const created = await create(tribuna, request({ translations: { es_ES: texts('Nueva') } }));
    const [createdEntry] = await auditOf('promotion.create');
    expect(createdEntry).toMatchObject({ target_id: created.id, before: null });
    expect(createdEntry?.after).toMatchObject({ translations: { es_ES: { title: 'Nueva' } } });

    const update = request({
      position: 7,
      image_url: '/brands/tribuna/promo-live.svg',
      translations: { es_ES: texts('  Cambiada '), en_US: texts('Changed') },
    });
    const updated = await officeCall(
      t.app,
      tribuna,
      'PUT',
      OFFICE_PROMOTIONS_API.one(created.id),
      update,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ response: OfficePromotion }>().response).toMatchObject({
      position: 7,
      live: true,
      translations: { es_ES: { title: 'Cambiada' }, en_US: { title: 'Changed' } },
    });
    const [updatedEntry] = await auditOf('promotion.update');
    expect(updatedEntry).toMatchObject({
      target_id: created.id,
      before: { position: 5, translations: { es_ES: { title: 'Nueva' } } },
      after: { position: 7, translations: { en_US: { title: 'Changed' } } },
    });
    const one = await officeCall(t.app, tribuna, 'GET', OFFICE_PROMOTIONS_API.one(created.id));
    expect(one.json<{ response: OfficePromotion }>().response.image_url).toBe(
      '/brands/tribuna/promo-live.svg',
    );

    const removed = await officeCall(
      t.app,
      tribuna,
      'DELETE',
      OFFICE_PROMOTIONS_API.one(created.id),
    );
    expect(removed.statusCode).toBe(200);
    const [removedEntry] = await auditOf('promotion.delete');
    expect(removedEntry).toMatchObject({ target_id: created.id, after: null });
    expect(
      (await officeCall(t.app, tribuna, 'GET', OFFICE_PROMOTIONS_API.one(created.id))).statusCode,
    ).toBe(404);
  });

  it("refuses bad input in the caller's language, field by field, and changes nothing", async () => {
    const before = officeItemsOf(
      await officeCall(t.app, tribuna, 'GET', OFFICE_PROMOTIONS_API.base),
    );
    const auditBefore = (await auditOf('promotion.')).length;
    const cases: [object, Record<string, string[]>][] = [
      [
        request({ starts_at: at(1), ends_at: at(-1) }),
        { ends_at: ['El fin debe ser posterior al inicio.'] },
      ],
      [
        request({ translations: {} }),
        { translations: ['El título es obligatorio en al menos un idioma.'] },
      ],
      [
        request({ translations: { es_ES: { ...texts('x'), title: '   ' } } }),
        { 'translations.es_ES.title': ['El título es obligatorio en al menos un idioma.'] },
      ],
      [
        request({ type: 'promotion', cta: { kind: 'bonus', code: 'BIENVENIDA' } }),
        { cta: ['Solo una promoción de bono puede reclamar un bono.'] },
      ],
      [{ ...request(), type: 'cashback' }, { type: ['El tipo debe ser bono o promoción.'] }],
      [
        request({ cta: { kind: 'route', path: '//evil.example' } }),
        { 'cta.path': expect.any(Array) as string[] },
      ],
      [request({ image_url: 'javascript:alert(1)' }), { image_url: expect.any(Array) as string[] }],
      [request({ position: -1 }), { position: expect.any(Array) as string[] }],
    ];
    for (const [payload, fields] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: OFFICE_PROMOTIONS_API.base,
        headers: {
          host: 'localhost',
          authorization: `Bearer ${tribuna.token}`,
          'master-language': 'es_ES',
        },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const first = before[0];
    if (!first) throw new Error('tribuna has no promotion');
    const put = await officeCall(t.app, tribuna, 'PUT', OFFICE_PROMOTIONS_API.one(first.id), {
      ...request(),
      ends_at: 'tomorrow',
    });
    expect(put.statusCode).toBe(400);
    expect(
      officeItemsOf(await officeCall(t.app, tribuna, 'GET', OFFICE_PROMOTIONS_API.base)),
    ).toEqual(before);
    expect((await auditOf('promotion.')).length).toBe(auditBefore);
  });

  it("keeps each brand's promotions its own: another brand's is not found", async () => {
    const mine = await create(tribuna, request({ translations: { en_US: texts('Tribuna only') } }));
    // The public calls of another brand's host.
    expect((await read('127.0.0.1', PROMOTIONS_API.one(mine.id))).statusCode).toBe(404);
    expect((await read('lucky.localhost', PROMOTIONS_API.one(mine.id))).statusCode).toBe(404);
    expect(
      itemsOf(await read('lucky.localhost', PROMOTIONS_API.list)).map((p) => p.title),
    ).not.toContain('Tribuna only');
    // Another brand's staff.
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', request({ translations: { en_US: texts('Hijacked') } })],
      ['DELETE', undefined],
    ] as const) {
      const res = await officeCall(
        t.app,
        lucky,
        method,
        OFFICE_PROMOTIONS_API.one(mine.id),
        payload,
      );
      expect(res.statusCode, method).toBe(404);
    }
    // A staff token of one brand is worth nothing on another brand's host.
    const foreign = await officeCall(
      t.app,
      { host: '127.0.0.1', token: tribuna.token },
      'GET',
      OFFICE_PROMOTIONS_API.base,
    );
    expect(foreign.statusCode).toBe(401);
    const still = await read('localhost', PROMOTIONS_API.one(mine.id));
    expect(still.json<{ response: Promotion }>().response.title).toBe('Tribuna only');
    await officeCall(t.app, tribuna, 'DELETE', OFFICE_PROMOTIONS_API.one(mine.id));
  });

  it('is refused to support staff', async () => {
    const support = await officeLogin(t.app, 'localhost', 'support', 'support1234');
    const res = await officeCall(t.app, support, 'GET', OFFICE_PROMOTIONS_API.base);
    expect(res.statusCode).toBe(403);
  });
});

describe('promotion images', () => {
  it('keeps an image whose bytes are PNG or SVG and serves it to visitors, cached for good', async () => {
    const png = await upload(tribuna, { name: 'banner.png', type: 'image/png', content: PNG });
    expect(png.statusCode, png.body).toBe(201);
    const url = png.json<{ response: { url: string } }>().response.url;
    expect(url).toMatch(/^\/api\/promotions\/images\/[0-9a-f-]{36}$/);
    const served = await read('localhost', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another brand's host does not serve it.
    expect((await read('127.0.0.1', url)).statusCode).toBe(404);
    const [entry] = await auditOf('promotion.image.upload');
    expect(entry).toMatchObject({ after: { type: 'image/png', size: PNG.length } });

    // Declared as a PNG, but an SVG: its bytes decide.
    const svg = await upload(tribuna, { name: 'banner.png', type: 'image/png', content: SVG });
    expect(svg.statusCode).toBe(201);
    const svgServed = await read(
      'localhost',
      svg.json<{ response: { url: string } }>().response.url,
    );
    expect(svgServed.headers['content-type']).toBe('image/svg+xml');
    // Opened on its own, nothing in it may run.
    expect(svgServed.headers['content-security-policy']).toContain('sandbox');

    // A promotion can use the uploaded image.
    const promotion = await create(tribuna, request({ image_url: url }));
    expect(promotion.image_url).toBe(url);
    await officeCall(t.app, tribuna, 'DELETE', OFFICE_PROMOTIONS_API.one(promotion.id));
  });

  it("refuses a file that is not an image, or too large, in the caller's language", async () => {
    const auditBefore = (await auditOf('promotion.image')).length;
    for (const content of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('GIF89a not one of ours'),
      Buffer.from('%PDF-1.7'),
    ]) {
      const res = await upload(tribuna, { name: 'banner.png', type: 'image/png', content });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        fields: { file: ['La imagen debe ser un archivo PNG, JPEG, WebP o SVG de hasta 2 MB.'] },
      });
    }
    const large = Buffer.concat([PNG, Buffer.alloc(PROMOTION_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(tribuna, { name: 'big.png', type: 'image/png', content: large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ fields: { file: [expect.any(String) as string] } });

    const empty = await upload(tribuna, {
      name: 'empty.png',
      type: 'image/png',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const json = await officeCall(t.app, tribuna, 'POST', OFFICE_PROMOTIONS_API.images, {
      file: 'x',
    });
    expect(json.statusCode).toBe(400);
    expect((await auditOf('promotion.image')).length).toBe(auditBefore);
  });

  it('publishes the calls in the API document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(doc.paths[PROMOTIONS_API.list]?.get?.summary).toContain('live promotions');
    expect(doc.paths[OFFICE_PROMOTIONS_API.one('{id}')]?.put?.summary).toContain('audited');
    expect(doc.paths[OFFICE_PROMOTIONS_API.images]?.post).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Tenant } from './tenants.service';

let t: TestApp;
let tribuna: Tenant;
let riobet: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  const brands = await t.app.services.tenants.list();
  tribuna = brands.find((b) => b.slug === 'tribuna')!;
  riobet = brands.find((b) => b.slug === 'riobet')!;
});
afterAll(() => t.close());

function configurations(host: string, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/configurations',
    headers: { host, ...headers },
    payload: body,
  });
}

describe('POST /api/configurations', () => {
  it("answers the host's brand configuration and sets the XSRF cookie", async () => {
    const res = await configurations(
      'localhost:3000',
      { domain: 'localhost', hash: tribuna.hash, language: 'en_US' },
      { 'master-api-key': tribuna.apiKey },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ response: { configurations: Record<string, unknown> } }>();
    expect(body.response.configurations).toMatchObject({
      name: 'Tribuna',
      pam_type: 2,
      currency: 'ARS',
      currency_decimals: 2,
      current_language: 'en_US',
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
  });

  it('serves another brand on another host', async () => {
    const res = await configurations(
      '127.0.0.1:3000',
      { domain: '127.0.0.1', hash: riobet.hash },
      { 'master-api-key': riobet.apiKey },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response: { configurations: { name: 'RioBet', pam_type: 1 } },
    });
  });

  it("refuses another brand's hash, key or domain", async () => {
    const hash = await configurations(
      'localhost',
      { domain: 'localhost', hash: riobet.hash },
      { 'master-api-key': tribuna.apiKey, 'master-language': 'en_US' },
    );
    expect(hash.statusCode).toBe(403);
    expect(hash.json()).toMatchObject({
      code: 'FORBIDDEN',
      response: ['The site hash does not belong to this site.'],
    });

    const key = await configurations(
      'localhost',
      { domain: 'localhost', hash: tribuna.hash },
      { 'master-api-key': riobet.apiKey },
    );
    expect(key.statusCode).toBe(403);

    const domain = await configurations(
      'localhost',
      { domain: '127.0.0.1', hash: tribuna.hash },
      { 'master-api-key': tribuna.apiKey },
    );
    expect(domain.statusCode).toBe(403);
  });

  it('refuses an unknown host with a clear error, never another brand', async () => {
    const res = await configurations(
      'evil.example',
      { domain: 'evil.example', hash: 'x' },
      { 'master-language': 'en_US' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_HOST',
      response: ['There is no site at evil.example.'],
    });
  });

  it('names every bad field in the caller language', async () => {
    const res = await configurations(
      'localhost',
      { domain: '', language: 'xx' },
      { 'master-api-key': tribuna.apiKey, 'master-language': 'pt_BR' },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.domain).toEqual(['O campo domínio é obrigatório.']);
    expect(body.fields.hash).toEqual(['O campo hash é obrigatório.']);
    expect(body.fields.language).toEqual(['O campo idioma é inválido.']);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'master-language': 'en_US',
      },
      payload: '{"domain":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      response: ['The request body is not valid JSON.'],
    });
  });
});

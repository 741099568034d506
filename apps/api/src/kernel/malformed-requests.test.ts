import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeLogin } from '../modules/staff/staff.test-support';
import { createTestApp, type TestApp } from '../test/test-app';

// Every operation of the published OpenAPI document, called with inputs that break its
// schemas, as a guest, a player, a brand's admin and the platform owner: the answer may
// be any refusal, never a 5xx. Only malformed inputs are sent, so nothing is changed.

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const LONG = 'x'.repeat(5000);

/** Values of the wrong kind for a schema (a string where a number goes, and so on). */
function wrongValues(schema: Schema | undefined): unknown[] {
  const types = [schema?.type ?? []].flat();
  const union = [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
  const out: unknown[] = [{ nested: [1] }, null];
  if (types.includes('string') || union.some((s) => s.type === 'string')) out.push(123, LONG, '');
  if (types.includes('integer') || types.includes('number'))
    out.push('200000', [200000], 1e308, -1, 1.5, '0x30D40');
  if (types.includes('boolean')) out.push('maybe', 0);
  if (types.includes('array')) out.push('x', [LONG], [{}]);
  if (types.includes('object')) out.push('x', []);
  return out;
}

/** Bodies that break a body schema: wrong shape, and each property of a wrong kind. */
function wrongBodies(schema: Schema | undefined): unknown[] {
  const bodies: unknown[] = ['just a string', [], 42];
  const properties = Object.entries(schema?.properties ?? {});
  for (let round = 0; round < 3; round += 1) {
    const body: Record<string, unknown> = {};
    for (const [name, property] of properties) {
      const values = wrongValues(property);
      body[name] = values[(round + name.length) % values.length];
    }
    if (properties.length > 0) bodies.push(body);
  }
  return bodies;
}

/** A path with each parameter set to `value` (or a plausible one). */
function pathWith(url: string, value: string | null): string {
  return url.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(value ?? (name === 'provider' ? 'tribuna' : crypto.randomUUID())),
  );
}

let t: TestApp;
let tokens: { who: string; authorization?: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'localhost' },
    payload: { username: 'demo', password: 'demo1234' },
  });
  const player = login.json<{ response: { token: string } }>().response.token;
  const admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
  const owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
  tokens = [
    { who: 'guest' },
    { who: 'player', authorization: `Bearer ${player}` },
    { who: 'admin', authorization: `Bearer ${admin.token}` },
    { who: 'owner', authorization: `Bearer ${owner.token}` },
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('malformed requests', () => {
  it('never get a 5xx from any operation of the OpenAPI document', async () => {
    const document = t.app.swagger() as unknown as Document;
    const failures: string[] = [];
    let sent = 0;
    for (const [url, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const upper = method.toUpperCase() as 'GET';
        const parameters = operation.parameters ?? [];
        const pathParams = parameters.filter((p) => p.in === 'path');
        const queryParams = parameters.filter((p) => p.in === 'query');
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const requests: { url: string; payload?: unknown; query?: Record<string, string> }[] = [];
        for (const value of [LONG, '-1', '%00', 'null', '..%2F..']) {
          if (pathParams.length > 0) requests.push({ url: pathWith(url, value) });
        }
        for (const param of queryParams) {
          for (const value of wrongValues(param.schema)) {
            requests.push({
              url: pathWith(url, null),
              query: { [param.name]: typeof value === 'string' ? value : JSON.stringify(value) },
            });
          }
        }
        if (body) {
          for (const payload of wrongBodies(body))
            requests.push({ url: pathWith(url, null), payload });
        }
        for (const request of requests) {
          for (const { who, authorization } of tokens) {
            const res = await t.app.inject({
              method: upper,
              url: request.url,
              ...(request.query ? { query: request.query } : {}),
              headers: {
                host: 'localhost',
                'master-language': 'es_ES',
                ...(authorization ? { authorization } : {}),
                ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(request.payload === undefined
                ? {}
                : { payload: JSON.stringify(request.payload) }),
            });
            sent += 1;
            if (res.statusCode >= 500) {
              failures.push(
                `${who} ${upper} ${request.url.slice(0, 80)} ${JSON.stringify(request.query ?? request.payload)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});

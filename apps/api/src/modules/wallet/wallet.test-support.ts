import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { IDEMPOTENCY_HEADER } from '@tribuna/contracts/wallet';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { playerSessionOf, someAddress, type PlayerSession } from '../players/players.test-support';

/** A fresh Idempotency-Key, as the site makes one per user action. */
export function newKey(): string {
  return `k-${crypto.randomUUID()}`;
}

let serial = 0;

/** A registration's body for `username`, with whatever else the test adds. */
export function registrationOf(username: string, extra: Record<string, unknown> = {}) {
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass-1',
    name: 'Ana',
    last_name: 'Souza',
    is_adult: true,
    birth_date: '1990-04-02',
    accept_terms: true,
    accept_privacy: true,
    ...extra,
  };
}

/** Registers a new player on `host` through the real call. */
export async function registerPlayer(app: FastifyInstance, host: string): Promise<PlayerSession> {
  serial += 1;
  const username = `wallet${serial}x${crypto.randomBytes(3).toString('hex')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host, 'master-language': 'en_US' },
    remoteAddress: someAddress(),
    payload: registrationOf(username),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return playerSessionOf(host, res);
}

/** A bank withdrawal's body as the site sends it (an Argentine account). */
export const BANK_WITHDRAWAL = {
  method: 'bank',
  amount: 300_000,
  name: 'Ana Souza',
  dni: '30123456',
  cuil: '20-30123456-3',
  cvu: '0000003100098765432101',
  alias: 'ana.souza',
  bank_code: '011',
  account: '1234567890',
  account_type: 'savings',
  payment_type: 'cvu',
};

/** A wallet call as the site makes it: Bearer, language, and a key unless told otherwise. */
export function walletCall(
  app: FastifyInstance,
  session: { host: string; token: string },
  method: InjectOptions['method'],
  url: string,
  options: {
    payload?: InjectOptions['payload'];
    key?: string | null;
    language?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    host: session.host,
    authorization: `Bearer ${session.token}`,
    'master-language': options.language ?? 'en_US',
    ...options.headers,
  };
  if (options.key !== null && method !== 'GET')
    headers[IDEMPOTENCY_HEADER] = options.key ?? newKey();
  return app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** A multipart/form-data body, as a browser sends the bank-transfer form. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tribuna${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'proof'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG's first bytes and some body: enough for the type to be read from it. */
export function pngFile(size = 256): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, size - signature.length), 7)]);
}

/** Changes a brand's site settings as its staff would (limits, payment hours...). */
export async function patchBrand(
  app: FastifyInstance,
  host: string,
  patch: (settings: SiteSettings) => Partial<SiteSettings>,
): Promise<void> {
  const tenant = await app.services.tenants.resolveHost(host);
  if (!tenant) throw new Error(`no brand on ${host}`);
  await app.services.tenants.updateSettings(SYSTEM_ACTOR, tenant.id, {
    ...tenant.settings,
    ...patch(tenant.settings),
  });
}

/** "HH:MM" of now plus `minutes`, in a time zone. */
export function localTimeIn(timeZone: string, minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

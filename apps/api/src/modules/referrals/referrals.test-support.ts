import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { someAddress } from '../players/players.test-support';
import type { TestPlayer } from '../responsible/responsible.test-support';
import { registrationOf } from '../wallet/wallet.test-support';
import { QUALIFICATION } from './referrals.service';

/**
 * Runs the qualification consumer until it has read every record committed before the
 * call, as its job does (on PostgreSQL a record waits while another test's older
 * transaction is still running, so this waits for those rather than stopping early).
 */
export async function consumeReferrals(
  app: FastifyInstance,
  db: Db,
  name: string = QUALIFICATION,
): Promise<void> {
  const { referrals, activity } = app.services;
  const [last] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id) as id from activity_records`),
  );
  const target = Number(last?.id ?? 0);
  const until = Date.now() + 30_000;
  for (;;) {
    const taken = await activity.drain(name, referrals.handle);
    if (taken > 0) continue;
    const [left] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from activity_records r
        where r.id <= ${target} and (r.xid, r.id) > coalesce(
          (select (c.last_xid, c.last_id) from activity_consumers c
            where c.name = ${name}), ('0'::xid8, 0::bigint))`),
    );
    if (Number(left?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('referrals: the consumer did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A device cookie as the site's browser keeps it. */
export function newDevice(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** Signs up on `host` through the real call, with a referral code and a device cookie. */
export async function registerWith(
  app: FastifyInstance,
  host: string,
  options: { code?: string; device?: string; language?: string } = {},
) {
  const username = `ref${crypto.randomBytes(5).toString('hex')}`;
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: {
      host,
      'master-language': options.language ?? 'en_US',
      ...(options.device ? { cookie: `device_id=${options.device}` } : {}),
    },
    remoteAddress: someAddress(),
    payload: registrationOf(username, options.code ? { referral_code: options.code } : {}),
  });
}

/** The registered player as tests drive them. */
export async function playerOfRegistration(
  app: FastifyInstance,
  host: string,
  res: Awaited<ReturnType<typeof registerWith>>,
): Promise<TestPlayer> {
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json<{ response: { token: string } }>().response;
  const claims = await app.platform.tokens.verify(token, 'player');
  const tenant = await app.services.tenants.resolveHost(host);
  if (!claims || !tenant) throw new Error('setup: no player or brand');
  return { host, token, playerId: claims.sub, tenantId: tenant.id };
}

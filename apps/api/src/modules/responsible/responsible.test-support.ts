import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Responsible } from '@tribuna/contracts/responsible';
import { registerPlayer } from '../wallet/wallet.test-support';

/** A player of `host` as a test drives them: their Bearer, ids and the brand's. */
export interface TestPlayer {
  host: string;
  token: string;
  playerId: string;
  tenantId: string;
}

export async function newPlayer(app: FastifyInstance, host: string): Promise<TestPlayer> {
  const session = await registerPlayer(app, host);
  const claims = await app.platform.tokens.verify(session.token, 'player');
  const tenant = await app.services.tenants.resolveHost(host);
  if (!claims || !tenant) throw new Error('setup: no player or brand');
  return { host, token: session.token, playerId: claims.sub, tenantId: tenant.id };
}

/** A responsible-gambling call as the site makes it. */
export function rgCall(
  app: FastifyInstance,
  player: Pick<TestPlayer, 'host' | 'token'>,
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
  language = 'en_US',
) {
  return app.inject({
    method,
    url,
    headers: {
      host: player.host,
      authorization: `Bearer ${player.token}`,
      'master-language': language,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Credits the player's cash, as staff's adjustment would. */
export async function fund(app: FastifyInstance, player: TestPlayer, amount: number) {
  const tenant = await app.services.tenants.cachedById(player.tenantId);
  if (!tenant) throw new Error('setup: no brand');
  await app.services.wallet.ledger.credit({
    tenantId: player.tenantId,
    currency: tenant.settings.currency,
    idempotencyKey: `fund-${crypto.randomUUID()}`,
    type: 'adjustment',
    amount,
    playerId: player.playerId,
    from: 'adjustments',
  });
}

/** One limit of the player's section. */
export function limitOf(view: Responsible, kind: string, period: string) {
  const found = view.limits.find((l) => l.kind === kind && l.period === period);
  if (!found) throw new Error(`no ${kind}/${period} limit in the answer`);
  return found;
}

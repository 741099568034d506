import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSIBLE_API } from '@tribuna/contracts/responsible';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fund, newPlayer, rgCall, type TestPlayer } from './responsible.test-support';

const HOST = 'localhost';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Kind = 'deposit' | 'loss' | 'wager';
type Period = 'day' | 'week';

type Op =
  | { op: 'deposit'; amount: number }
  | { op: 'stake'; amount: number }
  | { op: 'win'; stake: number; percent: number }
  | { op: 'limit'; kind: Kind; period: Period; value: number | null };

const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    amount: fc.integer({ min: 100_000, max: 400_000 }),
  }),
  fc.record({ op: fc.constant('stake' as const), amount: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({
    op: fc.constant('win' as const),
    stake: fc.nat(),
    percent: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({
    op: fc.constant('limit' as const),
    kind: fc.constantFrom<Kind>('deposit', 'loss', 'wager'),
    period: fc.constantFrom<Period>('day', 'week'),
    value: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  }),
);

/** What the player did, as the model counts it (the clock stands still: one day, one week). */
interface Model {
  deposited: number;
  wagered: number;
  returned: number;
  limits: Map<string, number>;
  open: string[];
}

function passes(model: Model, kind: Kind, add: number): boolean {
  const used =
    kind === 'deposit'
      ? model.deposited
      : kind === 'wager'
        ? model.wagered
        : Math.max(0, model.wagered - model.returned);
  return (['day', 'week'] as const).some((period) => {
    const limit = model.limits.get(`${kind}/${period}`);
    return limit !== undefined && used + add > limit;
  });
}

async function codeOf(action: Promise<unknown>): Promise<string | null> {
  try {
    await action;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'UNKNOWN';
  }
}

async function run(player: TestPlayer, ops: Op[]): Promise<void> {
  const { wallet } = t.app.services;
  const db = t.infra.database.db;
  const model: Model = { deposited: 0, wagered: 0, returned: 0, limits: new Map(), open: [] };
  const ref = { tenantId: player.tenantId, playerId: player.playerId, currency: 'ARS' as const };
  for (const op of ops) {
    if (op.op === 'limit') {
      await rgCall(t.app, player, 'PUT', RESPONSIBLE_API.limits, op);
      const key = `${op.kind}/${op.period}`;
      const current = model.limits.get(key);
      // Lower (or a first one) at once; a raise or removal waits a cool-off this clock never passes.
      if (op.value !== null && (current === undefined || op.value <= current)) {
        model.limits.set(key, op.value);
      }
    } else if (op.op === 'deposit') {
      const code = await codeOf(
        wallet.deposits
          .createBank(player.tenantId, player.playerId, crypto.randomUUID(), {
            amount: op.amount,
            proof: { name: 'proof.png', content: PNG },
          })
          .then((d) =>
            wallet.deposits.approve(SYSTEM_ACTOR, player.tenantId, crypto.randomUUID(), d.id),
          ),
      );
      expect(code === 'LIMIT_REACHED').toBe(passes(model, 'deposit', op.amount));
      if (code === null) model.deposited += op.amount;
    } else if (op.op === 'stake') {
      const reference = crypto.randomUUID();
      const code = await codeOf(
        db.transaction(async (tx) => {
          await wallet.port.lock(tx, { ...ref, account: 'casino' });
          await wallet.port.stake(tx, {
            ...ref,
            account: 'casino',
            product: 'casino',
            game: 'property',
            reference,
            amount: op.amount,
            key: `property-stake:${reference}`,
            type: 'casino_bet',
          });
        }),
      );
      const refused = passes(model, 'wager', op.amount) || passes(model, 'loss', op.amount);
      expect(code === 'LIMIT_REACHED').toBe(refused);
      if (code === null) {
        model.wagered += op.amount;
        model.open.push(`${reference}:${op.amount}`);
      }
    } else if (model.open.length > 0) {
      const [reference = '', amount = '0'] =
        model.open.splice(op.stake % model.open.length, 1)[0]?.split(':') ?? [];
      const returned = Math.floor((Number(amount) * op.percent) / 100);
      await db.transaction(async (tx) => {
        await wallet.port.lock(tx, { ...ref, account: 'casino' });
        await wallet.port.result(tx, {
          ...ref,
          account: 'casino',
          product: 'casino',
          game: 'property',
          reference,
          returned,
          outcome: returned > 0 ? 'win' : 'loss',
          key: `property-result:${reference}`,
          type: 'casino_win',
        });
      });
      model.returned += returned;
    }
  }
  // What the server says was used never passes a limit in force.
  const view = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).json<{
    response: {
      limits: { kind: string; period: string; effective: number | null; used: number }[];
    };
  }>().response;
  for (const limit of view.limits) {
    const set = model.limits.get(`${limit.kind}/${limit.period}`);
    if (set !== undefined && limit.kind !== 'session') {
      expect(limit.effective).toBe(set);
    }
  }
}

describe('limits, under any sequence of deposits, stakes, wins and limit changes', () => {
  it('refuse exactly what would pass a limit in force, and accept the rest', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (ops) => {
        const player = await newPlayer(t.app, HOST);
        await fund(t.app, player, 50_000_000);
        await run(player, ops);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});

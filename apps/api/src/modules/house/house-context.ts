import type { z } from 'zod';
import type { Db, Tx } from '../../db/database';
import type { Idempotency } from '../../kernel/idempotency';
import type { EventBus } from '../../lib/bus';
import type { LiveService } from '../live/live.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { Chains } from './house-chain';
import type { HouseWallet } from './house-wallet';

/** What every part of the house (single-player games, shared tables, crash) is built on. */
export interface HouseContext {
  db: Db;
  bus: EventBus;
  live: LiveService;
  tenants: TenantsService;
  /** The seamless wallet, called in process as the house provider (ADR 0031). */
  wallet: HouseWallet;
  /** The shared tables' hash chains. */
  chains: Chains;
  /** The platform's idempotent-command helper: every money call runs once per key. */
  idempotency: Idempotency;
  clock: () => Date;
}

/**
 * How long a money call's claim on its key may stay unanswered before a retry takes its
 * process to be dead and runs the call again: a house call takes well under a second (the
 * wallet is called in process), and a young round gets this grace from the solo recovery too.
 */
export const HOUSE_CALL_STALE_MS = 10_000;

/**
 * Runs a money call once per Idempotency-Key of its owner (the kernel's long form: the
 * wallet calls run their own transactions). The request is the route, the game and what
 * was asked: a replay of it gets the stored answer, or `replay`'s; the key with another
 * request is refused (409); a failure frees it. A dead call's claim is taken over and the
 * call runs again, so each call continues what its key started instead of starting anew.
 * Without a key (services called directly; the routes require one) the call just runs.
 */
export async function houseCall<S extends z.ZodType>(
  context: HouseContext,
  call: { tenantId: string; owner: string; game: { slug: string }; key: string | null },
  request: { route: string },
  answerSchema: S,
  run: () => Promise<z.output<S>>,
  replay?: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  if (!call.key) return run();
  const { answer, replayed } = await context.idempotency.long(
    {
      tenantId: call.tenantId,
      // The owner: the player's id, or `session:<id>` for a guest's demo.
      scope: `house:${call.owner}`,
      key: call.key,
      request: { game: call.game.slug, ...request },
    },
    answerSchema,
    run,
    { staleMs: HOUSE_CALL_STALE_MS },
  );
  return replayed && replay ? replay() : answer;
}

/**
 * A money call that is one database transaction (an instant round, ADR 0031): the key is
 * claimed, the call run and its answer stored in that one transaction, after `lockFirst`
 * (the player, before the first write). A replay gets the stored answer (a twin in flight
 * waits for the first to commit); a failure anywhere leaves nothing, the key free. The
 * key's scope and request are `houseCall`'s, so either form knows the other's keys.
 * Without a key the call runs in a transaction of its own.
 */
export async function houseTransaction<S extends z.ZodType>(
  context: HouseContext,
  call: { tenantId: string; owner: string; game: { slug: string }; key: string | null },
  request: { route: string },
  answerSchema: S,
  lockFirst: (tx: Tx) => Promise<void>,
  run: (tx: Tx) => Promise<z.output<S>>,
): Promise<{ answer: z.output<S>; replayed: boolean }> {
  if (!call.key) {
    const answer = await context.db.transaction(async (tx) => {
      await lockFirst(tx);
      return run(tx);
    });
    return { answer, replayed: false };
  }
  return context.idempotency.run(
    {
      tenantId: call.tenantId,
      scope: `house:${call.owner}`,
      key: call.key,
      request: { game: call.game.slug, ...request },
      lockFirst,
    },
    answerSchema,
    run,
  );
}

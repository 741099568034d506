import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { EventBus } from '../lib/bus';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Secrets } from '../lib/secrets';
import type { TokenIssuer } from '../lib/tokens';
import type { Xsrf } from '../lib/xsrf';
import type { Language } from '@tribuna/contracts/languages';
import type { AppEnv } from '../env';
import type { BrandSettingsStore } from './brand-settings';
import type { Idempotency } from './idempotency';
import type { JobDefinition, JobRunner } from './jobs';
import type { RouteGroups } from './route-groups';

/**
 * Every module's public service by module name. Each module adds its own entry next to
 * its definition (`declare module '../../kernel/module'`), so a module that needs
 * another gets its service typed by name, without importing the other's files.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}
export type ModuleName = keyof ModuleServices;

/** What every module is built on: the infrastructure and the process's configuration. */
export interface Platform {
  db: Db;
  /**
   * Which engine runs `db`: PGlite runs one transaction at a time (what a lock orders
   * among concurrent transactions is already in order there), PostgreSQL many.
   */
  dbKind: 'pglite' | 'postgres';
  bus: EventBus;
  limiter: RateLimiter;
  secrets: Secrets;
  tokens: TokenIssuer;
  xsrf: Xsrf;
  env: AppEnv;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Runs every module's jobs exactly once across processes (its `holder` names this one). */
  jobs: JobRunner;
  /** Runs a command once per idempotency key (a retry gets the first answer). */
  idempotency: Idempotency;
  /** Each module's per-brand settings, parsed with its schema on every read. */
  settings: BrandSettingsStore;
  /** Whether the ledger knows an account kind or a transaction type (declared by a module). */
  ledger: LedgerCatalogue;
}

/** The ledger's account kinds and transaction types a module moves money with. */
export interface LedgerDeclaration {
  /** The brand's own accounts, the other side of its players' moves (`sportsbook`). */
  brandAccounts?: readonly string[];
  /** Why money moves (`sports_bet`, `sports_win`, ...): the player's list filters by these. */
  transactionTypes?: readonly string[];
}

export interface LedgerCatalogue {
  brandAccounts: ReadonlySet<string>;
  transactionTypes: ReadonlySet<string>;
}

/** A demo brand as the seed made it, for the modules' own demo data. */
export interface SeededBrand {
  id: string;
  slug: string;
  name: string;
  language: Language;
}

/** A module's demo data: once for the platform, then once for each demo brand. */
export interface ModuleSeed<S, D> {
  platform?(service: S, deps: D): Promise<void>;
  brand?(service: S, brand: SeededBrand, deps: D): Promise<void>;
}

/**
 * A module of the platform: one folder, one definition, one line in the module list.
 * `needs` are the modules whose services `create` gets (they come earlier in the list);
 * everything else it declares (routes, jobs, seed, settings, ledger kinds) is mounted
 * by the kernel.
 */
export interface ModuleDefinition<N extends ModuleName, D extends ModuleName> {
  name: N;
  needs: readonly D[];
  /** Per-brand settings: a zod object whose every field has a default. */
  settings?: z.ZodObject;
  ledger?: LedgerDeclaration;
  create(deps: Pick<ModuleServices, D>, platform: Platform): ModuleServices[N];
  routes?(
    groups: RouteGroups,
    service: ModuleServices[N],
    platform: Platform,
    deps: Pick<ModuleServices, D>,
  ): Promise<void>;
  seed?: ModuleSeed<ModuleServices[N], Pick<ModuleServices, D>>;
  /** Its scheduled work (recurring, held under a lease, one-off), run by the platform's runner. */
  jobs?(service: ModuleServices[N], platform: Platform): readonly JobDefinition[];
}

/** Any module, as the module list holds them. */
export type AnyModule = ModuleDefinition<ModuleName, ModuleName>;

/** Declares a module; the `needs` list types what `create` and `routes` receive. */
export function defineModule<N extends ModuleName, const D extends ModuleName = never>(
  definition: ModuleDefinition<N, D>,
): ModuleDefinition<N, D> {
  return definition;
}

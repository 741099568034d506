import type {
  AnyModule,
  LedgerCatalogue,
  ModuleName,
  ModuleServices,
  Platform,
  SeededBrand,
} from './module';
import type { JobDefinition } from './jobs';
import type { RouteGroups } from './route-groups';

/** The modules' services once built, and what the kernel drives for them. */
export interface Composition {
  services: ModuleServices;
  platform: Platform;
  /** Every module's jobs, in list order. */
  jobs(): JobDefinition[];
  /** Declares every module's routes in its groups, in list order. */
  mountRoutes(groups: RouteGroups): Promise<void>;
  seedPlatform(): Promise<void>;
  seedBrand(brand: SeededBrand): Promise<void>;
}

/**
 * Checks the module list before anything runs: names unique, each module's needs
 * earlier in the list, ledger names declared once. Throws a message that names the
 * module and what is wrong: a list that does not hold together never starts.
 */
export function checkModules(modules: readonly AnyModule[]): void {
  const seen = new Set<string>();
  const accounts = new Map<string, string>();
  const types = new Map<string, string>();
  for (const module of modules) {
    if (seen.has(module.name)) throw new Error(`modules: ${module.name} is listed twice`);
    for (const need of module.needs) {
      if (!seen.has(need)) {
        throw new Error(
          `modules: ${module.name} needs ${need}, which must come before it in the list`,
        );
      }
    }
    seen.add(module.name);
    // A brand that never saved its settings reads the defaults: every field needs one.
    if (module.settings && !module.settings.safeParse({}).success) {
      throw new Error(`modules: ${module.name}'s settings need a default for every field`);
    }
    for (const [names, owners, what] of [
      [module.ledger?.brandAccounts ?? [], accounts, 'account kind'],
      [module.ledger?.transactionTypes ?? [], types, 'transaction type'],
    ] as const) {
      for (const name of names) {
        const owner = owners.get(name);
        if (owner) throw new Error(`modules: ${what} ${name} of ${module.name} is ${owner}'s`);
        owners.set(name, module.name);
      }
    }
  }
}

/** The ledger names every module of the list declares. */
export function ledgerCatalogue(modules: readonly AnyModule[]): LedgerCatalogue {
  return {
    brandAccounts: new Set(modules.flatMap((m) => m.ledger?.brandAccounts ?? [])),
    transactionTypes: new Set(modules.flatMap((m) => m.ledger?.transactionTypes ?? [])),
  };
}

/** Builds every module's service in list order, each from the services it needs. */
export function composeModules(
  modules: readonly AnyModule[],
  platform: Omit<Platform, 'ledger'>,
): Composition {
  checkModules(modules);
  const full: Platform = { ...platform, ledger: ledgerCatalogue(modules) };
  const built = new Map<ModuleName, ModuleServices[ModuleName]>();

  function depsOf(module: AnyModule): Pick<ModuleServices, ModuleName> {
    // Every need was built before (checkModules), so the record is whole.
    return Object.fromEntries(module.needs.map((need) => [need, built.get(need)])) as Pick<
      ModuleServices,
      ModuleName
    >;
  }
  function serviceOf(module: AnyModule): ModuleServices[ModuleName] {
    const service = built.get(module.name);
    if (service === undefined) throw new Error(`modules: ${module.name} was not built`);
    return service;
  }

  for (const module of modules) built.set(module.name, module.create(depsOf(module), full));
  const services = Object.fromEntries(built) as unknown as ModuleServices;

  return {
    services,
    platform: full,
    jobs: () => modules.flatMap((module) => module.jobs?.(serviceOf(module), full) ?? []),
    async mountRoutes(groups) {
      for (const module of modules) {
        await module.routes?.(groups, serviceOf(module), full, depsOf(module));
      }
    },
    async seedPlatform() {
      for (const module of modules)
        await module.seed?.platform?.(serviceOf(module), depsOf(module));
    },
    async seedBrand(brand) {
      for (const module of modules)
        await module.seed?.brand?.(serviceOf(module), brand, depsOf(module));
    },
  };
}

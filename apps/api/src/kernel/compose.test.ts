import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODULES } from '../modules';
import { checkModules, ledgerCatalogue } from './compose';
import type { AnyModule } from './module';

/** A module of the list under another shape, to try what the kernel refuses. */
function variant(name: string, patch: Partial<AnyModule>): AnyModule {
  const base = MODULES.find((m) => m.name === name);
  if (!base) throw new Error(`no module ${name}`);
  return { ...base, ...patch };
}

describe('the module list', () => {
  it('holds together: every module after what it needs, ledger names declared once', () => {
    expect(() => checkModules(MODULES)).not.toThrow();
    const catalogue = ledgerCatalogue(MODULES);
    expect([...catalogue.brandAccounts].sort()).toEqual([
      'adjustments',
      'bonus_cost',
      'casino',
      'deposits',
      'miles',
      'sportsbook',
      'tournaments',
      'withdrawals',
    ]);
    expect(catalogue.transactionTypes.has('sports_bet')).toBe(true);
    expect(catalogue.transactionTypes.has('tournament_prize')).toBe(true);
    expect(catalogue.transactionTypes.has('casino_win')).toBe(true);
  });

  it('refuses a module listed before one it needs, naming both', () => {
    const wallet = MODULES.find((m) => m.name === 'wallet');
    if (!wallet) throw new Error('no wallet');
    const reordered = [wallet, ...MODULES.filter((m) => m !== wallet)];
    expect(() => checkModules(reordered)).toThrow(
      'modules: wallet needs audit, which must come before it in the list',
    );
  });

  it('refuses a module listed twice', () => {
    expect(() => checkModules([...MODULES, variant('audit', {})])).toThrow(
      'modules: audit is listed twice',
    );
  });

  it('refuses a ledger name another module declared, naming its owner', () => {
    const list = MODULES.map((m) =>
      m.name === 'casino' ? variant('casino', { ledger: { brandAccounts: ['sportsbook'] } }) : m,
    );
    expect(() => checkModules(list)).toThrow(
      "modules: account kind sportsbook of sports is casino's",
    );
  });

  it('refuses settings with a field that has no default', () => {
    const list = MODULES.map((m) =>
      m.name === 'content' ? variant('content', { settings: z.object({ banner: z.string() }) }) : m,
    );
    expect(() => checkModules(list)).toThrow(
      "modules: content's settings need a default for every field",
    );
  });
});

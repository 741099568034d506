import fs from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump made by the tests' global set-up; null on PostgreSQL. */
    pgliteDump: string | null;
  }
}

let dump: Promise<Blob> | undefined;

/** The migrated PGlite to start from, read once per test file; none outside a full run. */
export function migratedDump(): Promise<Blob> | undefined {
  const file = inject('pgliteDump');
  if (!file) return undefined;
  dump ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}

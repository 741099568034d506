import fs from 'node:fs/promises';

/** Names the file of the migrated PGlite dump made by the tests' global set-up. */
export const PGLITE_DUMP_ENV = 'TRIBUNA_TEST_PGLITE_DUMP';

let dump: Promise<Blob> | undefined;

/** The migrated PGlite to start from, read once per test file; none outside a full run. */
export function migratedDump(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_DUMP_ENV];
  if (!file) return undefined;
  dump ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}

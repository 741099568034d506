import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A fresh embedded database starts from a template instead of running initdb. PGlite's
 * initdb runs in a WebAssembly instance of its own, and both instances are alive when the
 * server starts on an empty folder: 920 MB resident at the peak, where loading a cluster
 * from a dump peaks under 450 MB. The template is an initialised, migrated, empty cluster,
 * made once by `npm run build` (in a process of its own) and named by PGlite's version, so
 * a template another PGlite made is never loaded: without one, the server runs initdb.
 */

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function pgliteVersion(): string {
  // The package does not export its package.json: read it beside its entry point.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // No manifest here: one folder up.
    }
  }
  throw new Error('cluster template: PGlite has no package.json');
}

/** Where this PGlite's template is (or would be) kept. */
function clusterTemplateFile(): string {
  return path.join(API_ROOT, 'dist', `pglite-${pgliteVersion()}-cluster.tar.gz`);
}

/** The template, when `npm run build` made one for this PGlite (or `file`, in tests). */
export async function readClusterTemplate(file = clusterTemplateFile()): Promise<Blob | undefined> {
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    return undefined;
  }
}

/** Whether `folder` holds no cluster yet (PostgreSQL writes PG_VERSION first). */
export async function isEmptyCluster(folder: string): Promise<boolean> {
  try {
    await fs.access(path.join(folder, 'PG_VERSION'));
    return false;
  } catch {
    return true;
  }
}

/** Writes `dump` as the template, atomically (a server starting meanwhile reads none or all). */
export async function writeClusterTemplate(
  dump: Blob,
  file = clusterTemplateFile(),
): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return file;
}

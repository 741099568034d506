import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * One process per data folder, and a restart right after a crash (`kill -9`, a power
 * cut) must not wait: the lock file names its owner (pid, the process's start time,
 * the kernel's boot id, the host), so a newcomer on the same machine sees at once
 * whether the owner still runs. An owner on another host cannot be asked, so there the
 * lock's heartbeat (its mtime, touched every few seconds) decides.
 */

const LOCK_FILE = 'pglite.lock';
const HEARTBEAT_MS = 5_000;
/** A lock not touched for this long belongs to a dead owner, whoever it was. */
const STALE_MS = 15_000;
/** A takeover lasts a few file operations; a takeover marker older than this is orphaned. */
const TAKEOVER_STALE_MS = 10_000;

const ownerSchema = z.object({
  token: z.string(),
  pid: z.number().int(),
  /** Clock ticks since boot when the process started (Linux); tells a reused pid apart. */
  start: z.string().nullable(),
  boot: z.string().nullable(),
  host: z.string(),
});
type Owner = z.infer<typeof ownerSchema>;

export interface DataDirLock {
  release(): Promise<void>;
}

/** Tokens of the locks this process holds: its own pid is alive, yet may be a past life's. */
const heldHere = new Set<string>();

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces). */
function startTimeOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

const bootId = readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<Owner | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    // A folder: the lock of a version that used proper-lockfile; its mtime tells.
    if (code === 'EISDIR') return { ...UNKNOWN_OWNER, token: 'folder' };
    throw error;
  }
  let value: unknown = null;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: an owner the file does not name.
  }
  const parsed = ownerSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...UNKNOWN_OWNER, token: `unreadable:${text}` };
}

/** An owner the file does not name: only the heartbeat can tell whether it lives. */
const UNKNOWN_OWNER: Owner = { token: '', pid: -1, start: null, boot: null, host: '' };

async function isAlive(owner: Owner, file: string): Promise<boolean> {
  if (owner.host === os.hostname() && owner.pid > 0) {
    if (owner.boot !== bootId) return false; // the machine rebooted since
    if (owner.pid === process.pid) return heldHere.has(owner.token);
    if (!isRunning(owner.pid)) return false;
    const start = startTimeOf(owner.pid);
    return owner.start === null || start === null || start === owner.start;
  }
  const stat = await fs.stat(file).catch(() => null);
  return stat !== null && Date.now() - stat.mtimeMs < STALE_MS;
}

/** Runs `work` while no other process is taking the lock over (a marker folder). */
async function duringTakeover(file: string, work: () => Promise<void>): Promise<void> {
  const marker = `${file}.takeover`;
  for (let waited = 0; ; waited += 20) {
    try {
      await fs.mkdir(marker);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(marker).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > TAKEOVER_STALE_MS) {
        await fs.rm(marker, { recursive: true, force: true });
      } else if (waited > TAKEOVER_STALE_MS * 2) {
        throw error;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }
  try {
    await work();
  } finally {
    await fs.rm(marker, { recursive: true, force: true });
  }
}

/**
 * Takes `dataDir`'s lock, or answers null while a live process holds it. A lock left by
 * a dead process on this machine is taken over at once. `onCompromised` runs if the
 * lock is found taken from under us.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<DataDirLock | null> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Owner = {
    token: crypto.randomUUID(),
    pid: process.pid,
    start: startTimeOf(process.pid),
    boot: bootId,
    host: os.hostname(),
  };
  // Created only if absent (O_EXCL). A reader that catches it before its content is
  // written sees an owner it cannot name, and leaves it to the heartbeat.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fs.writeFile(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (attempt >= 3) return null;
    const owner = await readOwner(file);
    if (owner === null) continue; // released meanwhile
    if (await isAlive(owner, file)) return null;
    await duringTakeover(file, async () => {
      // Only the dead owner's lock goes; a newer one stays, whoever took it.
      const still = await readOwner(file);
      if (still?.token === owner.token) await fs.rm(file, { recursive: true, force: true });
    });
  }
  heldHere.add(me.token);

  let released = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      const owner = await readOwner(file).catch(() => null);
      if (released) return;
      if (owner?.token !== me.token) {
        released = true;
        clearInterval(heartbeat);
        heldHere.delete(me.token);
        onCompromised(new Error(`the lock ${file} is no longer ours`));
        return;
      }
      const now = new Date();
      await fs.utimes(file, now, now).catch(() => {});
    })();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(me.token);
      const owner = await readOwner(file).catch(() => null);
      if (owner?.token === me.token) await fs.rm(file, { force: true });
    },
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/server-process';
import { lockDataDir } from './data-dir-lock';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function dataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'tribuna-lock-'));
}

function killHard(server: ServerProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGKILL');
  return exited;
}

const noCompromise = () => {
  throw new Error('the lock was taken from under a live holder');
};

describe('the data folder lock', () => {
  it('lets a server restart at once after kill -9, and still refuses a second live one', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, SEED_DEMO: 'false', SPORTS_FEED: 'off' };
    const first = await startServer('first', env);
    running.push(first);
    await killHard(first);

    // At once: no waiting for the dead owner's lock to go stale.
    running.push(await startServer('restarted', env));

    const second = await startServer('second', env).then(
      (server) => {
        running.push(server);
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(second).toMatch(/already using the data folder/);
  }, 120_000);

  it('refuses a second holder in the same process until the first releases', async () => {
    const dir = await dataDir();
    const first = await lockDataDir(dir, noCompromise);
    expect(first).not.toBeNull();
    expect(await lockDataDir(dir, noCompromise)).toBeNull();
    await first?.release();
    const again = await lockDataDir(dir, noCompromise);
    expect(again).not.toBeNull();
    await again?.release();
  });

  it('takes over a lock whose pid is a past life of this very pid, or is gone', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'pglite.lock');
    const owner = { token: 'old', start: 'x', boot: null, host: os.hostname() };
    // A container restarts with the same pid; a killed process leaves its pid unused.
    for (const pid of [process.pid, 2 ** 22 + 1]) {
      const bootId = await fs
        .readFile('/proc/sys/kernel/random/boot_id', 'utf8')
        .then((text) => text.trim())
        .catch(() => null);
      await fs.writeFile(file, JSON.stringify({ ...owner, pid, boot: bootId }));
      const lock = await lockDataDir(dir, noCompromise);
      expect(lock, `pid ${pid}`).not.toBeNull();
      await lock?.release();
    }
  });

  it('leaves a lock of another host alone while its heartbeat is fresh', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'pglite.lock');
    const owner = { token: 'far', pid: 1, start: null, boot: null, host: 'elsewhere' };
    await fs.writeFile(file, JSON.stringify(owner));
    expect(await lockDataDir(dir, noCompromise)).toBeNull();
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(file, old, old);
    const lock = await lockDataDir(dir, noCompromise);
    expect(lock).not.toBeNull();
    await lock?.release();
  });
});

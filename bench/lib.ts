import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../apps/api/src/test/server-process';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY = /Tribuna is ready on http:\/\/localhost:(\d+)/;

export interface Started {
  child: ChildProcess;
  port: number;
  /** From spawn to the "ready" log line, measured here (includes Node and tsx start). */
  readyMs: number;
  /** What the server says its own start took (after Node and tsx loaded). */
  reportedStartupMs: number | null;
  stop(): Promise<void>;
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
export function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds a process has used so far (user + system, Linux /proc/<pid>/stat), so a
 * load test can say how busy the server was, not only how fast the client went.
 */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on Linux on every architecture Node runs on here. */
const CLOCK_TICKS_PER_SECOND = 100;

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** `npm run serve` as a user runs it, timed from spawn to the ready line. */
export async function startTribuna(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = stopper(child);
  return new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no ready line after 180 s:\n${output}`));
    }, 180_000);
    function onData(chunk: Buffer): void {
      output += chunk.toString('utf8');
      if (!READY.test(output)) return;
      child.stdout?.off('data', onData);
      const readyMs = performance.now() - began;
      clearTimeout(timer);
      const line = output.split('\n').find((l) => READY.test(l)) ?? '';
      let reportedStartupMs: number | null = null;
      try {
        const parsed = JSON.parse(line) as { startupMs?: number };
        reportedStartupMs = parsed.startupMs ?? null;
      } catch {
        // Pretty-printed logs: no number.
      }
      // Keep draining the pipe so the server never blocks on a full one.
      child.stdout?.resume();
      resolve({ child, port, readyMs, reportedStartupMs, stop });
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Any Node script of bench/ in its own process (so the load generator has its own core). */
export async function startScript(script: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopper(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, port, readyMs: performance.now() - began, reportedStartupMs: null, stop };
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  /** `name=value` of each Set-Cookie, as a browser would send them back. */
  cookies: string[];
}

/** One HTTP call with a chosen Host (the brand). */
export function call(
  port: number,
  method: string,
  pathname: string,
  options: { host?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {
    ...options.headers,
    host: options.host ?? 'localhost',
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON.
          }
          const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '');
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - began, cookies });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return (
    `${os.type()} ${os.release()} ${os.arch()}, ${cpus.length} × ${model}, ${memory} GB RAM, ` +
    `Node ${process.version}; load average at start ${load}`
  );
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** "0.42 ms", "12.3 ms", or "–" when nothing was measured. */
export function msText(value: number): string {
  return Number.isNaN(value) ? '–' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

/** One statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a database of its own, `name`, created on the server of `serverUrl` and
 * dropped afterwards (also one left behind by a run stopped half-way).
 */
export async function onScratchDatabase<T>(
  serverUrl: string,
  name: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await dropWhenClosed(serverUrl, name);
  }
}

/**
 * Drops database `name` once its connections are gone. A pool's `end()` resolves before
 * its sockets have closed; dropping WITH (FORCE) at once would cut them and the pool
 * would log each one as lost. So: wait for them a while first, then force.
 */
export async function dropWhenClosed(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: "is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root, where `node --import tsx apps/api/src/server.ts` runs. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  name: string;
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Settles when the process has exited (and was reaped), however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed, for the failure message. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it; we release it at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server, as `npm run serve` does, and resolves when it answers
 * `/api/health`. The caller must `stop()` it, also when the test fails. It listens on
 * `env.PORT` when given (a restart on the same address), else on a free port.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The operating system's variables, not configuration: the child parses its own in env.ts.
  // eslint-disable-next-line no-restricted-properties
  const { PATH = '', HOME = '' } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH,
      HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    name,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ?? child.exitCode;
      throw new Error(`${name} exited with ${how} before it was ready:\n${output}`);
    }
    const health = await request(server, 'GET', '/api/health', {}).catch(() => null);
    if (health?.status === 200) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One HTTP call with an explicit Host (the brand), as a browser on that host makes it. */
export function request(
  server: Pick<ServerProcess, 'port'>,
  method: string,
  path: string,
  options: {
    host?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** Gives up (rejects) after this long; 15 s unless told. */
    timeoutMs?: number;
  },
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {
    'master-language': 'en_US',
    ...options.headers,
    host: options.host ?? 'localhost',
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fresh, empty PostgreSQL database next to the one in `baseUrl`; drop it when done. */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tribuna_scale_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The reference of (k): PostgreSQL's own `pgbench` TPC-B on the same server and machine,
// in the same run. A TPC-B transaction (three updates, a select and an insert, in one
// transaction over one connection per client) is about the database work of one bet, one
// round or one transfer, so "what fraction of pgbench's rate does a money path make"
// says how much of the cost is ours rather than the database's.
import { spawn } from 'node:child_process';

/** `pgbench -i -s 10`: 1,000,000 accounts, 10 branches, 100 tellers (about 160 MB). */
export const PGBENCH_SCALE = 10;
/** pgbench's worker threads: at most the machine's two cores, never more than clients. */
const MAX_THREADS = 2;

export interface PgbenchResult {
  clients: number;
  threads: number;
  seconds: number;
  /** Transactions per second, without the initial connection time (pgbench's own figure). */
  tps: number;
  latencyMs: number;
  transactions: number;
  failed: number;
}

function pgbench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else
        reject(new Error(`pgbench ${args.slice(0, -1).join(' ')} exited with ${code}: ${output}`));
    });
  });
}

function number(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`pgbench: no ${String(pattern)} in its output:\n${output}`);
  return Number(match[1]);
}

/** Creates and fills pgbench's tables in the database of `url`; answers the seconds it took. */
export async function pgbenchInit(url: string, scale = PGBENCH_SCALE): Promise<number> {
  const began = performance.now();
  await pgbench(['-i', '-q', '-s', String(scale), url]);
  return (performance.now() - began) / 1_000;
}

/** One TPC-B run (pgbench's default script) of `seconds` with `clients` connections. */
export async function pgbenchRun(
  url: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  const threads = Math.min(clients, MAX_THREADS);
  const output = await pgbench([
    '-c',
    String(clients),
    '-j',
    String(threads),
    '-T',
    String(seconds),
    url,
  ]);
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
  return {
    clients,
    threads,
    seconds,
    tps: number(output, /tps = ([\d.]+) \(without initial connection time\)/),
    latencyMs: number(output, /latency average = ([\d.]+) ms/),
    transactions: number(output, /number of transactions actually processed: (\d+)/),
    failed: failed === undefined ? 0 : Number(failed),
  };
}

/**
 * A short warm-up (the tables and the server's caches), then one run per client count.
 * Answers the runs in the order of `clients`.
 */
export async function pgbenchSeries(
  url: string,
  clients: number[],
  seconds: number,
  warmupSeconds: number,
): Promise<PgbenchResult[]> {
  await pgbenchRun(url, Math.max(...clients), warmupSeconds);
  const results: PgbenchResult[] = [];
  for (const count of clients) results.push(await pgbenchRun(url, count, seconds));
  return results;
}

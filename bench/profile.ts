// A CPU profile of the bench's own process (which is also the server: the benches drive
// the app with `app.inject`), taken with node:inspector's sampling profiler, saved as a
// gzipped .cpuprofile (Chrome DevTools opens it once gunzipped) and summarised: the
// share of samples per package or area, and the functions with the most self time.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Profiler } from 'node:inspector';
import { ROOT } from './lib';

/** Microseconds between samples: what `node --cpu-prof` uses. */
const SAMPLING_INTERVAL_US = 1_000;

export const AREAS = [
  'drizzle-orm',
  'pg',
  'PGlite (JS)',
  'PGlite (wasm)',
  'fastify, light-my-request',
  'zod',
  'ours (apps/, packages/)',
  'bench driver',
  'node internals',
  'socket I/O',
  'file I/O',
  'other packages',
  'V8, native (program)',
  'GC',
  'idle',
] as const;
export type Area = (typeof AREAS)[number];

const PG = new Set([
  'pg',
  'pg-pool',
  'pg-protocol',
  'pg-types',
  'pg-int8',
  'pg-connection-string',
  'pgpass',
  'postgres-array',
  'postgres-bytea',
  'postgres-date',
  'postgres-interval',
  'split2',
]);

/** Fastify, light-my-request and what they are built of (routing, serialisation, logging). */
const FASTIFY = new Set([
  'fastify',
  'light-my-request',
  'avvio',
  'find-my-way',
  'fast-json-stringify',
  'fast-querystring',
  'fast-decode-uri-component',
  'fast-uri',
  'fast-deep-equal',
  'secure-json-parse',
  'toad-cache',
  'rfdc',
  'pino',
  'pino-std-serializers',
  'sonic-boom',
  'abstract-logging',
  'process-warning',
  'set-cookie-parser',
  'cookie',
  'content-type',
  'proxy-addr',
  'forwarded',
  'ipaddr.js',
  'ret',
  'safe-regex2',
  'json-schema-ref-resolver',
  'fastify-plugin',
  'fastify-type-provider-zod',
  'ajv',
  'helmet',
]);

/** The npm package a script belongs to (`@scope/name` or `name`), or null. */
function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/** The area of one frame; null for a frame without a script (a builtin: its caller's). */
function areaOf(frame: Profiler.ProfileNode['callFrame']): Area | null {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)' || functionName === '(root)') return 'V8, native (program)';
  if (url.startsWith('wasm://')) return 'PGlite (wasm)';
  if (url === '') return null;
  const name = packageOf(url);
  if (name !== null) {
    if (name === 'drizzle-orm') return 'drizzle-orm';
    if (PG.has(name)) return 'pg';
    if (name === '@electric-sql/pglite') return 'PGlite (JS)';
    if (name === 'zod') return 'zod';
    if (FASTIFY.has(name) || name.startsWith('@fastify/')) return 'fastify, light-my-request';
    // Our workspaces, when reached through their node_modules link.
    if (name.startsWith('@tribuna/')) return 'ours (apps/, packages/)';
    return 'other packages';
  }
  if (url.startsWith('node:') || !url.includes('://')) return 'node internals';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inRepo = path.relative(ROOT, file);
  if (inRepo.startsWith('apps/') || inRepo.startsWith('packages/'))
    return 'ours (apps/, packages/)';
  if (inRepo.startsWith('bench/')) return 'bench driver';
  return 'other packages';
}

/** Where a function is, short: `drizzle-orm/pg-core/session.js:12`, `apps/api/…:40`. */
function whereOf(frame: Profiler.ProfileNode['callFrame']): string {
  const { url, lineNumber } = frame;
  if (url === '') return '(builtin)';
  if (url.startsWith('wasm://')) return 'PGlite wasm';
  const at = url.lastIndexOf('/node_modules/');
  const file =
    at >= 0
      ? url.slice(at + '/node_modules/'.length)
      : url.startsWith('file://')
        ? path.relative(ROOT, decodeURIComponent(new URL(url).pathname))
        : url;
  return `${file}:${lineNumber + 1}`;
}

export interface FunctionShare {
  name: string;
  where: string;
  area: Area;
  samples: number;
  /** Of all samples. */
  share: number;
}

export interface ProfileSummary {
  /** The .cpuprofile.gz, relative to the repository. */
  file: string;
  samples: number;
  seconds: number;
  /** Share of all samples per area (0…1). */
  areas: Map<Area, number>;
  /** The heaviest npm packages among "other packages" (name, share). */
  others: [string, number][];
  top: FunctionShare[];
}

/** Shares per area and the top functions by self samples. */
export function summarise(profile: Profiler.Profile, file: string, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const resolved = new Map<number, Area>();
  /** Socket or file I/O when the nearest scripted caller is node's net/stream or fs code. */
  function ioOf(id: number): Area | null {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)?.callFrame.url ?? '';
      if (url === '') continue;
      if (/^node:(net|dgram|internal\/stream_base_commons|internal\/child_process)/.test(url))
        return 'socket I/O';
      if (/^node:(fs|internal\/fs)/.test(url)) return 'file I/O';
      return null;
    }
    return null;
  }
  function resolve(id: number): Area {
    const known = resolved.get(id);
    if (known) return known;
    const node = byId.get(id);
    let area: Area = 'V8, native (program)';
    if (node) {
      const own = areaOf(node.callFrame);
      const up = parent.get(id);
      // A builtin (JSON.parse, Array.prototype.map…) counts for the code that called it;
      // the native end of a socket's or a file's read or write, as such.
      area = own ?? (up === undefined ? 'V8, native (program)' : (ioOf(up) ?? resolve(up)));
    }
    resolved.set(id, area);
    return area;
  }
  const samples = profile.samples ?? [];
  const total = samples.length;
  const areas = new Map<Area, number>(AREAS.map((a) => [a, 0]));
  const others = new Map<string, number>();
  const functions = new Map<string, FunctionShare>();
  const hits = new Map<number, number>();
  for (const id of samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (!node) continue;
    const area = resolve(id);
    areas.set(area, (areas.get(area) ?? 0) + count);
    if (area === 'other packages') {
      const name = packageOf(node.callFrame.url) ?? node.callFrame.url;
      others.set(name, (others.get(name) ?? 0) + count);
    }
    if (area === 'idle' || area === 'GC' || node.callFrame.functionName.startsWith('(')) continue;
    const name = node.callFrame.functionName || '(anonymous)';
    const where = whereOf(node.callFrame);
    const key = `${name}\u0000${where}`;
    const entry = functions.get(key) ?? { name, where, area, samples: 0, share: 0 };
    entry.samples += count;
    functions.set(key, entry);
  }
  const share = (n: number) => (total === 0 ? 0 : n / total);
  return {
    file,
    samples: total,
    seconds: (profile.endTime - profile.startTime) / 1e6,
    areas: new Map([...areas].map(([a, n]) => [a, share(n)])),
    others: [...others]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([name, n]) => [name, share(n)]),
    top: [...functions.values()]
      .sort((x, y) => y.samples - x.samples)
      .slice(0, top)
      .map((f) => ({ ...f, share: share(f.samples) })),
  };
}

/**
 * The sampling profiler of this process: `start()` and `stop()` bracket what is profiled;
 * `stop()` writes the gzipped profile to `file` (relative to the repository) and keeps
 * its summary in `summary`.
 */
export function cpuProfiler(file: string): {
  start(): Promise<void>;
  stop(): Promise<void>;
  summary(): ProfileSummary | null;
} {
  const session = new Session();
  let summary: ProfileSummary | null = null;
  return {
    async start() {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await session.post('Profiler.disable');
      session.disconnect();
      const target = path.join(ROOT, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, zlib.gzipSync(JSON.stringify(profile)));
      summary = summarise(profile, file);
    },
    summary: () => summary,
  };
}

// The load loop the money benches share: concurrent loops that repeat one step until the
// window closes, each operation timed, and only the operations that end inside the
// measured window counted (so a slow operation that straddles its start or end is not
// lost, nor counted twice).
import { percentile } from './lib';

/** A number of seconds from the environment (a bench's knob), or `fallback`. */
export function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of seconds`);
  return value;
}

/**
 * Warm-up and measured window of every scenario of (f), (h), (j) and (k): 1 s and 5 s
 * unless `BENCH_WARMUP_SECONDS` / `BENCH_MEASURE_SECONDS` say otherwise (short runs
 * while developing; the recorded run uses the defaults).
 */
export const WARMUP_MS = seconds('BENCH_WARMUP_SECONDS', 1) * 1_000;
export const MEASURE_MS = seconds('BENCH_MEASURE_SECONDS', 5) * 1_000;

export interface Window {
  warmupMs: number;
  measureMs: number;
}

export const WINDOW: Window = { warmupMs: WARMUP_MS, measureMs: MEASURE_MS };

/** Times one operation; it counts when it ends inside the measured window. */
export type Timed = <T>(work: () => Promise<T>) => Promise<T>;

export interface Step {
  (context: {
    /** Which loop (0 … loops − 1). */
    loop: number;
    /** How many steps this loop has made before this one. */
    iteration: number;
    timed: Timed;
    /** Notes an operation the app refused or that failed: each one is a finding. */
    refuse: (reason: string) => void;
  }): Promise<void>;
}

export interface Driven {
  /** Operations that ended inside the measured window. */
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Refusals and failures, in the window or not. */
  refused: string[];
}

/**
 * Runs `loops` concurrent loops of `step` for the warm-up and the measured window.
 * `during`, if given, is started when the measured window opens and stopped when it
 * closes (a CPU profiler), on timers, whatever the loops are doing then.
 */
export async function drive(
  loops: number,
  step: Step,
  options: { window?: Window; during?: { start(): Promise<void>; stop(): Promise<void> } } = {},
): Promise<Driven> {
  const { warmupMs, measureMs } = options.window ?? WINDOW;
  const began = performance.now();
  const from = began + warmupMs;
  const to = from + measureMs;
  const times: number[] = [];
  const refused: string[] = [];
  const timed: Timed = async (work) => {
    const started = performance.now();
    const result = await work();
    const ended = performance.now();
    if (ended >= from && ended <= to) times.push(ended - started);
    return result;
  };
  const refuse = (reason: string) => {
    refused.push(reason);
  };
  const { during } = options;
  // Started when the window opens and stopped when it closes: on timers, and at each step's
  // boundary too, since work that never leaves the microtask queue (PGlite's) can hold
  // timers back past the window.
  const profiler: { started?: Promise<void>; stopped?: Promise<void> } = {};
  const start = () => {
    if (!during || profiler.started) return;
    profiler.started = during.start();
  };
  const stop = () => {
    if (!during || !profiler.started || profiler.stopped) return;
    profiler.stopped = profiler.started.then(() => during.stop());
  };
  const timers = during
    ? [setTimeout(start, warmupMs), setTimeout(stop, warmupMs + measureMs)]
    : [];
  async function loop(no: number): Promise<void> {
    for (let iteration = 0; performance.now() < to; iteration += 1) {
      if (during && performance.now() >= from) start();
      try {
        await step({ loop: no, iteration, timed, refuse });
      } catch (error) {
        refuse(error instanceof Error ? error.message : String(error));
      }
    }
    stop();
  }
  try {
    await Promise.all(Array.from({ length: loops }, (_, no) => loop(no)));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    stop();
    await profiler.stopped;
  }
  return {
    count: times.length,
    perSecond: times.length / (measureMs / 1_000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    refused,
  };
}

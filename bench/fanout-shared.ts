// What bench/sports-fanout.ts and its server process (bench/fanout-server.ts) share.

export interface FanoutRun {
  type: 'run';
  /** How long to publish. */
  durationMs: number;
  /** One message (one event's markets) every `intervalMs`. */
  intervalMs: number;
}

export interface FanoutStats {
  type: 'stats';
  published: number;
  /** Per message: the synchronous time of the publish call (serialise + write to every socket). */
  publishMs: number[];
  /**
   * The same calls' CPU time (process.cpuUsage): unlike the wall time, not stretched when
   * the machine's other work takes the core away, so it compares code before and after.
   */
  publishCpuMs: number[];
  /** Messages that were due but published late by more than one interval (the timer fell behind). */
  late: number;
  cpuSeconds: number;
  wallSeconds: number;
  memory: { rssMb: number; heapUsedMb: number };
  peakMemory: { rssMb: number; heapUsedMb: number };
  /** Memory after start-up, before any client connected. */
  idleMemory: { rssMb: number; heapUsedMb: number };
  /** Bytes of one message frame (the largest). */
  frameBytes: number;
}

export const EVENTS = 20;
export const MARKETS_PER_EVENT = 10;

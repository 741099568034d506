/** Between two sweeps of a table nobody on this process is looking at. */
export const IDLE_SWEEP_MS = 10_000;

/**
 * A shared table's clock: `tick` every `tickMs` while players on this process are at
 * the table (`busy`), so rounds open and settle on time, and every `idleMs` otherwise,
 * only to settle what another process left behind. Without the idle pace, every process
 * of an idle platform queried the database several times a second (a quarter of a core
 * on PGlite, seen in a profile of the configuration bench). One tick at a time. Answers
 * a stop that waits for a tick in flight.
 */
export function startTicker(
  tick: () => Promise<void>,
  options: {
    tickMs: number;
    busy: () => boolean;
    idleMs?: number;
    /** A failed tick (the next one tries again; a broken one must not stop the table). */
    onError?: (error: unknown) => void;
  },
): () => Promise<void> {
  const idleMs = options.idleMs ?? IDLE_SWEEP_MS;
  let running: Promise<void> | null = null;
  let last = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    if (running) return;
    if (!options.busy() && Date.now() - last < idleMs) return;
    last = Date.now();
    running = tick()
      .catch(options.onError ?? ((error: unknown) => console.error('house: a tick failed', error)))
      .finally(() => {
        running = null;
      });
  }, options.tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

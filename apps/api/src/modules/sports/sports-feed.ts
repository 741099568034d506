import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  FEED_PRODUCER_DOWN_MS,
  FEED_PRODUCER_STALE_MS,
  FEED_PRODUCERS,
  type FeedMessage,
  type FeedProducer,
} from '@tribuna/contracts/sports-feed';
import { AppError } from '../../lib/app-error';
import type { SimulatorFinished, SimulatorStatus } from '@tribuna/contracts/sports-office';
import type { DbOrTx } from '../../db/database';
import { jobHolder, newHolderName, type Hold, type JobDefinition } from '../../kernel/jobs';
import type { BusMessage } from '../../lib/bus';
import type { SettlementHooks, SportsContext } from './sports-context';
import { createFeedIngestion, FeedLeaseLostError } from './sports-feed-ingest';
import { createFeedPublisher } from './sports-feed-publish';
import type { FeedSource } from './sports-feed-source';
import { createFeedWatchdog } from './sports-feed-watchdog';
import { sportsEvents, sportsSimulatorState } from './sports.schema';

export interface SportsFeedOptions {
  /** `simulated` runs the built-in simulated feed (on the process holding its job). */
  feed?: 'simulated' | 'off';
  /** Simulated time per real time (20: twenty seconds of play per second). */
  speed?: number;
  /** The simulated world's seed (same seed, same matches). */
  seed?: string;
  /** Another source of messages than the simulator (tests); implies the feed runs. */
  source?: FeedSource;
  /** This process's name in the job's lease: its job runner's (app.ts passes it). */
  holder?: string;
  leaseTtlMs?: number;
  renewMs?: number;
  advanceMs?: number;
  watchdogMs?: number;
  /** Producers written this long ago are down (default FEED_PRODUCER_STALE_MS). */
  producerStaleMs?: Record<FeedProducer, number>;
  /** Producers silent this long are down (default FEED_PRODUCER_DOWN_MS). */
  producerDownMs?: number;
  /** Real time in ms, for the source and the watchdog. */
  now?: () => number;
  onError?: (error: unknown, what: string) => void;
  /** What was refused or ignored but is not an error (a feed correction we keep ours over). */
  warn?: (what: string) => void;
}

/** The held job that runs the feed: its lease says which process does. */
export const FEED_JOB = 'sports.feed';
/** Console requests to the process holding the feed, and their answers. */
const SIMULATOR_TOPIC = 'sports.simulator';
const CONSOLE_REQUEST = 'sports.simulator.console';
const CONSOLE_ANSWER = 'sports.simulator.done';
const FORWARD_TIMEOUT_MS = 5000;
/** The holder refuses a request this long before its caller gives up, leaving time to write it. */
const DEADLINE_MARGIN_MS = 2000;
/** Console requests remembered by the holder (a forward seen twice applies once). */
const APPLIED_KEPT = 1000;
const consoleBase = {
  request_id: z.string().min(1).max(300),
  reply_to: z.string(),
  feed_id: z.string(),
  /** Real ms after which the caller no longer waits: the holder does not apply it then. */
  deadline: z.number(),
};
const consoleRequestSchema = z.discriminatedUnion('action', [
  z.object({
    ...consoleBase,
    action: z.literal('score'),
    side: z.enum(['home', 'away']),
    points: z.number().int().min(1).max(10),
  }),
  /** Plays the match to its end now. */
  z.object({ ...consoleBase, action: z.literal('finish') }),
]);
type ConsoleRequest = z.infer<typeof consoleRequestSchema>;
/** A console request as its caller asks it (the routing fields are added on the way). */
type ConsoleAsk = ConsoleRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'reply_to' | 'deadline'>
    : never
  : never;
const consoleAnswerSchema = z.object({ ok: z.boolean() });

const uuidSchema = z.uuid();

function unavailable(): AppError {
  return new AppError(409, 'CONFLICT', 'sports.simulator_unavailable');
}

export type SportsFeed = ReturnType<typeof createSportsFeed>;

/**
 * The feed's runtime. Every process can ingest, but only the one holding the feed's job
 * (a held job, jobs.ts) runs the source (the simulator), its watchdog and the ingestion of
 * what it says, so each message is written once however many processes run. The source's
 * state is stored in the same transaction as the messages it produced, so a process
 * taking over goes on exactly from what was written (after suspending everything,
 * playing the stored world on to now and a recovery: the source's full picture of
 * everything unfinished).
 */
export function createSportsFeed(
  context: SportsContext,
  settlement: SettlementHooks,
  options: SportsFeedOptions,
) {
  const now = options.now ?? Date.now;
  const onError =
    options.onError ?? ((error: unknown, what: string) => console.error(`sports: ${what}`, error));
  const warn = options.warn ?? ((what: string) => console.warn(what));
  const enabled = options.source !== undefined || options.feed === 'simulated';
  // The simulator is loaded by the process that first holds the lease, not by every one.
  let source: FeedSource | null = options.source ?? null;
  async function loadSource(): Promise<FeedSource> {
    if (source) return source;
    const { simulatedSource } = await import('./sports-feed-simulated');
    source = simulatedSource({ seed: options.seed ?? 'tribuna', speed: options.speed ?? 20 });
    return source;
  }
  const holder = options.holder ?? newHolderName();
  const leaseTtlMs = options.leaseTtlMs ?? 3000;
  const renewMs = options.renewMs ?? 1000;
  const advanceMs = options.advanceMs ?? 250;
  const watchdogMs = options.watchdogMs ?? 100;

  const publisher = createFeedPublisher(context);
  /** The job's hold while this process runs the feed. */
  let lease: Hold | null = null;
  const open = createFeedIngestion(context, settlement, publisher, { onError, warn });
  const fenced = createFeedIngestion(context, settlement, publisher, {
    onError,
    warn,
    fence: (tx) => (lease ? lease.holds(tx) : Promise.resolve(false)),
  });
  const watchdog = createFeedWatchdog({
    downMs: options.producerDownMs ?? FEED_PRODUCER_DOWN_MS,
    staleMs: options.producerStaleMs ?? FEED_PRODUCER_STALE_MS,
    now,
  });

  let holding = false;
  let paused = false;
  let busy = false;
  let takingOver = false;
  /** The source's state: the one stored with the last batch written, or later ones that said nothing but heartbeats. */
  let state: unknown = null;
  /** Producers back from silence whose recovery is still to be written. */
  const recovering = new Set<FeedProducer>();
  /** The watchdog's suspension in flight (it runs beside a busy loop, not behind it). */
  let suspending: Promise<void> = Promise.resolve();
  /** Batches this process has written (the lease's holder writes, no other). */
  let batchesWritten = 0;
  /** Console requests applied lately, so one forwarded twice scores once. */
  const applied = new Map<string, boolean>();
  // The holder's work runs one piece at a time, in order: batches, console scores and
  // recoveries. The watchdog's suspensions do not wait in this queue.
  let queue: Promise<void> = Promise.resolve();

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Wakes the job's run when the feed stops being ours (a fenced write was refused). */
  let steppedDown: () => void = () => undefined;

  function stepDown(): void {
    holding = false;
    state = null;
    recovering.clear();
    steppedDown();
  }

  /** Stores `next` in the same transaction as the messages it produced. */
  function saving(from: FeedSource, next: unknown): (tx: DbOrTx) => Promise<void> {
    return async (tx) => {
      const at = context.clock();
      await tx
        .insert(sportsSimulatorState)
        .values({ feedId: from.id, state: next, updatedAt: at })
        .onConflictDoUpdate({
          target: sportsSimulatorState.feedId,
          set: { state: next, updatedAt: at },
        });
    };
  }

  /**
   * Writes a step of the source: its messages and the state after them, atomically; true
   * when written. A batch of heartbeats only writes nothing (the stored state is then a
   * little behind, but agrees with everything written). On a failure nothing is written
   * and `state` stays as it was: the next tick tries again from it.
   */
  async function write(from: FeedSource, messages: FeedMessage[], next: unknown): Promise<boolean> {
    const quiet = messages.every((m) => m.type === 'heartbeat');
    try {
      if (!quiet) {
        await fenced.ingestBatch(messages, saving(from, next));
        batchesWritten += 1;
      }
    } catch (error) {
      if (error instanceof FeedLeaseLostError) stepDown();
      else onError(error, 'writing a feed batch failed (retried from the same state)');
      return false;
    }
    if (holding) state = next;
    return holding;
  }

  function heartbeatsOf(messages: FeedMessage[]): Set<FeedProducer> {
    return new Set(messages.filter((m) => m.type === 'heartbeat').map((m) => m.producer));
  }

  /** Producers back from silence get everything unfinished again, once their markets' suspension is done. */
  async function recover(from: FeedSource): Promise<void> {
    if (recovering.size === 0 || state === null) return;
    await suspending;
    const current = state;
    if (await write(from, from.recovery(current, now()), current)) recovering.clear();
  }

  /** A step of the source; its heartbeats, once written, keep their producers fresh. */
  async function step(from: FeedSource, messages: FeedMessage[], next: unknown): Promise<boolean> {
    if (!(await write(from, messages, next))) return false;
    for (const producer of heartbeatsOf(messages)) {
      if (watchdog.heard(producer)) recovering.add(producer);
    }
    await recover(from);
    return true;
  }

  async function loadState(from: FeedSource): Promise<unknown> {
    const [row] = await context.db
      .select({ state: sportsSimulatorState.state })
      .from(sportsSimulatorState)
      .where(eq(sportsSimulatorState.feedId, from.id));
    if (!row) return null;
    const restored = from.restore(row.state);
    if ('reason' in restored) {
      onError(new Error(restored.reason), 'the stored feed state was dropped: a new world starts');
      return null;
    }
    if (restored.note) warn(`sports: ${restored.note}`);
    return restored.state;
  }

  async function persist(): Promise<void> {
    if (!source || state === null || !holding) return;
    await fenced.ingestBatch([], saving(source, state));
  }

  /**
   * Taking the feed over (or a first start). What the stored state says may be old (the
   * previous holder crashed): every market is suspended first, the stored world is played
   * on to now and written, and only then does the recovery reopen markets at today's
   * prices. Any failure hands the job back, for this or another process to try again.
   */
  async function takeOver(): Promise<void> {
    const from = await loadSource();
    holding = true;
    takingOver = true;
    try {
      await serial(async () => {
        await fenced.suspendProducers([...FEED_PRODUCERS]);
        const stored = await loadState(from);
        let current = stored ?? from.create(now());
        if (stored !== null) {
          const advanced = from.advance(current, now());
          await fenced.ingestBatch(advanced.messages, saving(from, advanced.state));
          batchesWritten += 1;
          current = advanced.state;
        }
        await fenced.ingestBatch(from.recovery(current, now()), saving(from, current));
        batchesWritten += 1;
        state = current;
        recovering.clear();
      });
      watchdog.reset();
    } catch (error) {
      if (!(error instanceof FeedLeaseLostError)) onError(error, 'taking the feed over failed');
      stepDown();
    } finally {
      takingOver = false;
    }
  }

  function tick(): void {
    const from = source;
    if (!from || !holding || busy || takingOver) return;
    // A stopped source is asked and says nothing: silence, as a feed that stopped.
    if (paused) {
      watchdog.asked(new Set());
      return;
    }
    busy = true;
    void serial(async () => {
      if (!holding || state === null) return;
      const advanced = from.advance(state, now());
      watchdog.asked(heartbeatsOf(advanced.messages));
      await step(from, advanced.messages, advanced.state);
    })
      .catch((error: unknown) => onError(error, 'the feed loop failed'))
      .finally(() => {
        busy = false;
      });
  }

  /**
   * Runs beside the loop, busy or not: a silent source suspends its producers' markets
   * within a second, a loop that stalls only once what it wrote is too old.
   */
  function guard(): void {
    if (!holding || takingOver) return;
    const down = watchdog.check();
    if (down.length === 0) return;
    const previous = suspending;
    suspending = previous
      .then(() => fenced.suspendProducers(down))
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof FeedLeaseLostError) stepDown();
          else {
            onError(error, `suspending the ${down.join(' and ')} producers' markets failed`);
            // Not suspended: try again on the next check.
            for (const producer of down) watchdog.undo(producer);
          }
        },
      );
  }

  /**
   * The feed's held job: while this process holds it, the source runs, the watchdog
   * watches and console requests are answered here. A graceful stop stores the state
   * first; a lost hold stores nothing (another process writes now).
   */
  async function run(hold: Hold): Promise<void> {
    lease = hold;
    const offRequests = context.bus.subscribe(SIMULATOR_TOPIC, onRequest);
    const timers: NodeJS.Timeout[] = [];
    try {
      await offRequests.ready;
      const lost = new Promise<'lost'>((resolve) => {
        steppedDown = () => resolve('lost');
      });
      await takeOver();
      // Not taken over: the job goes back, for this or another process to try again.
      if (!holding) return;
      timers.push(setInterval(tick, advanceMs), setInterval(guard, watchdogMs));
      for (const timer of timers) timer.unref();
      const why = await Promise.race([hold.ended, lost]);
      for (const timer of timers) clearInterval(timer);
      await queue;
      await suspending;
      if (why === 'stop' && holding) {
        await persist().catch((error: unknown) => onError(error, 'handing the feed over failed'));
      }
      stepDown();
    } finally {
      for (const timer of timers) clearInterval(timer);
      steppedDown = () => undefined;
      offRequests();
      lease = null;
    }
  }

  /** The feed's held job (none when the feed is off). */
  const jobs: JobDefinition[] = enabled
    ? [{ kind: 'held', name: FEED_JOB, leaseMs: leaseTtlMs, renewMs, run }]
    : [];

  /**
   * A console request on the holder: true once written (with the state that has it),
   * false when nothing was written, null when this process turned out not to hold the
   * feed (another answers). A request seen before answers what it answered then.
   */
  async function applyHere(request: ConsoleRequest): Promise<boolean | null> {
    return serial(async () => {
      const seen = applied.get(request.request_id);
      if (seen !== undefined) return seen;
      if (!source || !holding || state === null) return null;
      // The caller has given up (and answered 409): writing now would contradict it.
      if (now() > request.deadline) return false;
      const step =
        request.action === 'score'
          ? source.score(state, request.feed_id, request.side, request.points, now())
          : (source.finish?.(state, request.feed_id, now()) ?? null);
      let ok = false;
      if (step) ok = await write(source, step.messages, step.state);
      if (!holding) return null;
      applied.set(request.request_id, ok);
      if (applied.size > APPLIED_KEPT) {
        const oldest = applied.keys().next();
        if (!oldest.done) applied.delete(oldest.value);
      }
      return ok;
    });
  }

  /** Asks the holder (maybe another process) through the bus, and waits for its answer. */
  async function forward(request: ConsoleRequest): Promise<boolean> {
    let answer: (ok: boolean) => void = () => undefined;
    const answered = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const subscription = context.bus.subscribe(request.reply_to, (message) => {
      const parsed = consoleAnswerSchema.safeParse(message.data);
      if (message.type === CONSOLE_ANSWER && parsed.success) answer(parsed.data.ok);
    });
    const timer = setTimeout(() => answer(false), FORWARD_TIMEOUT_MS);
    try {
      await subscription.ready;
      await context.bus.publish(SIMULATOR_TOPIC, { type: CONSOLE_REQUEST, data: request });
      return await answered;
    } finally {
      clearTimeout(timer);
      subscription();
    }
  }

  function onRequest(message: BusMessage): void {
    if (message.type !== CONSOLE_REQUEST || !holding) return;
    const request = consoleRequestSchema.safeParse(message.data);
    if (!request.success) return;
    void applyHere(request.data)
      .catch((error: unknown) => {
        onError(error, `a console ${request.data.action} failed`);
        return false;
      })
      .then((ok) =>
        // Not the holder after all: the holder answers, not us.
        ok === null
          ? undefined
          : context.bus.publish(request.data.reply_to, { type: CONSOLE_ANSWER, data: { ok } }),
      )
      .catch((error: unknown) => onError(error, 'answering a console request failed'));
  }

  /** Applies a console request on whichever process runs the feed; 409 when nothing was done. */
  async function consoleCall(ask: ConsoleAsk): Promise<void> {
    const request = {
      ...ask,
      reply_to: `${SIMULATOR_TOPIC}:${ask.request_id}`,
      deadline: now() + FORWARD_TIMEOUT_MS - DEADLINE_MARGIN_MS,
    };
    const here = holding ? await applyHere(request) : null;
    const ok = here ?? (await forward(request));
    if (!ok) throw unavailable();
  }

  async function eventOf(eventId: string) {
    if (!enabled || !uuidSchema.safeParse(eventId).success) throw unavailable();
    const [event] = await context.db
      .select({
        feedId: sportsEvents.feedId,
        status: sportsEvents.status,
        score: sportsEvents.score,
      })
      .from(sportsEvents)
      .where(eq(sportsEvents.id, eventId));
    if (!event) throw unavailable();
    return event;
  }

  return {
    /** This process's name in the lease. */
    holder,

    /** Whether this process runs the feed now. */
    isHolder(): boolean {
      return holding;
    },

    /** This process's view of where the feed runs (the office's status, scale-out tests). */
    async status(): Promise<SimulatorStatus> {
      return {
        feed: enabled ? 'simulated' : 'off',
        process: holder,
        running_here: holding,
        holder: enabled ? await jobHolder(context.db, FEED_JOB) : null,
        batches_written: batchesWritten,
      };
    },

    /** Ingests one message now, outside the lease (adapters that push, and tests). */
    ingest(message: FeedMessage): Promise<void> {
      return open.ingest(message);
    },

    /** Stops the source (its heartbeats stop too: the watchdog suspends its markets). */
    pause(): void {
      paused = true;
    },

    resume(): void {
      paused = false;
    },

    /** Resolves once the work queued so far is done (tests). */
    settled(): Promise<void> {
      return serial(() => Promise.resolve());
    },

    simulator: {
      /**
       * The office's console: `side` scores `points` in a live event (our id) now, on
       * whichever process runs the feed.
       */
      async score(
        eventId: string,
        side: 'home' | 'away',
        points: number,
        /** The console's request id (e.g. its Idempotency-Key): the same id scores once. */
        requestId: string = crypto.randomUUID(),
      ): Promise<void> {
        const event = await eventOf(eventId);
        if (event.status !== 'live') throw unavailable();
        await consoleCall({
          action: 'score',
          request_id: `score:${requestId}`,
          feed_id: event.feedId,
          side,
          points,
        });
      },

      /**
       * The office's console: plays a live or upcoming event (our id) to its final whistle
       * now, and the feed settles it as at full time. Answers the final score once the
       * result is written (the bets' settlement follows it). A match already over answers
       * its final score, so a retried request answers as the first did.
       */
      async finish(
        eventId: string,
        /** The console's request id (e.g. its Idempotency-Key): the same id finishes once. */
        requestId: string = crypto.randomUUID(),
      ): Promise<SimulatorFinished> {
        const event = await eventOf(eventId);
        if (event.status !== 'ended') {
          if (event.status !== 'live' && event.status !== 'not_started') throw unavailable();
          await consoleCall({
            action: 'finish',
            request_id: `finish:${requestId}`,
            feed_id: event.feedId,
          });
        }
        const ended = await eventOf(eventId);
        if (ended.status !== 'ended') throw unavailable();
        return {
          event_id: eventId,
          status: 'ended',
          score: { home: ended.score?.home ?? 0, away: ended.score?.away ?? 0 },
        };
      },
    },

    jobs,
  };
}

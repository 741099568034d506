import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  SIGNATURE_HEADER,
  providerCallPath,
  type ProviderCall,
  type ProviderError,
  type WalletAnswer,
} from '@tribuna/contracts/casino-provider';
import { signBody } from './casino-signature';

/** How the simulator reaches the API: `app.inject` in tests, or HTTP to a real port. */
export type Transport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; json: unknown }>;

export function injectTransport(app: FastifyInstance): Transport {
  return async (path, headers, body) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: res.statusCode, json: res.json() };
  };
}

export function httpTransport(origin: string): Transport {
  return async (path, headers, body) => {
    const res = await fetch(`${origin}${path}`, { method: 'POST', headers, body });
    return { status: res.status, json: await res.json() };
  };
}

export type Reply =
  | { status: 200; ok: true; answer: WalletAnswer }
  | { status: number; ok: false; error: ProviderError };

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/**
 * A game provider as an aggregator plays against our seamless wallet: signs every body
 * with its secret, plays rounds, and sends what real networks send (duplicates, a win
 * while its bet is still in flight, a rollback before its bet, a rollback twice,
 * concurrent bets of one player).
 */
export function createProviderSimulator(options: {
  transport: Transport;
  host: string;
  provider: string;
  secret: string;
}) {
  const { transport, host, provider, secret } = options;

  async function send(
    call: ProviderCall,
    body: Record<string, unknown>,
    tamper?: { signature?: string; raw?: string },
  ): Promise<Reply> {
    const text = tamper?.raw ?? JSON.stringify(body);
    const headers: Record<string, string> = {
      host,
      'content-type': 'application/json',
      'master-language': 'en_US',
      [SIGNATURE_HEADER]: tamper?.signature ?? signBody(secret, text),
    };
    const { status, json } = await transport(providerCallPath(provider, call), headers, text);
    if (status === 200) {
      return { status: 200, ok: true, answer: (json as { response: WalletAnswer }).response };
    }
    return { status, ok: false, error: json as ProviderError };
  }

  /** One game session's calls, as the provider makes them with the launch's token. */
  function session(token: string, game: string, currency: string) {
    const base = () => ({ request_id: newId('req'), token, game });
    return {
      token,
      /** Who plays: `session`, answered with a SessionAnswer rather than a WalletAnswer. */
      async authenticate(): Promise<{ status: number; body: unknown }> {
        const text = JSON.stringify(base());
        const { status, json } = await transport(
          providerCallPath(provider, 'session'),
          {
            host,
            'content-type': 'application/json',
            'master-language': 'en_US',
            [SIGNATURE_HEADER]: signBody(secret, text),
          },
          text,
        );
        return { status, body: json };
      },
      balance: () => send('balance', base()),
      bet: (amount: number, round: string, transaction = newId('bet')) =>
        send('bet', { ...base(), transaction_id: transaction, round_id: round, amount, currency }),
      win: (amount: number, round: string, transaction = newId('win')) =>
        send('win', { ...base(), transaction_id: transaction, round_id: round, amount, currency }),
      rollback: (reference: string, round: string, transaction = newId('rb')) =>
        send('rollback', {
          ...base(),
          transaction_id: transaction,
          round_id: round,
          reference_transaction_id: reference,
          currency,
        }),
      endRound: (round: string) => send('end-round', { ...base(), round_id: round }),
      /** Any body, e.g. with another currency, or sent twice with the same ids. */
      send: (call: ProviderCall, body: Record<string, unknown>) =>
        send(call, { ...base(), ...body }),

      /** A whole round: bet, win (maybe 0), end. */
      async playRound(bet: number, win: number): Promise<{ round: string; replies: Reply[] }> {
        const round = newId('round');
        const replies = [await this.bet(bet, round)];
        if (replies[0]?.ok) {
          replies.push(await this.win(win, round));
          replies.push(await this.endRound(round));
        }
        return { round, replies };
      },
    };
  }

  return { send, session };
}

export type ProviderSimulator = ReturnType<typeof createProviderSimulator>;
export type SimulatedSession = ReturnType<ProviderSimulator['session']>;

// ---- Aggregator mode ----------------------------------------------------------------
//
// Many rounds of several players, played as an aggregator's retry queue plays them:
// messages duplicated, answers lost and the call sent again, bets that time out rolled
// back (and the bet itself arriving after its rollback), wins whose request was lost sent
// again after the round's end, a player's rounds overlapping, sessions expiring mid-round.
// Time is in ticks: every message due at a tick is sent at once (concurrently), and the
// next tick starts when all of them are answered, so a schedule fixes what overtakes what.

/**
 * What happens to a round's bet: `once`; `twice` (a duplicate right after the answer);
 * `twins` (two copies at once); `retried` (the answer is lost, the same bet is sent again
 * a step later and that answer counts); `rolled-back` (the answer is lost and the provider
 * rolls the bet back, as Hub88's retry policy asks); `late` (the request is held up: the
 * provider times out and rolls back, and the bet itself arrives `lateBy` ticks after its
 * rollback is sent, 0 meaning together).
 */
export const BET_FATES = ['once', 'twice', 'twins', 'retried', 'rolled-back', 'late'] as const;
/** `after-end`: the win's request is lost, the round's end goes first, then the win again. */
export const WIN_FATES = ['once', 'twice', 'retried', 'after-end'] as const;
export const END_FATES = ['once', 'twice', 'retried'] as const;
export type BetFate = (typeof BET_FATES)[number];
export type WinFate = (typeof WIN_FATES)[number];
export type EndFate = (typeof END_FATES)[number];

export interface PlannedRound {
  /** Index of the player's session. */
  player: number;
  /** The tick its bet is sent. */
  start: number;
  /** Ticks from one step of the round to the next (at least 1). */
  gap: number;
  bet: number;
  /** 0: a lost round (the win call still tells the wallet). */
  win: number;
  betFate: BetFate;
  winFate: WinFate;
  endFate: EndFate;
  /** For a `late` bet: ticks after its rollback that the bet arrives. */
  lateBy: number;
}

export interface AggregatorSchedule {
  rounds: PlannedRound[];
  /** Per player: the tick at whose start the session expires, or null. */
  expiries: (number | null)[];
}

export type AggregatorCall = 'bet' | 'win' | 'rollback' | 'end-round';

/** One message as it went. `sentAt` and `answeredAt` order every send and answer of a run. */
export interface Delivery {
  /** The tick it was sent at. */
  tick: number;
  player: number;
  round: string;
  call: AggregatorCall;
  transaction: string | null;
  /** A rollback's bet. */
  reference: string | null;
  amount: number;
  /** False when the answer never reached the provider (lost, or the call had timed out). */
  heard: boolean;
  sentAt: number;
  answeredAt: number;
  reply: Reply;
}

/** A round as the provider concluded it. */
export interface AggregatedRound {
  plan: PlannedRound;
  round: string;
  betId: string;
  winId: string;
  /** `taken`: the provider holds the stake; `refused`; `rolled-back`: it gave it back. */
  bet: 'taken' | 'refused' | 'rolled-back';
  paid: boolean;
  ended: boolean;
  /** A call the provider gave up on after `maxAttempts` (none should be). */
  stuck: string | null;
}

const RETRYABLE = new Set(['TRANSACTION_NOT_FOUND']);

/**
 * Plays a schedule against the wallet with the sessions' tokens. `expire` ends a player's
 * session (the test reaches the casino's service for it). Answers every delivery and
 * what the provider concluded of every round.
 */
export async function playAsAggregator(
  sessions: readonly SimulatedSession[],
  schedule: AggregatorSchedule,
  hooks: { expire(player: number): Promise<void> },
  options: { maxAttempts?: number; maxTicks?: number } = {},
): Promise<{ deliveries: Delivery[]; rounds: AggregatedRound[] }> {
  const maxAttempts = options.maxAttempts ?? 5;
  const maxTicks = options.maxTicks ?? 1_000;
  const agenda = new Map<number, (() => Promise<void>)[]>();
  const deliveries: Delivery[] = [];
  let seq = 0;
  let now = -1;

  function at(tick: number, step: () => Promise<void>): void {
    if (tick <= now) throw new Error('aggregator: a step was planned in the past');
    const due = agenda.get(tick) ?? [];
    due.push(step);
    agenda.set(tick, due);
  }

  const rounds = schedule.rounds.map((plan): AggregatedRound => {
    const found = sessions[plan.player];
    if (!found) throw new Error(`aggregator: no session for player ${plan.player}`);
    const session: SimulatedSession = found;
    const result: AggregatedRound = {
      plan,
      round: newId('round'),
      betId: newId('bet'),
      winId: newId('win'),
      bet: 'refused',
      paid: false,
      ended: false,
      stuck: null,
    };
    const { round, betId, winId } = result;
    const gap = Math.max(1, plan.gap);

    async function deliver(
      call: AggregatorCall,
      fields: { transaction: string | null; reference?: string; amount?: number },
      heard: boolean,
      send: () => Promise<Reply>,
    ): Promise<Reply> {
      seq += 1;
      const sentAt = seq;
      const tick = now;
      const reply = await send();
      seq += 1;
      deliveries.push({
        tick,
        player: plan.player,
        round,
        call,
        transaction: fields.transaction,
        reference: fields.reference ?? null,
        amount: fields.amount ?? 0,
        heard,
        sentAt,
        answeredAt: seq,
        reply,
      });
      return reply;
    }

    const bet = (heard = true) =>
      deliver('bet', { transaction: betId, amount: plan.bet }, heard, () =>
        session.bet(plan.bet, round, betId),
      );
    const win = (heard = true) =>
      deliver('win', { transaction: winId, amount: plan.win }, heard, () =>
        session.win(plan.win, round, winId),
      );
    const end = (heard = true) =>
      deliver('end-round', { transaction: null }, heard, () => session.endRound(round));

    /** Retries `send` a step apart until it is answered 200 or refused for good. */
    function untilFinal(
      tick: number,
      name: string,
      send: () => Promise<Reply>,
      then: (tick: number, reply: Reply) => void | Promise<void>,
      attempt = 1,
    ): void {
      at(tick, async () => {
        const reply = await send();
        if (!reply.ok && RETRYABLE.has(reply.error.code)) {
          if (attempt >= maxAttempts) result.stuck = name;
          else untilFinal(tick + gap, name, send, then, attempt + 1);
          return;
        }
        await then(tick, reply);
      });
    }

    function ending(tick: number): void {
      const retry = (t: number) => untilFinal(t, 'end-round', () => end(), onEnded);
      const onEnded = (_: number, reply: Reply) => {
        if (reply.ok) result.ended = true;
        else result.stuck = `end-round ${reply.error.code}`;
      };
      if (plan.endFate === 'retried') {
        at(tick, async () => {
          await end(false);
          retry(tick + gap);
        });
      } else {
        untilFinal(
          tick,
          'end-round',
          () => end(),
          async (t, reply) => {
            onEnded(t, reply);
            if (plan.endFate === 'twice') await end();
          },
        );
      }
    }

    function rollingBack(tick: number): void {
      const rollbackId = newId('rb');
      const send = () =>
        deliver('rollback', { transaction: rollbackId, reference: betId }, true, () =>
          session.rollback(betId, round, rollbackId),
        );
      // A rollback is retried until it is answered: the provider must get its money back.
      const attempt = (t: number, n: number) =>
        at(t, async () => {
          const reply = await send();
          if (reply.ok) {
            result.bet = 'rolled-back';
            ending(t + gap);
          } else if (n >= maxAttempts) result.stuck = `rollback ${reply.error.code}`;
          else attempt(t + gap, n + 1);
        });
      attempt(tick, 1);
    }

    function paying(tick: number): void {
      const onPaid = async (t: number, reply: Reply) => {
        if (!reply.ok) {
          result.stuck = `win ${reply.error.code}`;
          return;
        }
        result.paid = true;
        if (plan.winFate === 'twice') await win();
        if (plan.winFate !== 'after-end') ending(t + gap);
      };
      if (plan.winFate === 'retried') {
        at(tick, async () => {
          await win(false);
          untilFinal(tick + gap, 'win', () => win(), onPaid);
        });
      } else if (plan.winFate === 'after-end') {
        // The win never arrived; the provider, not knowing, ends the round and resends it.
        ending(tick);
        untilFinal(tick + 2 * gap, 'win', () => win(), onPaid);
      } else {
        untilFinal(tick, 'win', () => win(), onPaid);
      }
    }

    /** A heard 200 takes the bet and the round goes on to its win (once, whatever comes after). */
    function heardBet(tick: number, reply: Reply): void {
      if (reply.ok && result.bet === 'refused') {
        result.bet = 'taken';
        paying(tick + gap);
      }
    }

    at(plan.start, async () => {
      const tick = plan.start;
      switch (plan.betFate) {
        case 'once':
          heardBet(tick, await bet());
          return;
        case 'twice': {
          const first = await bet();
          const second = await bet();
          heardBet(tick, first);
          // Refused first, taken by its duplicate (money came in between): give it back.
          if (!first.ok && second.ok) rollingBack(tick + gap);
          return;
        }
        case 'twins': {
          const [a, b] = await Promise.all([bet(), bet()]);
          if (a && b) heardBet(tick, a.ok ? a : b);
          return;
        }
        case 'retried':
          await bet(false);
          untilFinal(tick + gap, 'bet', () => bet(), heardBet);
          return;
        case 'rolled-back':
          await bet(false);
          rollingBack(tick + gap);
          return;
        case 'late':
          // Timed out: rolled back a tick later; the bet itself arrives later still.
          rollingBack(tick + 1);
          at(tick + 1 + plan.lateBy, async () => void (await bet(false)));
          return;
      }
    });
    return result;
  });

  for (let tick = 0; agenda.size > 0; tick += 1) {
    if (tick > maxTicks) throw new Error('aggregator: the schedule did not finish');
    for (const [player, expiry] of schedule.expiries.entries()) {
      if (expiry === tick) await hooks.expire(player);
    }
    now = tick;
    const due = agenda.get(tick) ?? [];
    agenda.delete(tick);
    await Promise.all(due.map((step) => step()));
  }
  return { deliveries, rounds };
}

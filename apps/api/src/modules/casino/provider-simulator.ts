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

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIGNATURE_HEADER,
  providerCallPath,
  providerErrorSchema,
  sessionAnswerResponseSchema,
  walletAnswerResponseSchema,
  type ProviderCall,
  type ProviderError,
  type SessionAnswer,
  type WalletAnswer,
} from '@tribuna/contracts/casino-provider';
import type { Language } from '@tribuna/contracts/languages';
import { CUMBRE_SLUG } from './cumbre-games';

/** A refusal as the platform worded it (`response`, in the player's language), or no answer. */
export type WalletRefusal =
  | { kind: 'refused'; status: number; error: ProviderError }
  | { kind: 'unreachable'; reason: string };

export type WalletReply<T> = { ok: true; answer: T } | ({ ok: false } & WalletRefusal);

/** Where a call goes: the operator's origin, and the brand's host (it picks the brand). */
export interface WalletTarget {
  origin: URL;
  host: string;
  language: Language;
}

const TIMEOUT_MS = 10_000;

/**
 * The origin of the server this process listens on, as the partner reaches it: the
 * wildcard addresses become loopback. Null before it listens.
 */
export function listeningOrigin(address: AddressInfo | string | null): URL | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return new URL(`http://${host}:${address.port}`);
}

/**
 * One POST by node:http (fetch cannot send another Host than the URL's, and the Host is
 * what names the brand to the platform).
 */
function post(
  target: WalletTarget,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.origin.hostname.replace(/^\[|\]$/g, ''),
        port: target.origin.port,
        path,
        method: 'POST',
        headers: { ...headers, host: target.host, 'content-length': Buffer.byteLength(body) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as unknown });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the wallet did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Cumbre's client of the operator's seamless wallet: every body signed with the shared
 * secret (hex HMAC-SHA256 of the raw body), every answer checked against the published
 * contract, exactly as an outside provider integrates.
 */
export function createCumbreWallet(secret: string) {
  async function call<T>(
    target: WalletTarget,
    name: ProviderCall,
    body: Record<string, unknown>,
    parse: (json: unknown) => T,
  ): Promise<WalletReply<T>> {
    const text = JSON.stringify({ request_id: `cumbre-${crypto.randomUUID()}`, ...body });
    const signature = crypto.createHmac('sha256', secret).update(text).digest('hex');
    let reply: { status: number; json: unknown };
    try {
      reply = await post(
        target,
        providerCallPath(CUMBRE_SLUG, name),
        {
          'content-type': 'application/json',
          'master-language': target.language,
          [SIGNATURE_HEADER]: signature,
        },
        text,
      );
    } catch (error) {
      return { ok: false, kind: 'unreachable', reason: String(error) };
    }
    if (reply.status === 200) {
      try {
        return { ok: true, answer: parse(reply.json) };
      } catch (error) {
        return { ok: false, kind: 'unreachable', reason: `unexpected answer: ${String(error)}` };
      }
    }
    const error = providerErrorSchema.safeParse(reply.json);
    return error.success
      ? { ok: false, kind: 'refused', status: reply.status, error: error.data }
      : { ok: false, kind: 'unreachable', reason: `HTTP ${reply.status}` };
  }

  const walletAnswer = (json: unknown): WalletAnswer =>
    walletAnswerResponseSchema.parse(json).response;

  return {
    session: (target: WalletTarget, token: string, game: string) =>
      call<SessionAnswer>(
        target,
        'session',
        { token, game },
        (json) => sessionAnswerResponseSchema.parse(json).response,
      ),
    balance: (target: WalletTarget, token: string, game: string) =>
      call(target, 'balance', { token, game }, walletAnswer),
    bet: (target: WalletTarget, move: Move) => call(target, 'bet', { ...move }, walletAnswer),
    win: (target: WalletTarget, move: Move) => call(target, 'win', { ...move }, walletAnswer),
    endRound: (target: WalletTarget, round: { token: string; game: string; round_id: string }) =>
      call(target, 'end-round', { ...round }, walletAnswer),
  };
}

export interface Move {
  token: string;
  game: string;
  transaction_id: string;
  round_id: string;
  amount: number;
  currency: string;
}

export type CumbreWallet = ReturnType<typeof createCumbreWallet>;

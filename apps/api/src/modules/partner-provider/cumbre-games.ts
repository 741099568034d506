import crypto from 'node:crypto';

// Cumbre Games, a demo third-party provider (ADR 0018). It is an outside party that our
// process happens to host: it knows the platform only through the launch URL it is given
// and the public, signed seamless-wallet API. Nothing here reads the casino's services
// or tables.

export const CUMBRE_SLUG = 'cumbre';
/** Where its pages live; the catalogue's launch URL is `${CUMBRE_BASE}/play`. */
export const CUMBRE_BASE = '/partner/cumbre';
export const CUMBRE_PLAY_PATH = `${CUMBRE_BASE}/play`;
export const CUMBRE_CSS_PATH = `${CUMBRE_BASE}/cumbre.css`;

export type CumbreGameId = 'dados' | 'frutas-clasicas';

export interface CumbreGame {
  id: CumbreGameId;
  name: string;
  /** Bet limits of demo play, which asks the platform nothing (minor units). */
  demoMinBet: number;
  demoMaxBet: number;
}

/** Its games, by the ids the operator's catalogue lists them under. */
export const CUMBRE_GAMES: Readonly<Record<CumbreGameId, CumbreGame>> = {
  dados: { id: 'dados', name: 'Dados', demoMinBet: 100, demoMaxBet: 1_000_000 },
  'frutas-clasicas': {
    id: 'frutas-clasicas',
    name: 'Frutas Clásicas',
    demoMinBet: 100,
    demoMaxBet: 500_000,
  },
};

/**
 * The secret Cumbre and the operator share, derived from the server's own root (itself
 * from SECRET_KEY or the data folder's key) with a fixed label: the seed registers it in
 * the catalogue and the partner signs with it, and it is never written in the code.
 */
export function cumbreSecret(partnersRoot: Buffer): string {
  return crypto.createHmac('sha256', partnersRoot).update(`provider:${CUMBRE_SLUG}`).digest('hex');
}

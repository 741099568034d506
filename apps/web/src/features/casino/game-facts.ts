import type { CasinoGame } from '@tribuna/contracts/casino';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf } from '@tribuna/contracts/money';

/** The brand's money (its configuration's currency): the catalogue's bet limits are in it. */
export interface CasinoMoney {
  currency: Currency;
  /** The currency's minor-unit exponent (`currency_decimals` of the configuration). */
  decimals: number;
}

/**
 * A declared RTP ("96.00", percent) as a percentage in the page's language ("96.00%",
 * "96,00 %"), with the decimals the catalogue declared: a player compares them as given.
 */
export function formatRtp(rtp: string, language: string): string {
  const value = Number(rtp);
  if (rtp.trim() === '' || !Number.isFinite(value)) return `${rtp}%`;
  const decimals = Math.min(2, rtp.split('.')[1]?.length ?? 0);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100);
}

/** A game's bet limits as the brand's money in the page's language. */
export function formatBetLimits(
  game: Pick<CasinoGame, 'min_bet' | 'max_bet'>,
  money: CasinoMoney,
  language: string,
): { min: string; max: string } {
  const format = (minor: number) => formatMoney(minor, money.currency, money.decimals, language);
  return { min: format(game.min_bet), max: format(game.max_bet) };
}

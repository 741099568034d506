import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf } from '@tribuna/contracts/money';

/** The brand's one currency: bonuses are kept in its minor units. */
export interface BonusMoney {
  currency: Currency;
  decimals: number;
}

/** What the section's parts need to say amounts, shares and moments in the player's way. */
export interface BonusFormat {
  money: (minor: number) => string;
  /** A whole percentage ("100 %" in Spanish, "100%" in English). */
  percent: (value: number) => string;
  /** Odds kept in hundredths, as decimal odds ("1.50", "1,50"). */
  odds: (x100: number) => string;
}

export function bonusFormat(money: BonusMoney, language: string): BonusFormat {
  const locale = localeOf(language);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const odds = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    money: (minor) => formatMoney(minor, money.currency, money.decimals, language),
    percent: (value) => percent.format(value / 100),
    odds: (x100) => odds.format(x100 / 100),
  };
}

/**
 * How much of the wagering is done, as a whole percentage from 0 to 100. Rounded down, so
 * the bar is full only once the wagering is: 99.9 % is not done.
 */
export function wageringPercent(progress: number, required: number): number {
  if (required <= 0) return 100;
  const share = Math.floor((Math.max(0, progress) * 100) / required);
  return Math.min(100, share);
}

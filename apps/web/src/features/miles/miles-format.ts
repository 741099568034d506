import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf } from '@tribuna/contracts/money';

/** The brand's currency, for what miles are worth in cash. */
export interface MilesMoney {
  currency: Currency;
  decimals: number;
}

/** How the section says miles, money, dates and shares in the player's language. */
export interface MilesFormat {
  miles: (count: number) => string;
  money: (minor: number) => string;
  /** A day in the brand's time zone ("28/11/2026"). */
  date: (iso: string) => string;
  /** A day and time in the brand's time zone. */
  dateTime: (iso: string) => string;
  percent: (value: number) => string;
}

export function milesFormat(money: MilesMoney, language: string, timeZone: string): MilesFormat {
  const locale = localeOf(language);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return {
    miles: (n) => count.format(n),
    money: (minor) => formatMoney(minor, money.currency, money.decimals, language),
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    percent: (value) => percent.format(value / 100),
  };
}

/** How far lifetime miles are towards the next tier's, as a whole percentage from 0 to 100. */
export function tierProgress(lifetime: number, threshold: number): number {
  if (threshold <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((lifetime * 100) / threshold)));
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf } from '@tribuna/contracts/money';
import { currentLanguage } from '../../lib/i18n';

/** What the sports pages need of the brand's configuration (given by the route). */
export interface SportsSite {
  currency: Currency;
  /** The currency's minor-unit exponent. */
  decimals: number;
  /** The brand's time zone: start times are said in it. */
  timeZone: string;
  /** The brand gives bonuses (its jurisdiction allows them): the slip offers free bets. */
  freeBets: boolean;
}

const SportsSiteContext = createContext<SportsSite>({
  currency: 'USD',
  decimals: 2,
  timeZone: 'UTC',
  freeBets: false,
});

export function SportsSiteProvider({ site, children }: { site: SportsSite; children: ReactNode }) {
  return <SportsSiteContext value={site}>{children}</SportsSiteContext>;
}

export function useSportsSite(): SportsSite {
  return useContext(SportsSiteContext);
}

/** Money of the brand in the page's language. */
export function useMoney(): (minor: number) => string {
  const site = useSportsSite();
  const language = currentLanguage();
  return (minor) => formatMoney(minor, site.currency, site.decimals, language);
}

function dateFormat(language: string, timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = withDay
    ? { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
    : { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone });
  } catch {
    // An unknown zone name: the visitor's own zone rather than nothing.
    return new Intl.DateTimeFormat(localeOf(language), options);
  }
}

/** A start time in the brand's zone: the time alone today, with the day otherwise. */
export function formatStart(iso: string, language: string, timeZone: string, now = new Date()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = (moment: Date) =>
    dateFormat(language, timeZone, true)
      .formatToParts(moment)
      .filter((p) => p.type === 'day' || p.type === 'month')
      .map((p) => p.value)
      .join('-');
  const today = day(date) === day(now);
  return dateFormat(language, timeZone, !today).format(date);
}

/** A moment (bet placed) with date and time in the brand's zone. */
export function formatMoment(iso: string, language: string, timeZone: string): string {
  return dateFormat(language, timeZone, true).format(new Date(iso));
}

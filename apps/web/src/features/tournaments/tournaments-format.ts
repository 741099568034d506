import type { TFunction } from 'i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf } from '@tribuna/contracts/money';
import type { TournamentPrize, TournamentScoring } from '@tribuna/contracts/tournaments';

/** The brand's money and time zone, as the route gives them to the pages and the widget. */
export interface TournamentSite {
  currency: Currency;
  /** The currency's minor-unit exponent. */
  decimals: number;
  /** The brand's time zone: dates are said in it. */
  timeZone: string;
}

/**
 * Points as the scoring counts them: a multiplier in hundredths as `x12.50`, an amount
 * wagered as money, a sports tournament's points as a whole number.
 */
export function formatPoints(
  points: number,
  scoring: TournamentScoring,
  site: TournamentSite,
  language: string,
): string {
  if (scoring === 'wagered') return formatMoney(points, site.currency, site.decimals, language);
  const locale = localeOf(language);
  if (scoring === 'sports_odds') return new Intl.NumberFormat(locale).format(points);
  const multiplier = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(points / 100);
  return `x${multiplier}`;
}

/** Whole miles (or any count) in the page's language's grouping ("1,500", "1.500"). */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(count);
}

/** What one place of a prize wins, in words ("$ 100.00", "5,000 miles", the bonus's name). */
export function prizeText(
  prize: TournamentPrize,
  site: TournamentSite,
  language: string,
  t: TFunction,
): string {
  switch (prize.kind) {
    case 'cash':
      return formatMoney(prize.amount, site.currency, site.decimals, language);
    case 'miles':
      return t('tournaments.prize.miles', {
        count: prize.amount,
        miles: formatCount(prize.amount, language),
      });
    case 'bonus':
      return prize.campaign_name ?? t('tournaments.prize.bonus');
    case 'free_spins':
      return prize.campaign_name ?? t('tournaments.prize.free_spins');
  }
}

/** The places a prize covers: "1" or "4–10". */
export function placesText(prize: TournamentPrize, t: TFunction): string {
  return prize.from === prize.to
    ? t('tournaments.prize.place', { place: prize.from })
    : t('tournaments.prize.places', { from: prize.from, to: prize.to });
}

/**
 * The prizes other than cash, for a card: miles summed over their places, each bonus or
 * free-spins campaign named once.
 */
export function otherPrizes(
  prizes: readonly TournamentPrize[],
  language: string,
  t: TFunction,
): string[] {
  let miles = 0;
  const named: string[] = [];
  for (const prize of prizes) {
    const places = prize.to - prize.from + 1;
    if (prize.kind === 'miles') miles += prize.amount * places;
    if (prize.kind === 'bonus' || prize.kind === 'free_spins') {
      const name = prize.campaign_name ?? t(`tournaments.prize.${prize.kind}`);
      if (!named.includes(name)) named.push(name);
    }
  }
  const texts =
    miles > 0
      ? [t('tournaments.prize.miles', { count: miles, miles: formatCount(miles, language) })]
      : [];
  return [...texts, ...named];
}

/** A span of time as a countdown: "2d 03:04:05", or "03:04:05" under a day. */
export function durationText(ms: number, t: TFunction): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return days > 0 ? t('tournaments.duration_days', { count: days, clock }) : clock;
}

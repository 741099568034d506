import type { Configurations } from '@tribuna/contracts/configurations';
import type { Currency } from '@tribuna/contracts/currencies';
import type { SportsSite } from '../features/sports/sports-site';
import type { TournamentSite } from '../features/tournaments/tournaments-format';

/**
 * The brand's money as the features take it (the header's balance, the casino's bet
 * limits): its currency and that currency's decimals.
 */
export function brandMoney(configuration: Configurations): {
  currency: Currency;
  decimals: number;
} {
  return { currency: configuration.currency, decimals: configuration.currency_decimals };
}

/**
 * What the sportsbook needs of the brand's configuration: its money and its time zone. Here,
 * with the main chunk, so the home's lazy sports section costs its first visit no extra file.
 */
export function sportsSiteOf(configuration: Configurations): SportsSite {
  return {
    currency: configuration.currency,
    decimals: configuration.currency_decimals,
    timeZone: configuration.timezone,
    freeBets: configuration.jurisdiction.bonuses_allowed,
  };
}

/** What the tournaments' pages and widget need of the brand: its money and its time zone. */
export function tournamentSiteOf(configuration: Configurations): TournamentSite {
  return {
    currency: configuration.currency,
    decimals: configuration.currency_decimals,
    timeZone: configuration.timezone,
  };
}

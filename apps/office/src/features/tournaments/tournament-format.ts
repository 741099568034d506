import type { Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { localeOf, toMajorText } from '@tribuna/contracts/money';
import type {
  OfficeTournament,
  TournamentPrizeKind,
  TournamentScoring,
} from '@tribuna/contracts/tournaments';
import { formatMoney } from '../../lib/money';

/** The tournament's name in the staff member's language, else any it has; null: none. */
export function tournamentName(
  tournament: Pick<OfficeTournament, 'translations'>,
  language: Language,
): string | null {
  for (const l of [language, ...LANGUAGES]) {
    const name = tournament.translations[l]?.name;
    if (name) return name;
  }
  return null;
}

/**
 * Points as the scoring means them: multipliers and odds are hundredths ("×12.50", "2.50"),
 * the amount wagered is minor units of the brand's currency.
 */
export function formatPoints(
  points: number,
  scoring: TournamentScoring,
  currency: Currency,
  language: Language,
): string {
  if (scoring === 'wagered') return formatMoney(points, currency);
  const number = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toMajorText(points, 2) as `${number}`);
  return scoring === 'sports_odds' ? number : `×${number}`;
}

/** A prize as a line: money, miles, or the campaign it gives (its name when known). */
export interface PrizeWords {
  miles: (miles: string) => string;
  kind: (kind: TournamentPrizeKind) => string;
}

export function prizeText(
  prize: { kind: TournamentPrizeKind; amount: number; campaign: string | null },
  currency: Currency,
  language: Language,
  words: PrizeWords,
): string {
  if (prize.kind === 'cash') return formatMoney(prize.amount, currency);
  if (prize.kind === 'miles') {
    return words.miles(prize.amount.toLocaleString(localeOf(language)));
  }
  return prize.campaign ? `${words.kind(prize.kind)}: ${prize.campaign}` : words.kind(prize.kind);
}

import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { translate, type MessageKey } from '@tribuna/contracts/messages';
import type { OfficeCampaign } from '@tribuna/contracts/bonus';
import {
  officeTournamentPrizeSchema,
  tournamentTextsSchema,
  type OfficeTournament,
  type OfficeTournamentPrize,
  type TournamentPrize,
  type TournamentState,
  type TournamentTexts,
} from '@tribuna/contracts/tournaments';
import type { tournaments } from './tournaments.schema';

export type TournamentRow = typeof tournaments.$inferSelect;
export type Translations = Partial<Record<Language, TournamentTexts>>;

/** The JSON of a row through the contract's schema: a language that no longer parses is left out. */
export function translationsOf(stored: unknown): Translations {
  const out: Translations = {};
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  for (const language of LANGUAGES) {
    const texts = tournamentTextsSchema.safeParse((record as Record<string, unknown>)[language]);
    if (texts.success && texts.data.name !== '') out[language] = texts.data;
  }
  return out;
}

/** The asked language's texts, else the brand's, else any the tournament has. */
export function textsFor(
  translations: Translations,
  asked: Language,
  brandDefault: Language,
): { language: Language; texts: TournamentTexts } {
  for (const language of [asked, brandDefault, ...LANGUAGES]) {
    const texts = translations[language];
    if (texts) return { language, texts };
  }
  return { language: brandDefault, texts: { name: '', description: '', rules: '' } };
}

/** The stored prize table, parsed: a prize that no longer parses is left out. */
export function prizesOf(stored: unknown): OfficeTournamentPrize[] {
  if (!Array.isArray(stored)) return [];
  const out: OfficeTournamentPrize[] = [];
  for (const item of stored) {
    const parsed = officeTournamentPrizeSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out.sort((a, b) => a.from - b.from);
}

/** One stored prize (an entry's), parsed. */
export function prizeOf(stored: unknown): OfficeTournamentPrize | null {
  if (stored === null || stored === undefined) return null;
  const parsed = officeTournamentPrizeSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The prize of a place, if the table pays it. */
export function prizeAt(prizes: OfficeTournamentPrize[], position: number) {
  return prizes.find((p) => p.from <= position && position <= p.to) ?? null;
}

/** Upcoming and active are read from the times; finished and cancelled are stored. */
export function stateOf(row: TournamentRow, now: Date): TournamentState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'finished') return 'finished';
  return now < row.startsAt ? 'upcoming' : 'active';
}

/** A prize as the site shows it: a campaign's name and value in the page's language. */
export function prizeView(
  prize: OfficeTournamentPrize,
  campaigns: ReadonlyMap<string, OfficeCampaign>,
  language: Language,
): TournamentPrize {
  const campaign = prize.campaign_id === null ? undefined : campaigns.get(prize.campaign_id);
  const value = !campaign
    ? prize.amount
    : campaign.kind === 'free_spins'
      ? (campaign.spins ?? 0) * (campaign.spin_stake ?? 0)
      : (campaign.amount ?? 0);
  return {
    from: prize.from,
    to: prize.to,
    kind: prize.kind,
    amount: value,
    campaign_name: campaign ? (campaign.titles[language] ?? campaign.name) : null,
  };
}

/** Cash prizes summed over their places. */
export function prizePool(prizes: OfficeTournamentPrize[]): number {
  return prizes
    .filter((p) => p.kind === 'cash')
    .reduce((sum, p) => sum + p.amount * (p.to - p.from + 1), 0);
}

/** The eligible games' or sports' names in the page's language. */
/** A sport's name as tournaments show it (a key the catalogue lacks shows as itself). */
export function sportName(key: string, language: Language): string {
  return translate(`tournaments.sport.${key}` as MessageKey, language);
}

export function eligibleNames(
  row: TournamentRow,
  gameNames: ReadonlyMap<string, string>,
  language: Language,
): string[] {
  return row.eligible.map((key) =>
    row.product === 'sports' ? sportName(key, language) : (gameNames.get(key) ?? key),
  );
}

export function officeView(
  row: TournamentRow,
  now: Date,
  counts: { entrants: number; buyIns: number },
): OfficeTournament {
  return {
    id: row.id,
    product: row.product,
    scoring: row.scoring,
    translations: translationsOf(row.translations),
    image_url: row.imageUrl,
    eligible: row.eligible,
    best_of: row.bestOf,
    min_bet: row.minBet,
    max_rounds: row.maxRounds,
    entry: row.entry,
    buy_in: row.buyIn,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    prizes: prizesOf(row.prizes),
    state: stateOf(row, now),
    entrants: counts.entrants,
    buy_ins: counts.buyIns,
    cancel_reason: row.cancelReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

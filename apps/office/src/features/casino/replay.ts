/** The house provider's slug (apps/api/src/modules/casino/demo-casino.ts): our own games. */
export const HOUSE_PROVIDER = 'tribuna';

/**
 * The house verifier for a round, on the brand's own host (the office is served there
 * too, so a path is enough): it recomputes the round from its seeds. A house round's
 * provider round id is the house's own round id.
 */
export function replayPath(provider: string, providerRoundId: string): string | null {
  if (provider !== HOUSE_PROVIDER) return null;
  return `/games/house/verify?round=${encodeURIComponent(providerRoundId)}`;
}

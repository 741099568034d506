// How a partner game's volatility is labelled from its exact deviation: the standard
// deviation of one round's return, in bets. The thresholds sit where the house games
// already are (ADR 0014): even-money roulette and blackjack about 1 ("low"), the house
// slot 4.59 ("high").

export type Volatility = 'low' | 'medium' | 'high';

export function volatilityOf(standardDeviation: number): Volatility {
  if (standardDeviation < 2) return 'low';
  if (standardDeviation < 4) return 'medium';
  return 'high';
}

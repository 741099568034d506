/** The verifier's address for a round (a page of its own, no token needed). */
export function verifyUrl(roundId: string): string {
  return `/games/house/verify?round=${encodeURIComponent(roundId)}`;
}

/**
 * A player's username as other players see it (a referrer's friends, a tournament's
 * board): enough to recognise, not to look up.
 */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

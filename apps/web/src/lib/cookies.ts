const ONE_YEAR_S = 365 * 24 * 3600;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The spec's auth cookie options: path `/`, SameSite Lax, one year; null removes it. */
export function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // Removing: Max-Age=0 and an Expires in the past. Browsers drop the cookie on either; an
  // implementation that reads Max-Age=0 as "expires now" (happy-dom) would still show it, empty,
  // to a read in the same millisecond.
  const lifetime =
    value === null ? 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : `Max-Age=${ONE_YEAR_S}`;
  document.cookie =
    `${name}=${encodeURIComponent(value ?? '')}; Path=/; ${lifetime}; SameSite=Lax` + secure;
}

import type { Popup } from '@tribuna/contracts/site-settings';
import { resolveTarget, type NavigationTarget } from '../../lib/navigation';

/**
 * The spec's two local flags ('true' / 'false'; absent means true):
 * - layout popup: the layout shows the brand's popups when the visitor enters the site;
 * - login popup: the popups are shown again right after a login.
 */
export const POPUP_FLAGS = { layout: 'layout-popup', login: 'login-popup' } as const;
export type PopupFlag = keyof typeof POPUP_FLAGS;

/** sessionStorage: closed in this visit. localStorage: "don't show again". */
const CLOSED_PREFIX = 'popup-closed.';
const HIDDEN_PREFIX = 'popup-hidden.';
/** sessionStorage: a login just happened; the next layout entry is "right after a login". */
const AFTER_LOGIN_KEY = 'popups-after-login';

/** Only the friendliest kinds may be hidden for good; a block or a notice must be seen. */
export function canHideForGood(popup: Pick<Popup, 'kind'>): boolean {
  return popup.kind === 'tutorial' || popup.kind === 'promo';
}

// Storage can be refused (private modes, blocked cookies): popups then behave as
// if nothing had been stored, which errs on the side of showing them.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // See read(): nothing to keep then.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function popupFlag(flag: PopupFlag): boolean {
  return read(local, POPUP_FLAGS[flag]) !== 'false';
}

export function setPopupFlag(flag: PopupFlag, on: boolean): void {
  write(local, POPUP_FLAGS[flag], on ? 'true' : 'false');
}

export function isHiddenForGood(id: string): boolean {
  return read(local, HIDDEN_PREFIX + id) !== null;
}

export function isPopupClosed(id: string): boolean {
  return read(session, CLOSED_PREFIX + id) !== null || isHiddenForGood(id);
}

/** Closed for this visit; for good too when asked and the kind allows it. */
export function closePopup(popup: Pick<Popup, 'id' | 'kind'>, forGood = false): void {
  write(session, CLOSED_PREFIX + popup.id, '1');
  if (forGood && canHideForGood(popup)) write(local, HIDDEN_PREFIX + popup.id, '1');
}

/** A login shows the popups again: what was closed as a guest is forgotten (not what was hidden for good). */
function forgetClosedInSession(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(CLOSED_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // See read().
  }
}

/** Called by the login page once the player is in, before it leaves for the site. */
export function noteLogin(): void {
  write(session, AFTER_LOGIN_KEY, '1');
}

/**
 * Why the layout, just entered, shows popups now, if it does. Right after a login only
 * the login flag counts (the layout flag is about entering the site, which this is not).
 * It only reads, so a render may ask it; `settleEntry` then does the writing.
 */
export function entryReason(): 'entry' | 'login' | null {
  if (read(session, AFTER_LOGIN_KEY) !== null) return popupFlag('login') ? 'login' : null;
  return popupFlag('layout') ? 'entry' : null;
}

/** After an entry: the login is used up, and what was closed before it is forgotten. */
export function settleEntry(reason: 'entry' | 'login' | null): void {
  if (read(session, AFTER_LOGIN_KEY) === null) return;
  write(session, AFTER_LOGIN_KEY, null);
  if (reason === 'login') forgetClosedInSession();
}

/**
 * The popups to show, one after another, in the brand's order. Right after a login,
 * what was closed earlier in the visit shows again (`ignoreClosedInSession`).
 */
export function selectPopups(
  popups: readonly Popup[],
  loggedIn: boolean,
  options: { ignoreClosedInSession?: boolean } = {},
): Popup[] {
  return popups.filter(
    (popup) =>
      popup.enabled &&
      (popup.audience === 'all' || popup.audience === (loggedIn ? 'players' : 'guests')) &&
      !(options.ignoreClosedInSession ? isHiddenForGood(popup.id) : isPopupClosed(popup.id)),
  );
}

/**
 * A popup's text is plain text: blank lines part paragraphs (or a tutorial's steps);
 * single line breaks stay inside a paragraph.
 */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Where a popup's link goes: a path of this site, another http(s) site (opened in a new
 * tab), or nowhere; checked like every other link the page follows by code.
 */
export function popupTarget(link: string | null): NavigationTarget | null {
  return link ? resolveTarget(link, { external: true }) : null;
}

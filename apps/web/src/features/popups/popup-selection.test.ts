import type { Popup } from '@tribuna/contracts/site-settings';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closePopup,
  entryReason,
  noteLogin,
  paragraphsOf,
  popupFlag,
  popupTarget,
  selectPopups,
  setPopupFlag,
  settleEntry,
} from './popup-selection';

function popup(overrides: Partial<Popup> = {}): Popup {
  return {
    id: 'p1',
    kind: 'generic',
    enabled: true,
    audience: 'all',
    title: 'Title',
    body: 'Body',
    image_url: null,
    link_url: null,
    ...overrides,
  };
}

const ids = (popups: Popup[]) => popups.map((p) => p.id);

describe('popup selection', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('has both flags on when nothing is stored, and reads only "false" as off', () => {
    expect(popupFlag('layout')).toBe(true);
    expect(popupFlag('login')).toBe(true);
    window.localStorage.setItem('layout-popup', 'nonsense');
    expect(popupFlag('layout')).toBe(true);
    setPopupFlag('layout', false);
    expect(window.localStorage.getItem('layout-popup')).toBe('false');
    expect(popupFlag('layout')).toBe(false);
    expect(popupFlag('login')).toBe(true);
  });

  it('keeps enabled popups for the audience, in the configured order', () => {
    const popups = [
      popup({ id: 'guests', audience: 'guests' }),
      popup({ id: 'off', enabled: false }),
      popup({ id: 'all' }),
      popup({ id: 'players', audience: 'players' }),
    ];
    expect(ids(selectPopups(popups, false))).toEqual(['guests', 'all']);
    expect(ids(selectPopups(popups, true))).toEqual(['all', 'players']);
  });

  it('leaves out a popup closed in this session, and one hidden for good', () => {
    const promo = popup({ id: 'promo', kind: 'promo' });
    const generic = popup({ id: 'generic' });
    closePopup(generic);
    expect(ids(selectPopups([promo, generic], false))).toEqual(['promo']);
    closePopup(promo, true);
    expect(window.localStorage.getItem('popup-hidden.promo')).toBe('1');
    // A new visit: the session is gone, "don't show again" is not.
    window.sessionStorage.clear();
    expect(ids(selectPopups([promo, generic], false))).toEqual(['generic']);
  });

  it('hides only tutorials and promos for good', () => {
    for (const kind of ['generic', 'block'] as const) {
      closePopup(popup({ id: kind, kind }), true);
      expect(window.localStorage.getItem(`popup-hidden.${kind}`)).toBeNull();
    }
    closePopup(popup({ id: 'tour', kind: 'tutorial' }), true);
    expect(window.localStorage.getItem('popup-hidden.tour')).toBe('1');
  });

  it('shows on entry only with the layout flag on', () => {
    expect(entryReason()).toBe('entry');
    setPopupFlag('layout', false);
    expect(entryReason()).toBeNull();
  });

  it('after a login, follows the login flag and shows again what was closed before', () => {
    const all = popup({ id: 'all' });
    const tour = popup({ id: 'tour', kind: 'tutorial' });
    closePopup(all);
    closePopup(tour, true);
    setPopupFlag('layout', false);
    noteLogin();

    const reason = entryReason();
    expect(reason).toBe('login');
    expect(ids(selectPopups([all, tour], true, { ignoreClosedInSession: true }))).toEqual(['all']);
    settleEntry(reason);
    // The login is used up: the next entry is an ordinary one (layout flag off here).
    expect(entryReason()).toBeNull();
    expect(ids(selectPopups([all, tour], true))).toEqual(['all']);
  });

  it('after a login with the login flag off shows nothing, and forgets nothing', () => {
    const all = popup({ id: 'all' });
    closePopup(all);
    setPopupFlag('login', false);
    noteLogin();
    const reason = entryReason();
    expect(reason).toBeNull();
    settleEntry(reason);
    expect(entryReason()).toBe('entry');
    expect(selectPopups([all], true)).toEqual([]);
  });

  it('splits the body into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\n  Two  \r\n\r\nThree\n\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('links to app paths and http(s) pages only', () => {
    expect(popupTarget('/register?x=1')).toEqual({ kind: 'app', to: '/register?x=1' });
    expect(popupTarget(`${window.location.origin}/promotions`)).toEqual({
      kind: 'app',
      to: '/promotions',
    });
    expect(popupTarget('https://example.com/a?b=1')).toEqual({
      kind: 'external',
      url: 'https://example.com/a?b=1',
    });
    // Another site is never taken for a path here: it opens in a new tab.
    expect(popupTarget('//evil.example')).toEqual({
      kind: 'external',
      url: 'http://evil.example/',
    });
    expect(popupTarget(' JaVa\tScRiPt:alert(1)')).toBeNull();
    expect(popupTarget('javascript:alert(1)')).toBeNull();
    expect(popupTarget('data:text/html,hi')).toBeNull();
    expect(popupTarget(null)).toBeNull();
  });
});

import type { Popup } from '@tribuna/contracts/site-settings';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { Popups } from './popups';

function popup(overrides: Partial<Popup>): Popup {
  return {
    id: 'p',
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

function renderPopups(popups: Popup[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Popups popups={popups} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('Popups', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    applyLanguage('en_US');
  });
  afterEach(cleanup);

  it('shows one at a time, in order, and remembers what was closed', async () => {
    renderPopups([
      popup({ id: 'a', title: 'First', body: '<b>not html</b>' }),
      popup({ id: 'b', title: 'Second', audience: 'players' }),
      popup({ id: 'c', title: 'Third', kind: 'promo', link_url: 'https://example.com/x' }),
    ]);
    const first = await screen.findByRole('dialog', { name: 'First' });
    expect(first.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>not html</b>')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    // The players' popup is skipped for a guest.
    const third = await screen.findByRole('dialog', { name: 'Third' });
    const cta = screen.getByRole('link', { name: /Get the offer/ });
    expect(cta.getAttribute('href')).toBe('https://example.com/x');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByLabelText("Don't show this again"));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(third.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('popup-closed.a')).toBe('1');
    expect(window.localStorage.getItem('popup-hidden.c')).toBe('1');
  });

  it('shows nothing with the layout flag off', async () => {
    window.localStorage.setItem('layout-popup', 'false');
    renderPopups([popup({ id: 'a', title: 'First' })]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a block open on Escape until it is acknowledged', async () => {
    renderPopups([popup({ id: 'blk', kind: 'block', title: 'Notice' })]);
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    fireEvent.keyDown(notice, { key: 'Escape' });
    fireEvent(notice, new Event('cancel', { cancelable: true }));
    fireEvent.click(notice);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBe(notice);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes an ordinary popup on Escape', async () => {
    renderPopups([popup({ id: 'g', title: 'Hello' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Hello' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('walks a tutorial step by step', async () => {
    renderPopups([popup({ id: 't', kind: 'tutorial', title: 'Tour', body: 'One\n\nTwo' })]);
    await screen.findByRole('dialog', { name: 'Tour' });
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByText('One')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Two')).toBeTruthy();
    expect(screen.queryByText('One')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

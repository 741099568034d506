import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { closeAllNotifications, getNotifications, notify } from '../../lib/notify';
import { Notifications } from './notifications';

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Notifications />
    </I18nextProvider>,
  );
}

describe('Notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    applyLanguage('en_US');
  });
  afterEach(() => {
    act(() => closeAllNotifications());
    cleanup();
    vi.useRealTimers();
  });

  it('takes the spec defaults: info, top-right, 4500 ms, offset 0', () => {
    notify({ title: 'Saved' });
    expect(getNotifications()[0]).toMatchObject({
      type: 'info',
      position: 'top-right',
      duration: 4500,
      offset: 0,
    });
  });

  it('shows title, paragraphs and the type, and closes after 4500 ms', () => {
    renderHost();
    act(() => {
      notify({ title: 'Error', message: ['One', 'Two'], type: 'error' });
    });
    const toast = screen.getByRole('alert');
    expect(toast.className).toContain('toast--error');
    expect(Array.from(toast.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Error',
      'One',
      'Two',
    ]);
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');
    act(() => {
      vi.advanceTimersByTime(4499);
    });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('pauses while hovered and restarts the full time after the pointer leaves', () => {
    renderHost();
    act(() => {
      notify({ title: 'Hello', type: 'success' });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.pointerEnter(screen.getByTestId('toast'));
    // Hovered far longer than the duration: still there.
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByTestId('toast'));
    // Not the 500 ms that were left, but the full 4500 ms again.
    act(() => {
      vi.advanceTimersByTime(4499);
    });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('honours a custom duration and position', () => {
    renderHost();
    act(() => {
      notify({ title: 'Quick', duration: 1000, position: 'bottom-left', offset: 24 });
    });
    const stack = screen.getByTestId('toast').closest('[data-position]');
    expect(stack?.getAttribute('data-position')).toBe('bottom-left');
    expect((stack as HTMLElement).style.getPropertyValue('--toast-offset')).toBe('24px');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes one with its close button', () => {
    renderHost();
    act(() => {
      notify({ title: 'First' });
      notify({ title: 'Second' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Second'),
    ]);
  });

  it('closes all of them on Escape', () => {
    renderHost();
    act(() => {
      notify({ title: 'One', type: 'primary' });
      notify({ title: 'Two', type: 'warning' });
      notify({ title: 'Three', type: 'error', position: 'bottom-right' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('keeps live regions in the page before anything is shown', () => {
    renderHost();
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toBeNull();
    expect(document.querySelectorAll('[aria-live="polite"]').length).toBeGreaterThan(0);
  });
});

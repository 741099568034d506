import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { i18n, initI18n } from '../../../lib/i18n';
import { demoSettings } from '../settings-fixture';
import { SettingsForm } from './settings-form';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(cleanup);

function renderForm(onSave: (settings: SiteSettings) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SettingsForm initial={demoSettings} saving={false} onSave={onSave} />
    </I18nextProvider>,
  );
}

function previewStyle(): string {
  return screen.getByTestId('theme-preview').getAttribute('style') ?? '';
}

describe('settings form', () => {
  it('updates the live preview as the colour is typed', () => {
    renderForm(vi.fn());
    expect(previewStyle()).toContain('--pv-primary: #22c55e');
    const primary = screen.getByLabelText('Primary colour');
    fireEvent.change(primary, { target: { value: '#ff3366' } });
    expect(previewStyle()).toContain('--pv-primary: #ff3366');
    // Dark text on a light primary, so the preview's buttons stay readable.
    fireEvent.change(primary, { target: { value: '#ffffff' } });
    expect(previewStyle()).toContain('--pv-on-primary: #000000');
  });

  it('shows field errors and does not save invalid settings', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#12' } });
    fireEvent.change(screen.getByLabelText('Minimum deposit'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('The primary colour field is invalid.')).toBeTruthy();
    expect(screen.getByText('Enter the amount in this format: 1,500.50.')).toBeTruthy();
    expect(screen.getByLabelText('Primary colour').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves amounts in minor units and edits popups', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Minimum deposit'), { target: { value: '1500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add popup' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Welcome' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Poker' }));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]?.[0] as SiteSettings;
    expect(saved.limits.min_deposit).toBe(150_050);
    expect(saved.popups).toEqual([
      expect.objectContaining({ title: 'Welcome', image_url: null, link_url: null }),
    ]);
    expect(saved.products).toEqual(['sports', 'casino', 'poker']);
    expect(saved.maintenance.enabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Welcome' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((onSave.mock.calls[1]?.[0] as SiteSettings).popups).toEqual([]);
  });

  it('adds, reorders and removes redirects, with errors on the rule that has them', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    for (const [from, to] of [
      ['/old-promos', '/promotions'],
      ['/partner', 'https://example.com/'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
      const fromInput = screen.getAllByLabelText('From path').at(-1)!;
      const toInput = screen.getAllByLabelText('To').at(-1)!;
      fireEvent.change(fromInput, { target: { value: from } });
      fireEvent.change(toInput, { target: { value: to } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    const secondTo = screen.getAllByLabelText('To')[1]!;
    expect(secondTo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByLabelText('To')[0]!.getAttribute('aria-invalid')).toBe('false');

    fireEvent.click(screen.getAllByLabelText('Another site (full page load)')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Redirect 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      redirects: [
        { from: '/partner', to: 'https://example.com/', external: true },
        { from: '/old-promos', to: '/promotions', external: false },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Redirect 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((onSave.mock.calls[1]?.[0] as SiteSettings).redirects).toEqual([
      { from: '/old-promos', to: '/promotions', external: false },
    ]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICONS } from '../../components/ui/icon-names';
import { applyLanguage, i18n } from '../../lib/i18n';
import { IconsRoute, iconsMatching } from './icons';

describe('the icons page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds icons by every word typed, in any order', () => {
    expect(iconsMatching('')).toHaveLength(Object.keys(ICONS).length);
    expect(iconsMatching('LEFT arrow')).toEqual(['arrowLeft']);
    expect(iconsMatching('arrow')).toEqual(['arrowLeft', 'arrowRight']);
    expect(iconsMatching('nothing like it')).toEqual([]);
  });

  it('narrows the grid as a name is typed, and copies a name', () => {
    applyLanguage('en_US');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    // The page's title waits for the brand's configuration, which never comes here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <IconsRoute />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(screen.getAllByTestId('icon-card')).toHaveLength(Object.keys(ICONS).length);
    fireEvent.change(screen.getByLabelText('Find an icon by name'), { target: { value: 'heart' } });
    expect(screen.getAllByTestId('icon-card')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 icon');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the name heart' }));
    expect(writeText).toHaveBeenCalledWith('heart');
    fireEvent.change(screen.getByLabelText('Find an icon by name'), { target: { value: 'zzz' } });
    expect(screen.queryAllByTestId('icon-card')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No icon is named “zzz”.');
  });
});

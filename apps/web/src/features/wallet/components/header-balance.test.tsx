import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { testPlayer } from '../../../lib/test-player';
import { resetSession, startSession } from '../../../lib/session';
import { walletSummary } from '../test-wallet-summary';
import { applyWalletEvent } from '../wallet-live';
import { HeaderBalance } from './header-balance';

const player = testPlayer();

const fetchMock = vi.fn<typeof fetch>();
const plain = (text: string | null) => text?.replace(/\s/g, ' ');
/** The address a call went to (apiRequest always passes a string). */
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

function renderBalance(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HeaderBalance
            money={{ currency: 'ARS', decimals: 2 }}
            walletPath="/profile?section=wallet"
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('HeaderBalance', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === '/api/auth/user') return Promise.resolve(Response.json({ user: player }));
      if (url === '/api/wallet')
        return Promise.resolve(Response.json({ response: walletSummary() }));
      return Promise.resolve(
        Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
      );
    });
    applyLanguage('en_US');
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
  });
  afterEach(() => {
    cleanup();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('shows the cash, then the bonus once there is some, from a live event without a call', async () => {
    const client = new QueryClient();
    renderBalance(client);
    await waitFor(() =>
      expect(plain(screen.getByTestId('header-balance').textContent)).toBe('Balance ARS 5,000.00'),
    );
    expect(screen.queryByTestId('header-bonus')).toBeNull();
    const calls = fetchMock.mock.calls.length;
    act(() => {
      applyWalletEvent(client, {
        type: 'balance.changed',
        data: { cash: 1_234_567, bonus: 2_500, withheld: 0 },
      });
    });
    await waitFor(() =>
      expect(plain(screen.getByTestId('header-balance').textContent)).toBe('Balance ARS 12,345.67'),
    );
    expect(plain(screen.getByTestId('header-bonus').textContent)).toBe('+ ARS 25.00 bonus');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/profile?section=wallet');
    // The summary itself is not read again for the balance.
    expect(fetchMock.mock.calls.slice(calls).map((call) => urlOf(call[0]))).not.toContain(
      '/api/wallet',
    );
  });

  it('shows nothing for a guest and asks for nothing', () => {
    resetSession({ clearServerCookie: false });
    fetchMock.mockClear();
    renderBalance(new QueryClient());
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionsPage } from '@tribuna/contracts/wallet';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { resetSession, startSession } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { TransactionsView } from './transactions-view';

const player = testPlayer();
const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

// Near midnight UTC: still the day before in the brand's zone (UTC−3 all year).
const PAGE: TransactionsPage = {
  items: [
    {
      id: 't1',
      type: 'deposit',
      account: 'cash',
      amount: 150_000,
      balance_after: 150_000,
      currency: 'ARS',
      reference: null,
      description: null,
      created_at: '2026-11-24T01:30:00.000Z',
    },
  ],
  total: 1,
  has_more: false,
  types: ['deposit'],
};

function renderView(timeZone: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <TransactionsView
          money={{ currency: 'ARS', decimals: 2 }}
          timeZone={timeZone}
          headingLevel={1}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('TransactionsView', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === '/api/auth/user') return Promise.resolve(Response.json({ user: player }));
      if (url.startsWith('/api/wallet/transactions'))
        return Promise.resolve(Response.json({ response: PAGE }));
      return Promise.resolve(
        Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
      );
    });
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
    applyLanguage('en_US');
  });

  it('says each movement’s time in the brand’s zone, and names the zone', async () => {
    applyLanguage('en_US');
    renderView('America/Argentina/Buenos_Aires');
    const table = await screen.findByTestId('transactions-table');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.querySelector('td')?.textContent).toMatch(/^Nov 23, 2026, 10:30\sPM$/);
    expect(screen.getByText('Dates and times in Argentina Standard Time.')).toBeTruthy();
  });

  it('says it in Spanish and Portuguese too', async () => {
    applyLanguage('es_ES');
    const { unmount } = renderView('America/Argentina/Buenos_Aires');
    await screen.findByTestId('transactions-table');
    expect(screen.getByText('Fechas y horas en hora estándar de Argentina.')).toBeTruthy();
    unmount();
    applyLanguage('pt_BR');
    renderView('America/Sao_Paulo');
    const table = await screen.findByTestId('transactions-table');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.querySelector('td')?.textContent).toBe('23 de nov. de 2026, 22:30');
    expect(screen.getByText('Datas e horários em Horário Padrão de Brasília.')).toBeTruthy();
  });
});

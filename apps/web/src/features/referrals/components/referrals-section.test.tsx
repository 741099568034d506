import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyReferrals } from '@tribuna/contracts/referrals';
import { configureHttp } from '../../../lib/http';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { resetSession, startSession, validToken } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { ReferralsSection } from './referrals-section';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

const MINE: MyReferrals = {
  code: 'AB23CD45',
  link: 'https://tribuna.example/register?ref=AB23CD45',
  currency: 'ARS',
  rules: {
    wager_amount: 500_000,
    days: 30,
    monthly_cap: 10,
    referrer_reward: { kind: 'miles', miles: 500 },
    referred_reward: { kind: 'bonus', campaign_id: 'c1', title: 'Welcome 100%' },
  },
  totals: { referrals: 2, pending: 1, rewarded: 1, rejected: 0, miles: 500 },
  items: [
    {
      id: 'r1',
      username: 'an***a',
      registered_at: '2026-11-20T15:00:00Z',
      state: 'rewarded',
      reason: null,
      reward: { kind: 'miles', miles: 500 },
    },
    {
      id: 'r2',
      username: 'jo***e',
      registered_at: '2026-11-25T15:00:00Z',
      state: 'rejected',
      reason: 'same_device',
      reward: null,
    },
  ],
};

function stubApi(mine: MyReferrals) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') {
      return Promise.resolve(Response.json({ user: testPlayer() }));
    }
    if (url.pathname === '/api/referrals')
      return Promise.resolve(Response.json({ response: mine }));
    return Promise.resolve(Response.json({ response: ['Not found'] }, { status: 404 }));
  });
}

function renderSection() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <ReferralsSection
          money={{ currency: 'ARS', decimals: 2 }}
          timeZone="America/Argentina/Buenos_Aires"
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ReferralsSection', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    stubApi(MINE);
    configureHttp({ token: validToken });
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

  it('shares the code and link on WhatsApp and says the brand’s rules in the player’s language', async () => {
    applyLanguage('es_ES');
    stubApi(MINE);
    renderSection();
    const share = await screen.findByRole('link', { name: 'Compartir por WhatsApp' });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(
      'Regístrate con mi código AB23CD45 y ambos recibimos un premio: https://tribuna.example/register?ref=AB23CD45',
    );
    expect(screen.getByRole('button', { name: 'Copiar tu código de referido' })).toBeTruthy();
    expect(screen.getByText(/apuesta 5000,00\sARS de su propio dinero/)).toBeTruthy();
    expect(
      screen.getByText('Entonces tú recibes 500 millas y tu amigo recibe el bono «Welcome 100%».'),
    ).toBeTruthy();
    const items = screen.getAllByTestId('referral');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/an\*\*\*a.*Premiado.*Recibiste 500 millas/),
      expect.stringMatching(/jo\*\*\*e.*Rechazado.*Mismo dispositivo que el tuyo/),
    ]);
  });

  it('says when no friend has signed up yet', async () => {
    applyLanguage('en_US');
    stubApi({ ...MINE, items: [], totals: { ...MINE.totals, referrals: 0 } });
    renderSection();
    expect(await screen.findByTestId('referrals-empty')).toBeTruthy();
    expect(screen.getByTestId('referrals-empty').textContent).toBe(
      'No friend has signed up with your code yet. Share it to get started.',
    );
  });
});

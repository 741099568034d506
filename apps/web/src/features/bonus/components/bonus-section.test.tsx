import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bonus } from '@tribuna/contracts/bonus';
import { DialogHost } from '../../../components/ui/dialog';
import { dialog } from '../../../lib/dialogs';
import { configureHttp } from '../../../lib/http';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications } from '../../../lib/notify';
import { resetSession, startSession, validToken } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { isBonusView } from '../bonus-views';
import { testBonus } from '../test-bonus';
import { BonusSection } from './bonus-section';

const ZONE = 'America/Argentina/Buenos_Aires';
const fetchMock = vi.fn<typeof fetch>();
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

/** The API: the player, the bonuses of each status, and `posts` by path. */
function stubApi(
  byStatus: Partial<Record<string, Bonus[]>>,
  posts: Record<string, () => Response> = {},
) {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') {
      return Promise.resolve(Response.json({ user: testPlayer() }));
    }
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/bonuses') {
      const items = byStatus[url.searchParams.get('status') ?? ''] ?? [];
      return Promise.resolve(Response.json({ response: { items } }));
    }
    const post = posts[url.pathname];
    if (init?.method === 'POST' && post) return Promise.resolve(post());
    return Promise.resolve(
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
}

/** The bonus calls that change something (the session's own calls left out). */
const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && urlOf(url).startsWith('/api/bonuses'))
    .map(([url]) => urlOf(url));

function Section({ onMoneyMoved }: { onMoneyMoved: () => void }) {
  const { section } = useParams();
  const location = useLocation();
  if (!isBonusView(section)) return null;
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <BonusSection
        view={section}
        pathOf={(view) => `/profile/bonus/${view}`}
        money={{ currency: 'ARS', decimals: 2 }}
        timeZone={ZONE}
        depositPath="/profile?section=wallet&view=deposit"
        playPaths={{ sports: '/sports', game: (slug) => `/casino/casino-games?game=${slug}` }}
        bonusBalance={150_000}
        onMoneyMoved={onMoneyMoved}
      />
    </>
  );
}

function renderAt(path: string) {
  const onMoneyMoved = vi.fn<() => void>();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/profile/bonus/:section"
              element={<Section onMoneyMoved={onMoneyMoved} />}
            />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onMoneyMoved;
}

describe('BonusSection', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    stubApi({});
    applyLanguage('en_US');
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
    dialog.close();
    closeAllNotifications();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('links each of the six sections at its own address, the one shown marked', async () => {
    renderAt('/profile/bonus/list');
    const nav = screen.getByRole('navigation', { name: 'Bonus sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Available', '/profile/bonus/available'],
      ['Bonus code', '/profile/bonus/code'],
      ['Claimed', '/profile/bonus/claimed'],
      ['Active', '/profile/bonus/list'],
      ['Completed', '/profile/bonus/completed'],
      ['Canceled', '/profile/bonus/canceled'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Active');
    // An empty list says so, and offers the code.
    expect((await screen.findByTestId('bonus-empty')).textContent).toContain(
      'You have no active bonus.',
    );
  });

  it('shows a deposit match waiting for its deposit, with the way to the deposit form', async () => {
    stubApi({ claimed: [testBonus({ status: 'claimed', amount: 0 })] });
    renderAt('/profile/bonus/claimed');
    expect(plain((await screen.findByTestId('bonus-deposit-needed')).textContent)).toBe(
      'Deposit at least ARS 1,000.00 to receive 100% up to ARS 50,000.00.',
    );
    const card = screen.getByRole('article', { name: '100% welcome bonus' });
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/profile?section=wallet&view=deposit',
    );
    // The brand's zone: 15:00 UTC is noon in Buenos Aires.
    expect(plain(card.textContent)).toContain('Deposit by Dec 27, 2026, 12:00 PM');
  });

  it('shows an active bonus: its progress, stake, cap, deadline and what counts', async () => {
    stubApi({ active: [testBonus({ max_conversion: 10_000_000 })] });
    renderAt('/profile/bonus/list');
    const card = await screen.findByRole('article', { name: '100% welcome bonus' });
    const text = plain(card.textContent);
    expect(text).toContain('ARS 2,000.00 of ARS 10,000.00 wagered20%');
    expect(text).toContain('BonusARS 2,000.00');
    expect(text).toContain('Maximum stakeARS 5,000.00');
    expect(text).toContain('Becomes cash up toARS 100,000.00');
    expect(text).toContain('Wager byDec 27, 2026, 12:00 PM');
    expect(plain(within(card).getByTestId('bonus-contributions').textContent)).toBe(
      'Sports 100% at odds of 1.50 or moreSlots 100%Table games 10%Live casino 10%',
    );
  });

  it('cancels an active bonus only after saying what is forfeited, then shows it canceled', async () => {
    const active = testBonus();
    const canceled = testBonus({
      status: 'canceled',
      cancel_reason: 'player',
      forfeited: 150_000,
      canceled_at: '2026-11-28T15:00:00.000Z',
    });
    const cancelPath = `/api/bonuses/${active.id}/cancel`;
    stubApi({ active: [active] }, { [cancelPath]: () => Response.json({ response: canceled }) });
    const onMoneyMoved = renderAt('/profile/bonus/list');
    const card = await screen.findByRole('article', { name: '100% welcome bonus' });

    // "Keep it": nothing is sent.
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel bonus/ }));
    let asked = await screen.findByRole('dialog', { name: 'Cancel 100% welcome bonus?' });
    expect(plain(asked.textContent)).toContain('Its bonus money (ARS 1,500.00) will be forfeited.');
    expect(plain(asked.textContent)).toContain('Your cash is not touched.');
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted()).toEqual([]);

    stubApi(
      { active: [active], canceled: [canceled] },
      { [cancelPath]: () => Response.json({ response: canceled }) },
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel bonus/ }));
    asked = await screen.findByRole('dialog', { name: 'Cancel 100% welcome bonus?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/profile/bonus/canceled'),
    );
    expect(posted()).toEqual([cancelPath]);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    const gone = await screen.findByTestId('bonus-cancel-reason');
    expect(gone.textContent).toBe('You canceled it.');
    expect(plain(screen.getByRole('article').textContent)).toContain('ForfeitedARS 1,500.00');
  });

  it('claims an offer and takes the player to where it went', async () => {
    const offer = testBonus({ status: 'available', kind: 'no_deposit', amount: 1_000_000 });
    const claimPath = `/api/bonuses/${offer.id}/claim`;
    stubApi(
      { available: [offer], active: [{ ...offer, status: 'active' }] },
      { [claimPath]: () => Response.json({ response: { ...offer, status: 'active' } }) },
    );
    const onMoneyMoved = renderAt('/profile/bonus/available');
    const card = await screen.findByRole('article', { name: '100% welcome bonus' });
    expect(plain(card.textContent)).toContain('ARS 10,000.00 in bonus money');
    expect(plain(card.textContent)).toContain('Claim it by Dec 27, 2026, 12:00 PM');
    fireEvent.click(within(card).getByRole('button', { name: /^Claim/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/profile/bonus/list'),
    );
    expect(posted()).toEqual([claimPath]);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
  });

  it('declines an offer after saying it is final, and shows it declined', async () => {
    const offer = testBonus({ status: 'available', kind: 'no_deposit', claimed_at: null });
    const declined = { ...offer, status: 'canceled' as const, cancel_reason: 'player' as const };
    const cancelPath = `/api/bonuses/${offer.id}/cancel`;
    stubApi(
      { available: [offer], canceled: [declined] },
      { [cancelPath]: () => Response.json({ response: declined }) },
    );
    renderAt('/profile/bonus/available');
    const card = await screen.findByRole('article', { name: '100% welcome bonus' });
    fireEvent.click(within(card).getByRole('button', { name: /^Decline/ }));
    const asked = await screen.findByRole('dialog', { name: 'Decline 100% welcome bonus?' });
    expect(plain(asked.textContent)).toContain('You will not be able to claim this offer again.');
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, decline it' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/profile/bonus/canceled'),
    );
    expect(posted()).toEqual([cancelPath]);
    expect((await screen.findByTestId('bonus-cancel-reason')).textContent).toBe('You declined it.');
  });

  it('says what each kind of offer gives', async () => {
    const offer = (kind: Bonus['kind'], title: string, overrides: Partial<Bonus> = {}) =>
      testBonus({ id: title, status: 'available', kind, title, ...overrides });
    stubApi({
      available: [
        offer('deposit_match', 'Match', { amount: 0 }),
        offer('cashback', 'Cashback', { percent: 10, amount: 15_000 }),
        offer('no_deposit', 'Gift', { amount: 50_000 }),
        offer('free_bet', 'Free bet', { amount: 0, free_bet: { stake: 20_000, used: false } }),
      ],
    });
    renderAt('/profile/bonus/available');
    const gives = async (title: string) =>
      plain((await screen.findByRole('article', { name: title })).querySelector('p')?.textContent);
    expect(await gives('Match')).toBe(
      '100% of your deposit, up to ARS 50,000.00 Minimum deposit ARS 1,000.00.',
    );
    expect(await gives('Cashback')).toBe('ARS 150.00 back: 10% of your net losses');
    expect(await gives('Gift')).toBe('ARS 500.00 in bonus money');
    expect(await gives('Free bet')).toBe('A free bet of ARS 200.00');
  });

  it('says each reason a bonus was canceled, and what a completed one became', async () => {
    const reasons = ['player', 'staff', 'withdrawal', 'expired', 'break'] as const;
    stubApi({
      canceled: reasons.map((reason, index) =>
        testBonus({
          id: `b${index}`,
          status: 'canceled',
          cancel_reason: reason,
          forfeited: 0,
          canceled_at: '2026-11-28T15:00:00.000Z',
        }),
      ),
    });
    renderAt('/profile/bonus/canceled');
    await waitFor(() => expect(screen.getAllByTestId('bonus-cancel-reason')).toHaveLength(5));
    expect(screen.getAllByTestId('bonus-cancel-reason').map((p) => p.textContent)).toEqual([
      'You canceled it.',
      'Our staff canceled it.',
      'Canceled by a withdrawal.',
      'Its time ran out.',
      'Canceled when you took a break.',
    ]);
    cleanup();

    stubApi({
      completed: [
        testBonus({
          status: 'completed',
          converted: 100_000,
          forfeited: 50_000,
          completed_at: '2026-11-28T15:00:00.000Z',
        }),
      ],
    });
    renderAt('/profile/bonus/completed');
    const card = await screen.findByRole('article');
    expect(plain(card.textContent)).toContain('Became cashARS 1,000.00');
    expect(plain(card.textContent)).toContain('Forfeited above the capARS 500.00');
  });
});

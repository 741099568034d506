import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { configureHttp } from '../../../lib/http';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { getSession, resetSession, startSession, validToken } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { testLimit, testResponsible } from '../test-responsible';
import { ResponsibleSection } from './responsible-section';

const ZONE = 'America/Argentina/Buenos_Aires';
const fetchMock = vi.fn<typeof fetch>();
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

type Answer = (body: unknown) => Response;

/** The API: the player, the section's state, and `answers` by "METHOD path". */
function stubApi(state: unknown, answers: Record<string, Answer> = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === '/api/auth/user') return Promise.resolve(Response.json({ user: testPlayer() }));
    const answer = answers[`${method} ${path}`];
    if (answer) return Promise.resolve(answer(body));
    if (method === 'GET' && path === '/api/responsible') {
      return Promise.resolve(Response.json({ response: state }));
    }
    return Promise.resolve(
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
}

function callsTo(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && urlOf(input) === path)
    .map(([, init]) => JSON.parse((init?.body as string | undefined) ?? 'null') as unknown);
}

function renderSection(entry = '/profile/responsible', country: string | null = null) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/profile/responsible"
              element={
                <ResponsibleSection
                  money={{ currency: 'ARS', decimals: 2 }}
                  timeZone={ZONE}
                  country={country}
                  withdrawPath="/profile?section=wallet&view=withdraw"
                />
              }
            />
            <Route path="/login" element={<p>The login page</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ResponsibleSection', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    stubApi(testResponsible());
    applyLanguage('en_US');
    // As the site's start-up wires it: calls carry the session's token.
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
    closeAllNotifications();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows each limit: the one that applies, the site's, what is used and when it resets", async () => {
    stubApi(
      testResponsible({}, [
        testLimit({
          kind: 'deposit',
          period: 'day',
          player: 50_000,
          brand: 60_000,
          effective: 50_000,
          used: 40_000,
        }),
        testLimit({ kind: 'session', period: 'week', player: 150, effective: 150, used: 150 }),
      ]),
    );
    renderSection();
    const day = await screen.findByTestId('limit-deposit-day');
    expect(plain(within(day).getByTestId('limit-effective').textContent)).toBe('ARS 500.00');
    expect(plain(day.textContent)).toContain('Your limit: ARS 500.00 · Site limit: ARS 600.00');
    expect(plain(day.textContent)).toContain('ARS 400.00 of ARS 500.00 used');
    // 03:00 UTC is midnight in the brand's zone.
    expect(plain(day.textContent)).toContain('Resets on Nov 28, 2026, 12:00 AM');
    const bar = within(day).getByRole('progressbar', { name: 'Used of the daily limit' });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');

    const session = screen.getByTestId('limit-session-week');
    expect(plain(within(session).getByTestId('limit-effective').textContent)).toBe('2 h 30 min');
    expect(plain(session.textContent)).toContain('2 h 30 min of 2 h 30 min used');
    expect(plain(screen.getByTestId('limit-loss-month').textContent)).toContain('No limit');
  });

  it("sets a limit typed in the player's format, and says a wrong one without a call", async () => {
    applyLanguage('es_ES');
    stubApi(testResponsible(), {
      'PUT /api/responsible/limits': () =>
        Response.json({
          response: testResponsible({}, [
            testLimit({ kind: 'deposit', period: 'day', player: 150_050, effective: 150_050 }),
          ]),
        }),
    });
    renderSection();
    const day = await screen.findByTestId('limit-deposit-day');
    fireEvent.click(within(day).getByRole('button', { name: /Fijar límite/ }));
    const field = within(day).getByLabelText('Nuevo límite diario');
    fireEvent.change(field, { target: { value: '1.500,5x' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Guardar' }));
    expect(plain(within(day).getByText(/formato/).textContent)).toContain('1.500,50');
    expect(callsTo('PUT', '/api/responsible/limits')).toEqual([]);

    fireEvent.change(field, { target: { value: '1.500,50' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.messages)).toEqual([['Tu límite ya se aplica.']]),
    );
    expect(callsTo('PUT', '/api/responsible/limits')).toEqual([
      { kind: 'deposit', period: 'day', value: 150_050 },
    ]);
    expect(plain(within(day).getByTestId('limit-effective').textContent)).toBe('1500,50 ARS');
  });

  it('sets a session limit in hours and minutes', async () => {
    stubApi(testResponsible(), {
      'PUT /api/responsible/limits': () => Response.json({ response: testResponsible() }),
    });
    renderSection();
    const day = await screen.findByTestId('limit-session-day');
    fireEvent.click(within(day).getByRole('button', { name: /Set limit/ }));
    fireEvent.change(within(day).getByLabelText('Hours'), { target: { value: '1' } });
    fireEvent.change(within(day).getByLabelText('Minutes'), { target: { value: '30' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/responsible/limits')).toEqual([
        { kind: 'session', period: 'day', value: 90 },
      ]),
    );
  });

  it('says from when a raise can be confirmed, confirms it when it can, or cancels it', async () => {
    const pending = testLimit({
      kind: 'wager',
      period: 'week',
      player: 10_000,
      effective: 10_000,
      pending: { value: 100_000, from: '2026-11-28T15:00:00.000Z', confirmable: true },
    });
    const applied = testLimit({
      kind: 'wager',
      period: 'week',
      player: 100_000,
      effective: 100_000,
    });
    stubApi(testResponsible({}, [pending]), {
      'POST /api/responsible/limits/confirm': () =>
        Response.json({ response: testResponsible({}, [applied]) }),
      'POST /api/responsible/limits/cancel': () =>
        Response.json({ response: testResponsible({}, [{ ...pending, pending: null }]) }),
    });
    renderSection();
    const week = await screen.findByTestId('limit-wager-week');
    expect(plain(within(week).getByTestId('limit-pending').textContent)).toContain(
      'Change to ARS 1,000.00 waiting. It can be confirmed from Nov 28, 2026, 12:00 PM.',
    );
    fireEvent.click(within(week).getByRole('button', { name: /^Cancel change/ }));
    await waitFor(() => expect(within(week).queryByTestId('limit-pending')).toBeNull());
    expect(callsTo('POST', '/api/responsible/limits/cancel')).toEqual([
      { kind: 'wager', period: 'week' },
    ]);
  });

  it('confirms a raise whose cool-off is over', async () => {
    const pending = testLimit({
      kind: 'loss',
      period: 'month',
      player: 10_000,
      effective: 10_000,
      pending: { value: null, from: '2026-11-28T15:00:00.000Z', confirmable: true },
    });
    stubApi(testResponsible({}, [pending]), {
      'POST /api/responsible/limits/confirm': () => Response.json({ response: testResponsible() }),
    });
    renderSection();
    const month = await screen.findByTestId('limit-loss-month');
    expect(plain(month.textContent)).toContain('Removal waiting.');
    fireEvent.click(within(month).getByRole('button', { name: /^Confirm/ }));
    await waitFor(() => expect(plain(month.textContent)).toContain('No limit'));
    expect(getNotifications().map((n) => n.messages)).toEqual([['Your new limit applies now.']]);
  });

  it('has no Confirm button while the cool-off runs', async () => {
    stubApi(
      testResponsible({}, [
        testLimit({
          kind: 'deposit',
          period: 'month',
          player: 10_000,
          effective: 10_000,
          pending: { value: 20_000, from: '2026-11-28T15:00:00.000Z', confirmable: false },
        }),
      ]),
    );
    renderSection();
    const month = await screen.findByTestId('limit-deposit-month');
    expect(within(month).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(within(month).getByRole('button', { name: /^Cancel change/ })).toBeTruthy();
  });

  it('saves the reality check interval', async () => {
    stubApi(testResponsible(), {
      'PUT /api/responsible/reality-check': () =>
        Response.json({ response: testResponsible({ reality_check_minutes: 15 }) }),
    });
    renderSection('/profile/responsible?view=reality-check');
    expect((await screen.findByLabelText<HTMLInputElement>('60 minutes')).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('15 minutes'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/responsible/reality-check')).toEqual([{ minutes: 15 }]),
    );
  });

  it('takes a break only after a dialog that says what it means, then goes to log in', async () => {
    stubApi(testResponsible({ time_outs: ['7d', '30d', '6w'] }), {
      'POST /api/responsible/breaks': () =>
        Response.json(
          {
            response: {
              id: 'b1',
              kind: 'time_out',
              length: '7d',
              started_at: '2026-11-27T10:00:00.000Z',
              ends_at: '2026-12-04T10:00:00.000Z',
            },
          },
          { status: 201 },
        ),
    });
    renderSection('/profile/responsible?view=break');
    // Only what the brand offers; the withdrawal first, as logins stop with the break.
    expect(await screen.findByLabelText(/^7 days/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Withdraw my balance first' }).getAttribute('href'),
    ).toBe('/profile?section=wallet&view=withdraw');
    expect(screen.queryByLabelText(/^24 hours/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(screen.getByText('Choose how long first.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/^7 days/));
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break of 7 days?' });
    const said = plain(dialog.textContent);
    expect(said).toContain('It cannot be ended early, neither by you nor by our staff.');
    expect(said).toContain('All your sessions end now, on every device, and you are logged out.');
    expect(said).toContain(
      'Withdrawals you have asked for are still paid, but you cannot ask for a new one during the break.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/api/responsible/breaks')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start my break' }));
    expect(await screen.findByText('The login page')).toBeTruthy();
    expect(callsTo('POST', '/api/responsible/breaks')).toEqual([{ length: '7d' }]);
    expect(getSession().loggedIn).toBe(false);
    expect(getNotifications().map((n) => n.messages)).toEqual([
      ['Your break has started. You have been logged out.'],
    ]);
  });

  it('shows the statement per period and product, and downloads it with the token', async () => {
    const statement = {
      currency: 'ARS',
      from: '2026-11-01',
      to: '2026-11-27',
      rows: [
        {
          period_start: '2026-11-20',
          product: 'casino',
          wagered: 100_000,
          returned: 40_000,
          net: -60_000,
        },
        {
          period_start: '2026-11-20',
          product: 'sports',
          wagered: 5_000,
          returned: 12_000,
          net: 7_000,
        },
      ],
    };
    stubApi(testResponsible(), {
      'GET /api/responsible/statement': () => Response.json({ response: statement }),
      'GET /api/responsible/statement.csv': () =>
        new Response('period_start,product\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The hidden link's click would send happy-dom's window to the blob's address.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    renderSection('/profile/responsible?view=statement');
    const table = await screen.findByTestId('statement-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'PeriodProductWageredReturnedNet',
      'Nov 20, 2026CasinoARS 1,000.00ARS 400.00-ARS 600.00',
      'Nov 20, 2026SportsARS 50.00ARS 120.00+ARS 70.00',
      'TotalARS 1,050.00ARS 520.00-ARS 530.00',
    ]);
    expect(screen.getByText('From Nov 1, 2026 to Nov 27, 2026')).toBeTruthy();

    // A week's statement for chosen days.
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'week' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => urlOf(input) === '/api/responsible/statement?period=week&from=2026-11-01',
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    const csvCall = fetchMock.mock.calls.find(([input]) =>
      urlOf(input).startsWith('/api/responsible/statement.csv'),
    );
    expect(urlOf(csvCall?.[0])).toBe('/api/responsible/statement.csv?period=week&from=2026-11-01');
    expect((csvCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it("lists the help organisations of the brand's country first", async () => {
    renderSection('/profile/responsible', 'ES');
    const help = await screen.findByTestId('help-organisations');
    const names = within(help)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank')
      .map((link) => plain(link.textContent));
    expect(names).toEqual([
      'Jugar Bien (opens in a new tab)',
      'FEJAR (opens in a new tab)',
      'Gamblers Anonymous (opens in a new tab)',
      'Gambling Therapy (opens in a new tab)',
    ]);
  });
});

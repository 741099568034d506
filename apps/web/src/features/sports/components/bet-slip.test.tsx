import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../lib/cookies';
import { applyLanguage } from '../../../lib/i18n';
import { AUTH_COOKIES, resetSession, startSession } from '../../../lib/session';
import { clearSlip, getSlip, resetSlipMemory, SLIP_STORAGE_KEY } from '../bet-slip-store';
import { resetOddsFormat } from '../odds-preference';
import { renderAt, stubApi, testBet, testEvent, testFreeBet, type Call } from '../test-support';
import { BetSlip } from './bet-slip';
import { EventList } from './event-row';

const FIRST = testEvent(1);
const SECOND = testEvent(2);

function Page() {
  return (
    <>
      <EventList events={[FIRST, SECOND]} label="Upcoming" />
      <BetSlip />
    </>
  );
}

function pickHome(index: number) {
  const row = screen.getAllByTestId('event-row')[index];
  if (!row) throw new Error('no row');
  const [home] = within(row).getAllByTestId('odds-button');
  if (!home) throw new Error('no odds');
  fireEvent.click(home);
  return home;
}

async function logIn() {
  await startSession({
    token: 'token',
    token_type: 'Bearer',
    expires_in: 900,
    refresh_expires_in: 3600,
  });
}

const betCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/sports/bets');

describe('the bet slip', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    window.localStorage.clear();
    resetOddsFormat();
    clearSlip();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('builds an accumulator of two events, with the returns, and places it', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.url === '/api/sports/bets'
        ? Response.json({
            response: {
              results: [{ placed: true, bet: testBet({ kind: 'accumulator' }) }],
              balance: 0,
            },
          })
        : undefined,
    );
    await logIn();
    renderAt('/sports', <Page />);
    const home = pickHome(0);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    pickHome(1);
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    // 2.10 × 2.10
    expect(screen.getByTestId('accumulator-odds').textContent).toBe('4.41');
    fireEvent.change(screen.getByLabelText('Accumulator stake'), { target: { value: '10' } });
    expect(screen.getByText(/^Returns \S*44\.10$/)).toBeTruthy();
    expect(screen.getByTestId('slip-total-return').textContent).toMatch(/44\.10$/);
    fireEvent.change(screen.getByLabelText('When the odds change'), {
      target: { value: 'higher' },
    });
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(await screen.findByTestId('slip-notice')).toBeTruthy();
    const [placed] = betCalls(calls);
    expect(placed?.body).toEqual({
      accept_odds: 'higher',
      bets: [
        {
          kind: 'accumulator',
          stake: 1000,
          selections: [
            { market_id: FIRST.markets[0]?.id, outcome: 'home', odds: 2.1 },
            { market_id: SECOND.markets[0]?.id, outcome: 'home', odds: 2.1 },
          ],
        },
      ],
    });
    expect(placed?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    // The placed selections leave the slip; the notice stays until the next pick.
    expect(getSlip().selections).toEqual([]);
    expect(screen.getByTestId('slip-notice')).toBeTruthy();
    pickHome(0);
    expect(screen.queryByTestId('slip-notice')).toBeNull();
  });

  it('shows each refusal beside its selection, translated, and the server text for a whole bet', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? Response.json({
            response: {
              results: [
                {
                  placed: false,
                  selections: [{ index: 0, reason: 'suspended', odds: null }],
                  reason: null,
                  message: 'This selection is suspended for now.',
                },
                {
                  placed: false,
                  selections: [],
                  reason: 'stake_too_high',
                  message: 'The maximum stake is US$5.00.',
                },
              ],
              balance: 0,
            },
          })
        : undefined,
    );
    await logIn();
    renderAt('/sports', <Page />);
    pickHome(0);
    pickHome(1);
    fireEvent.change(screen.getByLabelText('Stake on Home 1'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Stake on Home 2'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    const items = await screen.findAllByTestId('slip-refusal');
    expect(items.map((item) => item.textContent)).toEqual([
      'This selection is suspended for now.',
      'The maximum stake is US$5.00.',
    ]);
    // Refused selections stay in the slip for another try.
    expect(getSlip().selections).toHaveLength(2);
  });

  it('says the sport’s minimum stake before sending, in the API’s words, and sends nothing', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? Response.json({ response: { results: [{ placed: true, bet: testBet() }], balance: 0 } })
        : undefined,
    );
    await logIn();
    renderAt(
      '/sports',
      <>
        <EventList events={[testEvent(4, { min_stake: 500 })]} label="Upcoming" />
        <BetSlip />
      </>,
    );
    pickHome(0);
    const stake = screen.getByLabelText('Stake on Home 4');
    fireEvent.change(stake, { target: { value: '4.99' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(screen.getByRole('alert').textContent).toBe('The minimum stake is $5.00.');
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(betCalls(calls)).toEqual([]);
    fireEvent.change(stake, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    await screen.findByTestId('slip-notice');
    expect(betCalls(calls)).toHaveLength(1);
  });

  it('retries a lost answer with the same key, and a changed slip with a new one', async () => {
    let round = 0;
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return undefined;
      round += 1;
      if (round === 1) {
        return Response.json({ response: ['Server error'], code: 'INTERNAL' }, { status: 503 });
      }
      return Response.json({
        response: { results: [{ placed: true, bet: testBet() }], balance: 0 },
      });
    });
    await logIn();
    renderAt('/sports', <Page />);
    pickHome(0);
    fireEvent.change(screen.getByLabelText('Stake on Home 1'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(await screen.findByText('Server error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-bets'));
    await screen.findByTestId('slip-notice');
    const [first, second] = betCalls(calls);
    expect(first?.headers['Idempotency-Key']).toBeTruthy();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);

    pickHome(1);
    fireEvent.change(screen.getByLabelText('Stake on Home 2'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    await waitFor(() => expect(betCalls(calls)).toHaveLength(3));
    expect(betCalls(calls)[2]?.headers['Idempotency-Key']).not.toBe(
      first?.headers['Idempotency-Key'],
    );
  });

  it('offers the player’s free bet: its stake fixed, its winnings and minimum odds, then gone once placed', async () => {
    let used = false;
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/bonuses?status=active')) {
        return Response.json({ response: { items: [testFreeBet(used)] } });
      }
      if (call.method !== 'POST') return undefined;
      used = true;
      return Response.json({
        response: { results: [{ placed: true, bet: testBet({ free_bet: true }) }], balance: 0 },
      });
    });
    await logIn();
    renderAt('/sports', <Page />);
    pickHome(0);
    const use = await screen.findByLabelText('Use free bet $5.00');
    fireEvent.click(use);
    const stake = screen.getByLabelText('Stake on Home 1');
    expect(stake).toHaveProperty('readOnly', true);
    expect(stake).toHaveProperty('value', '5.00');
    // 5.00 at 2.10 returns 10.50, of which the winnings are the player's.
    expect(screen.getByTestId('slip-returns').textContent).toBe('Winnings $5.50');
    expect(screen.getByText('Minimum odds 1.50')).toBeTruthy();
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('$0.00');
    expect(screen.getByTestId('slip-free-stake').textContent).toBe('$5.00');
    expect(screen.getByTestId('slip-total-return').textContent).toBe('$5.50');
    // Its stake is fixed: no quick stakes for a slip of this one bet.
    expect(screen.queryByRole('group', { name: 'Quick stakes' })).toBeNull();

    fireEvent.click(screen.getByTestId('place-bets'));
    await screen.findByTestId('slip-notice');
    expect(betCalls(calls)[0]?.body).toMatchObject({
      bets: [
        {
          kind: 'single',
          stake: 500,
          selections: [{ market_id: FIRST.markets[0]?.id, outcome: 'home', odds: 2.1 }],
          free_bet_id: testFreeBet().id,
        },
      ],
    });
    expect(getSlip().freeBet).toBeNull();
    pickHome(1);
    await waitFor(() => expect(screen.queryByTestId('slip-free-bet')).toBeNull());
  });

  it('holds back a free bet below its minimum odds, in the bonus’s words, and shows refusals as others', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/bonuses?status=active')) {
        return Response.json({ response: { items: [{ ...testFreeBet(), min_odds_x100: 250 }] } });
      }
      if (call.method !== 'POST') return undefined;
      return Response.json(
        { response: ['This free bet cannot be used on this bet.'], code: 'CONFLICT' },
        { status: 409 },
      );
    });
    await logIn();
    renderAt('/sports', <Page />);
    pickHome(0);
    fireEvent.click(await screen.findByLabelText('Use free bet $5.00'));
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(screen.getByRole('alert').textContent).toBe('A free bet needs odds of at least 2.50.');
    expect(betCalls(calls)).toEqual([]);
    // On the accumulator (2.10 × 2.10 = 4.41) it goes; the server's refusal is said as others.
    // One bet at a time: off the single, the accumulator may have it.
    fireEvent.click(screen.getByLabelText('Use free bet $5.00'));
    pickHome(1);
    expect(screen.getAllByLabelText('Use free bet $5.00')).toHaveLength(3);
    fireEvent.click(
      within(screen.getByTestId('slip-accumulator')).getByLabelText('Use free bet $5.00'),
    );
    expect(screen.getAllByLabelText('Use free bet $5.00')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(await screen.findByText('This free bet cannot be used on this bet.')).toBeTruthy();
    expect(betCalls(calls)).toHaveLength(1);
  });

  it('says a live bet is waiting until its answer comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi((call) =>
      call.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await logIn();
    const live = testEvent(3, { status: 'live' });
    renderAt(
      '/live',
      <>
        <EventList events={[live]} label="Live" />
        <BetSlip />
      </>,
    );
    pickHome(0);
    fireEvent.change(screen.getByLabelText('Stake on Home 3'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    expect(await screen.findByTestId('slip-waiting')).toBeTruthy();
    answer(
      Response.json({ response: { results: [{ placed: true, bet: testBet() }], balance: 0 } }),
    );
    await waitFor(() => expect(screen.queryByTestId('slip-waiting')).toBeNull());
  });

  it('sends a guest to log in, remembering the page, and keeps the slip across reloads', async () => {
    const calls = stubApi(() => undefined);
    const { router } = renderAt('/sports?sport=football', <Page />);
    pickHome(0);
    fireEvent.change(screen.getByLabelText('Stake on Home 1'), { target: { value: '4' } });
    // Kept in this browser: a new page (memory forgotten) reads the same slip.
    resetSlipMemory();
    expect(JSON.parse(window.localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}')).toMatchObject({
      stakes: { [`${FIRST.markets[0]?.id}:home`]: '4' },
    });
    expect(getSlip().selections).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookie(AUTH_COOKIES.redirect)).toBe(
      window.location.pathname + window.location.search,
    );
    expect(betCalls(calls)).toEqual([]);
  });
});

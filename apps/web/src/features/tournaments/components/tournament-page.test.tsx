import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentDetail, TournamentMe } from '@tribuna/contracts/tournaments';
import { dialog } from '../../../lib/dialogs';
import { applyLanguage } from '../../../lib/i18n';
import { bindLiveHub, type LiveHubBinding } from '../../../lib/live-hub';
import { resetSession } from '../../../lib/session';
import { logIn, renderAt, stubApi, TEST_SITE, testDetail, type Call } from '../test-support';
import { TournamentPage } from './tournament-page';

const ME: TournamentMe = {
  entered_at: new Date().toISOString(),
  position: 2,
  points: 1250,
  rounds: 12,
  prize: null,
};

function page(tournament: TournamentDetail, balance: number | null = null) {
  return (
    <TournamentPage
      id={tournament.id}
      site={TEST_SITE}
      balance={balance}
      links={{ login: () => undefined, loginPath: '/login', listPath: '/tournaments' }}
    />
  );
}

/** Serves `current()` as the tournament's page, and `enter` for its entry. */
function serve(current: () => TournamentDetail, enter?: (call: Call) => Response) {
  return stubApi((call) => {
    const tournament = current();
    if (call.method === 'GET' && call.url.startsWith(`/api/tournaments/${tournament.id}?`)) {
      return Response.json({ response: tournament });
    }
    if (call.method === 'POST' && call.url === `/api/tournaments/${tournament.id}/enter`) {
      return enter?.(call);
    }
    return undefined;
  });
}

const entries = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('a tournament’s page', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
  });
  afterEach(() => {
    dialog.close();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains the rules and prizes, and marks the reader on the board in multipliers', async () => {
    await logIn();
    const tournament = testDetail(1, { me: ME });
    serve(() => tournament);
    renderAt('/tournaments/1', page(tournament));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots sprint 1' })).toBeTruthy();
    expect(screen.getByText(/Your best single round counts/)).toBeTruthy();
    expect(screen.getByText('Games that count: Book of Tribuna, Fruit Party.')).toBeTruthy();
    expect(screen.getByText('Bets from $0.50 count.')).toBeTruthy();
    expect(screen.getByText('Up to 1,000 rounds per player count.')).toBeTruthy();
    expect(screen.getByText('Staff may exclude abuse.')).toBeTruthy();

    const prizes = within(screen.getByTestId('tournament-prizes'));
    expect(prizes.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PlacePrize',
      '1$1,000.00',
      '2$500.00',
      '3–10500 miles',
      '11–2020 free spins',
    ]);

    const rows = within(screen.getByTestId('tournament-board')).getAllByTestId('board-row');
    expect(rows[0]?.textContent).toContain('x1,250.00');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.textContent).toContain('an*** (You)');
    expect(rows[1]?.textContent).toContain('x12.50');
    const mine = within(screen.getByTestId('tournament-me'));
    expect(mine.getByText('Position 2')).toBeTruthy();
    expect(mine.getByText('Points: x12.50')).toBeTruthy();
    expect(screen.getByText('You are in this tournament.')).toBeTruthy();
  });

  it('shows the reader’s standing outside the top places, and money for a wagering board', async () => {
    await logIn();
    const tournament = testDetail(1, {
      scoring: 'wagered',
      me: { ...ME, position: 73, points: 1_500_00 },
      board: [{ position: 1, name: 'ju***23', points: 9_000_00, rounds: 40, me: false }],
    });
    serve(() => tournament);
    renderAt('/tournaments/1', page(tournament));
    const mine = within(await screen.findByTestId('tournament-me'));
    expect(mine.getByText('Position 73')).toBeTruthy();
    expect(mine.getByText('Points: $1,500.00')).toBeTruthy();
    expect(screen.getByTestId('board-row').textContent).toContain('$9,000.00');
    expect(screen.getByText(/Every amount you stake counts/)).toBeTruthy();
  });

  it('asks a guest to log in, and says an automatic tournament needs only play', async () => {
    const optIn = testDetail(1);
    serve(() => optIn);
    renderAt('/tournaments/1', page(optIn));
    fireEvent.click(await screen.findByRole('link', { name: 'Log in to take part' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    cleanup();
    const automatic = testDetail(2, { entry: 'automatic' });
    serve(() => automatic);
    renderAt('/tournaments/2', page(automatic));
    expect(await screen.findByText('You are in when you play.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('opts in with a key and says so; the API’s refusal is said in its words', async () => {
    await logIn();
    let tournament = testDetail(1, { board: [] });
    let refuse = true;
    const calls = serve(
      () => tournament,
      () => {
        if (refuse) {
          return Response.json(
            { response: ['You cannot enter tournaments during a time-out.'], code: 'FORBIDDEN' },
            { status: 403 },
          );
        }
        tournament = { ...tournament, me: { ...ME, position: null, points: 0, rounds: 0 } };
        return Response.json({ response: { me: tournament.me, balance: null } });
      },
    );
    renderAt('/tournaments/1', page(tournament));
    expect(await screen.findByText('Nobody has scored yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join the tournament' }));
    expect(await screen.findByText('You cannot enter tournaments during a time-out.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Join the tournament' }));
    expect(await screen.findByText('You are in this tournament.')).toBeTruthy();
    expect(screen.getByText('No position yet: score to climb the board.')).toBeTruthy();
    const sent = entries(calls);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({});
    const key = sent[1]?.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    // The refused try and its retry are the same action: the same key.
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(key);
  });

  it('confirms a buy-in with its price and the balance before paying it once', async () => {
    await logIn();
    let tournament = testDetail(1, { entry: 'buy_in', buy_in: 500 });
    const calls = serve(
      () => tournament,
      () => {
        tournament = { ...tournament, me: { ...ME, position: null, points: 0, rounds: 0 } };
        return Response.json({ response: { me: tournament.me, balance: 9_500 } });
      },
    );
    renderAt('/tournaments/1', page(tournament, 10_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Join for $5.00' }));
    let asked = await screen.findByRole('dialog', { name: 'Buy in to Slots sprint 1?' });
    expect(within(asked).getByText('The buy-in is $5.00.')).toBeTruthy();
    expect(within(asked).getByText('Your balance is $100.00.')).toBeTruthy();
    // Cancelled: nothing is paid.
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entries(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Join for $5.00' }));
    asked = await screen.findByRole('dialog', { name: 'Buy in to Slots sprint 1?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Pay and join' }));
    expect(await screen.findByText('You are in this tournament.')).toBeTruthy();
    const sent = entries(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ accept_buy_in: 500 });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the final board and the reader’s prize once it is over', async () => {
    await logIn();
    const tournament = testDetail(1, {
      state: 'finished',
      ends_at: '2026-11-08T10:00:00Z',
      me: {
        ...ME,
        position: 1,
        prize: { from: 1, to: 1, kind: 'cash', amount: 100_000, campaign_name: null },
      },
    });
    serve(() => tournament);
    renderAt('/tournaments/1', page(tournament));
    expect(await screen.findByRole('heading', { name: 'Final standings' })).toBeTruthy();
    expect(screen.getByText('You won $1,000.00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says a missing tournament in the API’s words', async () => {
    serve(() => testDetail(1));
    renderAt('/tournaments/x', page(testDetail(9)));
    expect(
      await screen.findByRole('heading', { name: 'This tournament was not found.' }),
    ).toBeTruthy();
  });
});

describe('a tournament’s live board', () => {
  let hub: LiveHubBinding;
  const sent: unknown[] = [];
  async function receive(type: string, data: unknown) {
    await act(async () => {
      hub.receive({ type: 'event', topic: 'tournaments:t1', event: { type, data } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    sent.length = 0;
    hub = bindLiveHub({ send: (message) => sent.push(message) > 0 });
  });
  afterEach(() => {
    hub.unbind();
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts a board event in place without a reload and keeps the reader’s row', async () => {
    await logIn();
    let tournament = testDetail(1, { me: ME });
    const calls = serve(() => tournament);
    renderAt('/tournaments/1', page(tournament));
    await screen.findByTestId('tournament-board');
    expect(sent).toContainEqual({ type: 'subscribe', channel: 'tournaments' });
    const reads = () =>
      calls.filter((call) => call.url.startsWith(`/api/tournaments/${tournament.id}?`)).length;
    const before = reads();

    // Another tournament's board changes nothing here.
    await receive('tournament.board', {
      id: testDetail(2).id,
      entrants: 1,
      board: [{ position: 1, name: 'zz***', points: 1, rounds: 1 }],
      updated_at: new Date().toISOString(),
    });
    expect(screen.getAllByTestId('board-row')).toHaveLength(3);

    await receive('tournament.board', {
      id: tournament.id,
      entrants: 43,
      board: [
        { position: 1, name: 'an***', points: 200_000, rounds: 13 },
        { position: 2, name: 'ju***23', points: 125_000, rounds: 40 },
        { position: 3, name: 'ma***99', points: 980, rounds: 80 },
        { position: 4, name: 'ne***1', points: 500, rounds: 2 },
      ],
      updated_at: new Date().toISOString(),
    });
    const rows = screen.getAllByTestId('board-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('an*** (You)');
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.textContent).toContain('x2,000.00');
    expect(screen.getByText('43 players')).toBeTruthy();
    expect(within(screen.getByTestId('tournament-me')).getByText('Position 1')).toBeTruthy();
    // No reload for the board itself.
    expect(reads()).toBe(before);

    // Its end reads the page again: the final board and the prize.
    tournament = {
      ...tournament,
      state: 'finished',
      me: {
        ...ME,
        position: 1,
        prize: { from: 1, to: 1, kind: 'cash', amount: 100_000, campaign_name: null },
      },
    };
    await receive('tournament.finished', { id: tournament.id });
    expect(await screen.findByText('You won $1,000.00.')).toBeTruthy();
    expect(reads()).toBeGreaterThan(before);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshPageEachTest } from '../../../lib/test-support';
import { renderAt, stubApi, TEST_SITE, testTournament } from '../test-support';
import { TournamentsPage } from './tournaments-page';

const RUNNING = testTournament(1, {
  me: { entered_at: new Date().toISOString(), position: 3, points: 1250, rounds: 9, prize: null },
});
const SPORTS = testTournament(2, {
  name: 'Weekend football',
  product: 'sports',
  scoring: 'sports_odds',
  state: 'upcoming',
  starts_at: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  ends_at: new Date(Date.now() + 50 * 3_600_000).toISOString(),
  prize_pool: 0,
  prizes: [{ from: 1, to: 3, kind: 'miles', amount: 1000, campaign_name: null }],
  image_url: '/brands/tribuna/football.png',
});
const OVER = testTournament(3, {
  name: 'Last week',
  state: 'finished',
  starts_at: '2026-11-01T10:00:00Z',
  ends_at: '2026-11-08T10:00:00Z',
});

function page() {
  return <TournamentsPage site={TEST_SITE} detailPath={(id) => `/tournaments/${id}`} />;
}

describe('the tournaments list', () => {
  freshPageEachTest();

  it('groups one call into tabs and shows a running one with its prizes, clock and the reader', async () => {
    const calls = stubApi((call) =>
      call.url.startsWith('/api/tournaments?')
        ? Response.json({ response: { items: [OVER, SPORTS, RUNNING] } })
        : undefined,
    );
    renderAt('/tournaments', page());
    const card = await screen.findByTestId('tournament-card');
    expect(calls.filter((call) => call.url.startsWith('/api/tournaments'))).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Running/ }).getAttribute('aria-selected')).toBe('true');
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Slots sprint 1' }).getAttribute('href')).toBe(
      `/tournaments/${RUNNING.id}`,
    );
    expect(inCard.getByText('Casino')).toBeTruthy();
    expect(inCard.getByText('$1,500.00')).toBeTruthy();
    expect(inCard.getByText('Also 4,000 miles · 20 free spins')).toBeTruthy();
    expect(inCard.getByText('42 players')).toBeTruthy();
    expect(inCard.getByTestId('tournament-countdown').textContent).toMatch(
      /^Ends in 0[12]:\d\d:\d\d$/,
    );
    expect(inCard.getByTestId('tournament-mine').textContent).toBe('You: position 3 · x12.50');
    // A fallback picture where the tournament has none.
    expect(card.querySelector('.tour-image--none')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Upcoming/ }));
    const upcoming = within(await screen.findByTestId('tournament-card'));
    expect(upcoming.getByText('Weekend football')).toBeTruthy();
    expect(upcoming.getByText('Sports')).toBeTruthy();
    expect(upcoming.getByText('3,000 miles')).toBeTruthy();
    expect(upcoming.getByTestId('tournament-countdown').textContent).toMatch(/^Starts in 1d \d\d:/);
    expect(upcoming.queryByTestId('tournament-mine')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Finished/ }));
    const finished = within(await screen.findByTestId('tournament-card'));
    expect(finished.getByTestId('tournament-countdown').textContent).toBe(
      'Finished on Nov 8, 2026, 10:00 AM',
    );
  });

  it('opens the first tab with tournaments, says an empty one, and retries a failure', async () => {
    let fail = true;
    stubApi((call) =>
      call.url.startsWith('/api/tournaments?')
        ? fail
          ? Response.json({ response: ['Down'], code: 'INTERNAL' }, { status: 400 })
          : Response.json({ response: { items: [SPORTS] } })
        : undefined,
    );
    renderAt('/tournaments', page());
    expect(await screen.findByText('The tournaments could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('tournament-card');
    expect(screen.getByRole('tab', { name: /Upcoming/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: /Running/ }));
    expect(await screen.findByText(/No tournament is running right now/)).toBeTruthy();
  });
});

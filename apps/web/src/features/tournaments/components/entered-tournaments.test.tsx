import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EnteredTournament } from '@tribuna/contracts/tournaments';
import { freshPageEachTest } from '../../../lib/test-support';
import { logIn, renderAt, stubApi, TEST_SITE } from '../test-support';
import { EnteredTournaments } from './entered-tournaments';

const SPRINT: EnteredTournament = {
  id: 't1',
  name: 'Slots sprint',
  scoring: 'best_multiplier',
  ends_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  position: 4,
  points: 1250,
  entrants: 30,
};

function widget(game: string | null) {
  return (
    <EnteredTournaments
      product="casino"
      game={game}
      site={TEST_SITE}
      detailPath={(id) => `/tournaments/${id}`}
    />
  );
}

describe('the entered tournaments widget', () => {
  freshPageEachTest();

  it('shows the player’s place, points and time left in the tournaments counting the game', async () => {
    await logIn();
    const calls = stubApi((call) =>
      call.url.startsWith('/api/tournaments/entered?')
        ? Response.json({
            response: { items: [SPRINT, { ...SPRINT, id: 't2', name: 'Weekly', position: null }] },
          })
        : undefined,
    );
    renderAt('/casino?game=book-of-tribuna', widget('book-of-tribuna'));
    const list = await screen.findByTestId('tournament-widget');
    const [first, second] = within(list).getAllByRole('link');
    expect(first?.getAttribute('href')).toBe('/tournaments/t1');
    expect(first?.textContent).toMatch(
      /^Tournament: Slots sprintPosition 4Points x12\.50Ends in 0[23]:\d\d:\d\d$/,
    );
    expect(second?.textContent).toContain('No position yet');
    const asked = calls.find((call) => call.url.startsWith('/api/tournaments/entered'));
    expect(asked?.url).toBe(
      '/api/tournaments/entered?product=casino&game=book-of-tribuna&language=en_US',
    );
  });

  it('shows nothing to a guest (nothing asked) or to a player in no tournament', async () => {
    const calls = stubApi(() => Response.json({ response: { items: [] } }));
    renderAt('/casino', widget(null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('tournament-widget')).toBeNull();
    expect(calls).toHaveLength(0);
    cleanup();

    await logIn();
    const asked = stubApi(() => Response.json({ response: { items: [] } }));
    renderAt('/sports', widget(null));
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('tournament-widget')).toBeNull();
  });
});

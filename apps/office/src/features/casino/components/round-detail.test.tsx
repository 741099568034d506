import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { roundDetail } from './casino-fixture';
import { RoundDetail } from './round-detail';
import { RoundsTable } from './rounds-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

function renderRound(round = roundDetail()) {
  render(
    <I18nextProvider i18n={i18n}>
      <RoundDetail round={round} />
    </I18nextProvider>,
  );
}

describe('a round for game recall', () => {
  it('lists its moves with amounts, ids and statuses, and what it left the house', () => {
    renderRound(
      roundDetail({
        rollbacks: 500,
        transactions: [
          ...roundDetail().transactions.map((t) =>
            t.kind === 'win' ? { ...t, status: 'rolled_back' as const } : t,
          ),
          {
            id: 't-3',
            transaction_id: 'house-round-42:rollback',
            kind: 'rollback',
            amount: -500,
            reference_transaction_id: 'house-round-42:win',
            status: 'done',
            created_at: '2026-11-20T12:00:02.000Z',
          },
        ],
      }),
    );
    const bet = within(screen.getByTestId('move-bet'));
    expect(bet.getByText('Bet')).toBeTruthy();
    expect(bet.getByText('ARS 20.00')).toBeTruthy();
    expect(bet.getByText('house-round-42:bet')).toBeTruthy();
    expect(bet.getByText('Done')).toBeTruthy();
    const win = within(screen.getByTestId('move-win'));
    expect(win.getByText('ARS 5.00')).toBeTruthy();
    expect(win.getByText('Rolled back')).toBeTruthy();
    const rollback = within(screen.getByTestId('move-rollback'));
    expect(rollback.getByText('house-round-42:win')).toBeTruthy();
    // 2,000 − 500 − 500, in minor units.
    expect(screen.getByTestId('round-net').textContent).toBe('ARS\u00a010.00');
    expect(screen.queryByTestId('move-owed')).toBeNull();
  });

  it('says what a rollback of a spent win could not take back', () => {
    renderRound(
      roundDetail({
        rollbacks: 200,
        transactions: [
          ...roundDetail().transactions,
          {
            id: 't-3',
            transaction_id: 'house-round-42:rollback',
            kind: 'rollback',
            amount: -200,
            reference_transaction_id: 'house-round-42:win',
            status: 'done',
            owed: 300,
            created_at: '2026-11-20T12:00:02.000Z',
          },
        ],
      }),
    );
    const rollback = within(screen.getByTestId('move-rollback'));
    expect(rollback.getByTestId('move-owed').textContent).toContain(
      'ARS\u00a03.00 still owed: the player had spent the win',
    );
  });

  it('links a house round to the verifier on the brand host, in a new tab', () => {
    renderRound();
    const replay = screen.getByRole('link', {
      name: 'Replay round house-round-42 (opens in a new tab)',
    });
    expect(replay.getAttribute('href')).toBe('/games/house/verify?round=house-round-42');
    expect(replay.getAttribute('target')).toBe('_blank');
    expect(replay.getAttribute('rel')).toContain('noopener');
  });

  it('says the provider keeps the replay of other providers’ games', () => {
    renderRound(roundDetail({ provider: 'evolution', round_id: 'evo-7' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('The provider evolution keeps this game’s replay: ask it for round evo-7.'),
    ).toBeTruthy();
  });
});

describe('rounds table', () => {
  it('shows each round with its totals and a link to it', () => {
    const round = roundDetail();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RoundsTable
            items={[round, roundDetail({ id: 'r-2', player: null, mode: 'demo', status: 'open' })]}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const row = within(screen.getByTestId(`round-${round.id}`));
    expect(row.getByText('ana')).toBeTruthy();
    expect(row.getByText('Real money')).toBeTruthy();
    expect(row.getByText('ARS 15.00')).toBeTruthy();
    expect(row.getByRole('link', { name: 'View round house-round-42' }).getAttribute('href')).toBe(
      `/casino/rounds/${round.id}`,
    );
    const demo = within(screen.getByTestId('round-r-2'));
    expect(demo.getByText('Guest')).toBeTruthy();
    expect(demo.getByText('Open')).toBeTruthy();
  });
});

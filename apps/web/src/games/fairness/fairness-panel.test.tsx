import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSeed } from '@tribuna/games/random';
import { applyLanguage } from '../../lib/i18n';
import { fakeApi, SEEDS, testRound, testSession } from '../games-test-support';
import { FairnessPanel } from './fairness-panel';

const OLD_SEED = hashSeed('old');
const NEW_HASH = hashSeed('new');

describe('the fairness panel', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(cleanup);

  it('shows the pair, saves a client seed, rotates and links the rounds to the verifier', async () => {
    const current = { ...SEEDS, server_seed_hash: hashSeed(OLD_SEED), nonce: 9 };
    const api = fakeApi((method, path, body) => {
      if (path === '/session') return { ...testSession('slot'), seeds: current };
      if (path === '/history')
        return {
          items: [
            testRound('slot', { id: 'r 1', bet: 400, win: 0 }),
            testRound('slot', {
              id: 'r 0',
              bet: 1_000,
              win: 0,
              bonus_id: 'bonus-1',
              created_at: '2026-11-23T11:00:00.000Z',
            }),
          ],
          timezone: 'America/Argentina/Buenos_Aires',
        };
      if (path === '/seeds/client')
        return { ...current, client_seed: (body as { client_seed: string }).client_seed };
      return {
        previous: {
          server_seed: OLD_SEED,
          server_seed_hash: hashSeed(OLD_SEED),
          client_seed: 'mine',
          rounds: 9,
        },
        current: { server_seed_hash: NEW_HASH, client_seed: 'fresh', nonce: 0 },
      };
    });
    render(<FairnessPanel api={api} seeds={SEEDS} language="en_US" onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('9'));
    expect(screen.getByTestId('server-seed-hash').textContent).toBe(hashSeed(OLD_SEED));
    const [link] = await screen.findAllByRole('link', { name: /Details/ });
    expect(link?.getAttribute('href')).toBe('/games/house/verify?round=r%201');
    // A round whose stake a bonus paid says so beside its bet.
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).not.toMatch('Bonus spin');
    expect(rows[2]?.textContent).toMatch(/ARS\s10\.00Bonus spin/);
    // Played at 12:00 UTC: 9:00 in the brand's zone (UTC−3), which the panel names.
    expect(screen.getByRole('cell', { name: /^9:00:00\sAM$/ })).toBeTruthy();
    expect(screen.getByText('Time zone: Argentina Standard Time.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'has space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/no spaces/);
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Client seed saved. The next round uses it.');
    expect(api.calls.find((c) => c.path === '/seeds/client')?.body).toEqual({
      client_seed: 'mine',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Rotate seeds' }));
    const revealed = await screen.findByTestId('revealed');
    expect(screen.getByTestId('revealed-seed').textContent).toBe(OLD_SEED);
    expect(revealed.textContent).toMatch('used for 9 rounds');
    expect(revealed.textContent).toMatch('Matches');
    expect(screen.getByTestId('server-seed-hash').textContent).toBe(NEW_HASH);
  });
});

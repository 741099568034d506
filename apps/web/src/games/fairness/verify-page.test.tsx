import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseRound, HouseRoundRecord } from '@tribuna/contracts/house';
import { hashSeed } from '@tribuna/games/random';
import { applyLanguage } from '../../lib/i18n';
import { testRound } from '../games-test-support';
import { replaySlot } from './recompute';
import { VerifyPage } from './verify-page';

const SERVER = hashSeed('verify-seed');

function slotRound(
  revealed: boolean,
  change: (outcome: Record<string, unknown>) => void = () => undefined,
): HouseRound {
  const play = replaySlot({ serverSeed: SERVER, clientSeed: 'mine', nonce: 4 }, 20);
  if (play.engine !== 'slot') throw new Error('slot');
  const outcome: Record<string, unknown> = {
    spin: play.spin,
    session: null,
    freeSpins: play.freeSpins,
    totalBet: 400,
    totalWin: play.totalWin,
  };
  change(outcome);
  return testRound('slot', {
    id: 'r1',
    bet: 400,
    win: play.totalWin,
    input: { line_bet: 20 },
    outcome,
    fairness: {
      kind: 'seeds',
      server_seed_hash: hashSeed(SERVER),
      client_seed: 'mine',
      nonce: 4,
      server_seed: revealed ? SERVER : null,
    },
  });
}

function serve(round: HouseRound) {
  window.history.replaceState(null, '', '/games/house/verify?round=r1');
  const record: HouseRoundRecord = { ...round, timezone: 'America/Argentina/Buenos_Aires' };
  const fetch = vi.fn(() => Promise.resolve(Response.json({ response: record })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the verifier page', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('replays a revealed round and says it matches, with the seed’s hash beside the shown one', async () => {
    const fetch = serve(slotRound(true));
    render(<VerifyPage language="en_US" />);
    expect((await screen.findByTestId('verify-verdict')).textContent).toBe(
      'Verified: the outcome matches',
    );
    expect(fetch).toHaveBeenCalledWith('/api/house/rounds/r1', expect.anything());
    // Played at 12:00 UTC: said in the brand's zone, and named, wherever it is read.
    expect(screen.getByText('Played').nextElementSibling?.textContent).toMatch(
      /^Nov 23, 2026, 9:00\sAM \(Argentina Standard Time\)$/,
    );
    expect(screen.getByTestId('computed-hash').textContent).toBe(
      screen.getByTestId('shown-hash').textContent,
    );
    expect(screen.getAllByText('Matches').length).toBeGreaterThan(0);
    // The manual form comes filled in with the round; computing it gives the same spin.
    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    expect(screen.getAllByTestId('recomputed')).toHaveLength(2);
  });

  it('shows a clear mismatch when the outcome kept differs from the replay', async () => {
    serve(
      slotRound(true, (outcome) => {
        outcome.totalWin = (outcome.totalWin as number) + 100;
      }),
    );
    render(<VerifyPage language="en_US" />);
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.textContent).toMatch('Mismatch: this round does not verify');
    expect(verdict.textContent).toMatch('differs from the one the game showed');
  });

  it('says an unrevealed seed is revealed on rotation', async () => {
    serve(slotRound(false));
    render(<VerifyPage language="en_US" />);
    expect((await screen.findByTestId('verify-verdict')).textContent).toMatch(
      'It is revealed when you rotate your seeds',
    );
  });

  it('checks seeds typed by hand and explains bad ones', () => {
    window.history.replaceState(null, '', '/games/house/verify');
    render(<VerifyPage language="en_US" />);
    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A server seed is 64 lowercase hexadecimal characters.',
    );
    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: SERVER } });
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'mine' } });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'roulette' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    expect(screen.getByTestId('recomputed').textContent).toMatch(/The ball lands on \d+/);
    expect(screen.getByText(hashSeed(SERVER))).toBeTruthy();
  });
});

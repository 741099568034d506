import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HouseRound } from '@tribuna/contracts/house';
import { applyLanguage } from '../../lib/i18n';
import { HouseApiError } from '../house-api';
import { fakeApi, testRound } from '../games-test-support';
import { ChainFairness, type ChainFairnessProps } from './chain-fairness';

// The brand's zone: UTC−3 all year, so a round at 12:00 UTC was played at 9:00 there.
const ZONE = 'America/Argentina/Buenos_Aires';

const ROUND: ChainFairnessProps['round'] = {
  index: 10_007,
  fairness: { commitment: 'ab'.repeat(32), salt: 'salt-1234', chain_index: 7 },
};

/** A past live roulette round of this player (the history's shape). */
function played(id: string, at: string, overrides: Partial<HouseRound> = {}): HouseRound {
  return testRound('live-roulette', {
    id,
    bet: 1_000,
    win: 2_000,
    outcome: { number: 17 },
    created_at: at,
    fairness: {
      kind: 'chain',
      commitment: 'ab'.repeat(32),
      salt: 'salt-1234',
      index: 6,
      round_seed: 'cd'.repeat(32),
    },
    ...overrides,
  });
}

function describeRound(round: HouseRound): string {
  return `Number ${String((round.outcome as { number: number }).number)}`;
}

function renderPanel(
  handler: Parameters<typeof fakeApi>[0],
  overrides: Partial<ChainFairnessProps> = {},
) {
  const api = fakeApi(handler);
  const props: ChainFairnessProps = {
    api,
    language: 'en_US',
    round: ROUND,
    describe: describeRound,
    refreshKey: 'a',
    ...overrides,
  };
  const view = render(<ChainFairness {...props} />);
  const rerender = (more: Partial<ChainFairnessProps>) =>
    view.rerender(<ChainFairness {...props} {...more} />);
  return { api, rerender };
}

function historyCalls(api: ReturnType<typeof fakeApi>): number {
  return api.calls.filter((call) => call.path === '/history').length;
}

describe('the shared tables’ fairness disclosure', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(() => cleanup());

  it('opens from its button to show the chain’s commitment, salt and this round’s place', async () => {
    const { api } = renderPanel(() => ({ timezone: ZONE, items: [] }));
    const toggle = screen.getByRole('button', { name: 'Fairness' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = screen.getByTestId('chain-fairness-panel');
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    // Nothing is asked before the player opens it.
    expect(historyCalls(api)).toBe(0);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const region = screen.getByRole('region', { name: 'Provably fair: the hash chain' });
    expect(region.textContent).toContain('the commitment, is published before');
    expect(screen.getByTestId('chain-commitment').textContent).toBe('ab'.repeat(32));
    expect(screen.getByTestId('chain-salt').textContent).toBe('salt-1234');
    expect(screen.getByTestId('chain-index').textContent).toBe('7 (table round 10007)');
    await waitFor(() => expect(screen.getByText(/^No rounds yet/)).toBeTruthy());
    expect(historyCalls(api)).toBe(1);

    fireEvent.click(toggle);
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists my rounds newest first, each with its result and a verify link in a new tab', async () => {
    const older = played('round-old', '2026-11-23T12:00:00.000Z');
    const newer = played('round-new', '2026-11-23T12:05:00.000Z', {
      outcome: { number: 4 },
      win: 0,
    });
    const open = played('round-open', '2026-11-23T12:06:00.000Z', {
      status: 'open',
      outcome: null,
      win: 0,
      fairness: { kind: 'chain', commitment: 'x', salt: 'y', index: 8, round_seed: null },
    });
    renderPanel(() => ({ timezone: ZONE, items: [older, open, newer] }));
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    const list = await screen.findByTestId('chain-fairness-rounds');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.getAttribute('data-round'))).toEqual([
      'round-open',
      'round-new',
      'round-old',
    ]);
    expect(items[0]?.textContent).toContain('In play');
    expect(items[1]?.textContent).toContain('Number 4');
    expect(items[2]?.textContent).toContain('Number 17');
    expect(items[2]?.textContent).toMatch(/Bet ARS\s10\.00 · won ARS\s20\.00/);
    // In the brand's zone, named, whatever the device's zone.
    expect(items[2]?.querySelector('time')?.textContent).toMatch(/^9:00:00\sAM$/);
    expect(items[1]?.querySelector('time')?.textContent).toMatch(/^9:05:00\sAM$/);
    expect(screen.getByText('Time zone: Argentina Standard Time.')).toBeTruthy();

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/games/house/verify?round=round-open',
      '/games/house/verify?round=round-new',
      '/games/house/verify?round=round-old',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    // The name starts with the text shown, then says which round and that it opens a tab.
    expect(links[2]?.textContent).toMatch(
      /^Verify the round of 9:00:00\sAM \(opens in a new tab\)$/,
    );
    // A round still in play has nothing to verify yet: its details.
    expect(links[0]?.textContent).toMatch(/^Details /);
  });

  it('reads my rounds again when a round ends while it is open, not while closed', async () => {
    let items: HouseRound[] = [];
    const { api, rerender } = renderPanel(() => ({ items, timezone: ZONE }));
    rerender({ refreshKey: 'b' });
    expect(historyCalls(api)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    await screen.findByText(/^No rounds yet/);
    items = [played('round-1', '2026-11-23T12:00:00.000Z')];
    rerender({ refreshKey: 'c' });
    await screen.findByTestId('chain-fairness-rounds');
    expect(historyCalls(api)).toBe(2);
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderPanel(() => ({ timezone: ZONE, items: [played('round-1', '2026-11-23T12:00:00.000Z')] }));
    const toggle = screen.getByRole('button', { name: 'Fairness' });
    fireEvent.click(toggle);
    const link = await screen.findByRole('link');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('chain-fairness-panel').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('says so when my rounds cannot be read, in the server’s words', async () => {
    renderPanel(() => {
      throw new HouseApiError(401, 'SESSION_EXPIRED', ['Your game session has ended.']);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your game session has ended.');
  });

  it('speaks Spanish and Portuguese too', async () => {
    act(() => applyLanguage('es_ES'));
    const { rerender } = renderPanel(() => ({ timezone: ZONE, items: [] }), { language: 'es_ES' });
    fireEvent.click(screen.getByRole('button', { name: 'Juego justo' }));
    expect(
      screen.getByRole('region', { name: 'Demostrablemente justo: la cadena de hashes' }),
    ).toBeTruthy();
    expect(screen.getByTestId('chain-index').textContent).toBe('7 (ronda 10007 de la mesa)');
    await screen.findByText(/^Todavía no hay rondas/);
    act(() => applyLanguage('pt_BR'));
    rerender({ language: 'pt_BR' });
    expect(screen.getByText('Compromisso da cadeia (SHA-256)')).toBeTruthy();
    expect(screen.getByText('Minhas rodadas')).toBeTruthy();
  });
});

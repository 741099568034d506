import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CrashRound,
  CrashRoundEvent,
  CrashState,
  HouseRound,
  HouseSession,
} from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/language-codes';
import { applyLanguage } from '../../lib/i18n';
import type { HouseApi } from '../house-api';
import type { HouseLive } from '../house-live';
import { CrashGame } from './crash-game';
import { applyEvent, formatMultiplier, phaseAt } from './crash-view';
import { fakeLive } from '../games-test-support';

const SESSION: HouseSession = {
  game: { slug: 'cohete', name: 'Cohete', engine: 'crash', min_bet: 100, max_bet: 1_000_000 },
  mode: 'demo',
  currency: 'ARS',
  balance: 100_000,
  seeds: null,
  server_time: new Date().toISOString(),
};

function round(index: number, overrides: Partial<CrashRound> = {}): CrashRound {
  return {
    id: `round-${index}`,
    index,
    fairness: { commitment: 'c'.repeat(64), salt: 'salt', chain_index: index },
    phase: 'betting',
    starts_at: new Date(Date.now() + 5_000).toISOString(),
    crash_point: null,
    crashed_at: null,
    ...overrides,
  };
}

function state(overrides: Partial<CrashState> = {}): CrashState {
  return {
    round: round(4),
    last: [{ index: 3, crash_point: 237 }],
    bets: [],
    my_bet: null,
    balance: 100_000,
    server_time: new Date().toISOString(),
    ...overrides,
  };
}

function fakeApi(answers: {
  get: () => CrashState;
  send: (path: string, body: unknown) => CrashState;
}) {
  const sent: { path: string; body: unknown }[] = [];
  const api: HouseApi = {
    get: <T,>() => Promise.resolve(answers.get() as T),
    getAbsolute: (url: string) => Promise.reject(new Error(`unexpected ${url}`)),
    send: <T,>(_method: 'POST' | 'PUT', path: string, body?: unknown) => {
      sent.push({ path, body });
      return Promise.resolve(answers.send(path, body) as T);
    },
  };
  return { api, sent };
}

function renderGame(
  api: HouseApi,
  live: HouseLive,
  balances: number[] = [],
  language: Language = 'en_US',
) {
  return render(
    <CrashGame
      session={SESSION}
      api={api}
      live={live}
      language={language}
      balance={SESSION.balance}
      onBalance={(b) => balances.push(b)}
      clockOffset={0}
    />,
  );
}

describe('the crash screen', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(() => cleanup());

  it('bets with an automatic cash-out while bets are open', async () => {
    let current = state();
    const { api, sent } = fakeApi({
      get: () => current,
      send: () => {
        current = state({
          my_bet: { amount: 2_500, auto_cash_out: 150, cashed_out_at: null, win: null },
          bets: [{ player: 'AB12', amount: 2_500, cashed_out_at: null, win: null, mine: true }],
          balance: 97_500,
        });
        return current;
      },
    });
    const balances: number[] = [];
    renderGame(api, fakeLive().live, balances);
    expect((await screen.findByTestId('crash-status')).textContent).toMatch(/Next flight in \d s/);
    expect(screen.getByRole('list', { name: 'Last crash points' }).textContent).toMatch('2.37x');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Auto cash-out at (optional)'), {
      target: { value: '1.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/crash/bet',
      body: { round_id: 'round-4', amount: 2_500, auto_cash_out: 150 },
    });
    expect((await screen.findByTestId('crash-my-bet')).textContent).toMatch(/Bet placed.*1\.50x/);
    expect(screen.getByRole('row', { name: /You/ })).toBeTruthy();
    expect(balances).toContain(97_500);
  });

  it('refuses an automatic cash-out below 1.01x without asking the server', async () => {
    const { api, sent } = fakeApi({ get: () => state(), send: () => state() });
    renderGame(api, fakeLive().live);
    await screen.findByTestId('crash-status');
    fireEvent.change(screen.getByLabelText('Auto cash-out at (optional)'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toMatch('1.01 or more');
    expect(sent).toEqual([]);
  });

  it("reads the bet and the multiplier with the player's decimal mark", async () => {
    applyLanguage('es_ES');
    const { api, sent } = fakeApi({ get: () => state(), send: () => state() });
    renderGame(api, fakeLive().live, [], 'es_ES');
    await screen.findByTestId('crash-status');
    const amount = screen.getByLabelText('Monto de la apuesta');
    const auto = screen.getByLabelText('Retiro automático en (opcional)');
    // Prefilled as a Spanish player types it: ten times the minimum bet of 1,00.
    expect((amount as HTMLInputElement).value).toBe('10,00');
    expect(auto.getAttribute('placeholder')).toBe('2,00');
    fireEvent.change(auto, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apostar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe un multiplicador de 1,01 o más, como 2,00.',
    );
    fireEvent.change(amount, { target: { value: '1.000,5' } });
    fireEvent.change(auto, { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apostar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ round_id: 'round-4', amount: 100_050, auto_cash_out: 150 });
  });

  it('cashes out in flight with the live amount, then shows the crash others saw', async () => {
    const flying = round(4, {
      phase: 'flying',
      starts_at: new Date(Date.now() - 4_000).toISOString(),
    });
    let current = state({
      round: flying,
      my_bet: { amount: 1_000, auto_cash_out: null, cashed_out_at: null, win: null },
      bets: [
        { player: 'AB12', amount: 1_000, cashed_out_at: null, win: null, mine: true },
        { player: 'FF00', amount: 300, cashed_out_at: null, win: null },
      ],
    });
    const { api, sent } = fakeApi({
      get: () => current,
      send: () => {
        current = {
          ...current,
          my_bet: { amount: 1_000, auto_cash_out: null, cashed_out_at: 127, win: 1_270 },
          bets: [
            { player: 'AB12', amount: 1_000, cashed_out_at: 127, win: 1_270, mine: true },
            { player: 'FF00', amount: 300, cashed_out_at: null, win: null },
          ],
          balance: 100_270,
        };
        return current;
      },
    });
    const { live, emit } = fakeLive();
    renderGame(api, live);
    const button = await screen.findByRole('button', { name: /Cash out ARS/ });
    fireEvent.click(button);
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/crash/cash-out', body: { round_id: 'round-4' } }]),
    );
    expect((await screen.findByTestId('crash-my-bet')).textContent).toMatch(
      'You cashed out at 1.27x',
    );

    const event: CrashRoundEvent = {
      game: 'cohete',
      round: {
        ...flying,
        phase: 'crashed',
        crash_point: 237,
        crashed_at: new Date().toISOString(),
      },
      last: [{ index: 4, crash_point: 237 }],
      bets: [
        { player: 'AB12', amount: 1_000, cashed_out_at: 127, win: 1_270 },
        { player: 'FF00', amount: 300, cashed_out_at: null, win: 0 },
      ],
    };
    emit('house.crash', event);
    expect((await screen.findByTestId('crash-status')).textContent).toMatch('Crashed at 2.37x');
    expect(screen.getByRole('row', { name: /You/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Player FF00/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('crash-multiplier').textContent).toBe('2.37x'));
  });

  it('shows the round’s chain before play and lists my past flights to verify', async () => {
    const current = state({ round: round(12) });
    const past = (id: string, outcome: unknown, created_at: string): HouseRound => ({
      id,
      game: 'cohete',
      engine: 'crash',
      mode: 'demo',
      currency: 'ARS',
      status: 'settled',
      bet: 1_000,
      win: 0,
      input: { amount: 1_000, auto_cash_out: null },
      outcome,
      fairness: {
        kind: 'chain',
        commitment: 'c'.repeat(64),
        salt: 'salt',
        index: 11,
        round_seed: 'd'.repeat(64),
      },
      bonus_id: null,
      created_at,
      settled_at: created_at,
    });
    const asked: string[] = [];
    const api: HouseApi = {
      get: <T,>(path: string) => {
        asked.push(path);
        return Promise.resolve(
          (path === '/history'
            ? {
                items: [
                  past(
                    'r-lost',
                    { crash_point: 137, cashed_out_at: null, win: 0 },
                    '2026-11-23T12:00:00.000Z',
                  ),
                  past(
                    'r-won',
                    { crash_point: 250, cashed_out_at: 120, win: 1_200 },
                    '2026-11-23T12:01:00.000Z',
                  ),
                ],
              }
            : current) as T,
        );
      },
      getAbsolute: (url: string) => Promise.reject(new Error(`unexpected ${url}`)),
      send: () => Promise.reject(new Error('unexpected send')),
    };
    renderGame(api, fakeLive().live);
    const toggle = await screen.findByRole('button', { name: 'Fairness' });
    // Before any bet: the chain the round comes from, and its place in it.
    fireEvent.click(toggle);
    expect(screen.getByTestId('chain-commitment').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('chain-index').textContent).toBe('12 (table round 12)');
    const list = await screen.findByTestId('chain-fairness-rounds');
    expect([...list.querySelectorAll('li')].map((li) => li.getAttribute('data-round'))).toEqual([
      'r-won',
      'r-lost',
    ]);
    expect(list.textContent).toContain('Cashed out at 1.20x · crashed at 2.50x');
    expect(list.textContent).toContain('Crashed at 1.37x');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/games/house/verify?round=r-won',
      '/games/house/verify?round=r-lost',
    ]);
    expect(asked.filter((path) => path === '/history')).toHaveLength(1);
  });
});

describe('the crash view helpers', () => {
  it('formats multipliers per language and keeps a crashed round crashed', () => {
    expect(formatMultiplier(237, 'en_US')).toBe('2.37x');
    expect(formatMultiplier(100_000, 'es_ES')).toBe('1000,00x');
    const base = state({ round: round(5, { phase: 'crashed', crash_point: 150 }) });
    const late: CrashRoundEvent = {
      game: 'cohete',
      round: round(5, { phase: 'flying' }),
      last: [],
      bets: [],
    };
    expect(applyEvent(base, late, null)).toBe(base);
    const old: CrashRoundEvent = { ...late, round: round(4) };
    expect(applyEvent(base, old, null)).toBe(base);
    expect(phaseAt(round(6, { starts_at: new Date(1_000).toISOString() }), 2_000)).toBe('flying');
    expect(phaseAt(round(6, { starts_at: new Date(3_000).toISOString() }), 2_000)).toBe('betting');
  });
});

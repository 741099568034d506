import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { facts } from '../test-harness';
import { TEST_MONEY, testGame } from '../test-lobby';
import { GameInfo } from './game-info';

const SLOT = {
  ...testGame({
    rtp: '96.50',
    volatility: 'high',
    min_bet: 100,
    max_bet: 2_000_000,
    tags: ['wild', 'free spins'],
  }),
  description: 'A slot with free spins.',
};
const LIVE = testGame({
  slug: 'live-roulette',
  name: 'Live Roulette',
  kind: 'live',
  volatility: 'low',
  demo: false,
  tags: [],
});

describe('GameInfo', () => {
  afterEach(() => {
    cleanup();
    applyLanguage('en_US');
  });

  it('lists what the catalogue declares, in words and money', () => {
    applyLanguage('en_US');
    render(<GameInfo game={SLOT} money={TEST_MONEY} />);
    expect(screen.getByText('A slot with free spins.')).toBeTruthy();
    expect(facts()).toEqual({
      Provider: 'Tribuna Originals',
      Type: 'Casino game',
      'Return to player (RTP)': '96.50%',
      Volatility: 'High',
      'Minimum bet': 'ARS 1.00',
      'Maximum bet': 'ARS 20,000.00',
      'Demo (play for fun)': 'Available',
      Tags: 'WildFree spins',
    });
    // Tags are a list of their own, each read apart.
    const tags = screen.getByRole('list');
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wild', 'Free spins']);
  });

  it('says a live game and a game without demo, and leaves out tags it has not', () => {
    applyLanguage('en_US');
    render(<GameInfo game={LIVE} money={TEST_MONEY} />);
    const shown = facts();
    expect(shown.Type).toBe('Live casino');
    expect(shown['Demo (play for fun)']).toBe('Not available: real money only');
    expect(shown.Volatility).toBe('Low');
    expect(shown).not.toHaveProperty('Tags');
  });

  it('speaks Spanish and Portuguese, with their numbers and money', () => {
    applyLanguage('es_ES');
    const view = render(<GameInfo game={SLOT} money={TEST_MONEY} />);
    expect(facts()).toMatchObject({
      Proveedor: 'Tribuna Originals',
      Tipo: 'Juego de casino',
      'Retorno al jugador (RTP)': '96,50 %',
      Volatilidad: 'Alta',
      'Apuesta mínima': '1,00 ARS',
      'Apuesta máxima': '20.000,00 ARS',
      'Demo (jugar gratis)': 'Disponible',
    });
    view.unmount();
    applyLanguage('pt_BR');
    render(<GameInfo game={LIVE} money={{ currency: 'BRL', decimals: 2 }} />);
    expect(facts()).toMatchObject({
      Provedor: 'Tribuna Originals',
      Tipo: 'Cassino ao vivo',
      'Retorno ao jogador (RTP)': '96,00%',
      Volatilidade: 'Baixa',
      'Aposta mínima': 'R$ 0,10',
      'Aposta máxima': 'R$ 100,00',
      'Demo (jogar grátis)': 'Indisponível: só com dinheiro real',
    });
  });
});

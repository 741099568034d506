import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { HomeHero } from './home-hero';
import { ProductLinks } from './product-links';

function renderIn(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the home', () => {
  afterEach(() => {
    cleanup();
    applyLanguage('en_US');
  });

  it('welcomes a player back by name, with no sign-up', () => {
    applyLanguage('en_US');
    renderIn(<HomeHero brandName="Tribuna" logo="/logo.svg" playerName="Ana" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ana');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('welcomes a player who has just signed up, not back', () => {
    applyLanguage('es_ES');
    const now = new Date().toISOString();
    renderIn(<HomeHero brandName="Tribuna" logo="/logo.svg" playerName="Ana" joinedAt={now} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Te damos la bienvenida, Ana',
    );
    cleanup();
    const lastMonth = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
    renderIn(
      <HomeHero brandName="Tribuna" logo="/logo.svg" playerName="Ana" joinedAt={lastMonth} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hola de nuevo, Ana');
  });

  it("names each product in the page's language, as a link to its page", () => {
    applyLanguage('pt_BR');
    renderIn(
      <ProductLinks
        links={[
          { product: 'casino', path: '/casino/casino-games' },
          { product: 'prode', path: '/prode' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nossos produtos');
    const casino = screen.getByRole('link', { name: /^Cassino/ });
    expect(casino.getAttribute('href')).toBe('/casino/casino-games');
    expect(casino.textContent).toBe('CassinoCaça-níqueis, roleta, blackjack e jogos crash.');
    expect(screen.getByRole('link', { name: /^Prode/ }).getAttribute('href')).toBe('/prode');
  });

  it('shows no products section for a brand that offers none', () => {
    const { container } = renderIn(<ProductLinks links={[]} />);
    expect(container.textContent).toBe('');
  });
});

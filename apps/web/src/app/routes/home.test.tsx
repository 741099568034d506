// The frame's game is another page: happy-dom is not to load it.
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@tribuna/contracts/casino';
import type { Configurations } from '@tribuna/contracts/configurations';
import { PRODUCTS, type Product } from '@tribuna/contracts/site-settings';
import { applyLanguage, i18n } from '../../lib/i18n';
import { resetSession } from '../../lib/session';
import { HomeRoute, productLinks } from './home';

const GAME: CasinoGame = {
  id: 'g-1',
  slug: 'lucky-reels',
  name: 'Lucky Reels',
  provider: { slug: 'house', name: 'House Games', logo_url: null },
  kind: 'casino',
  categories: ['popular'],
  tags: [],
  image_url: '/games/lucky-reels.svg',
  rtp: '96.00',
  volatility: 'medium',
  min_bet: 100,
  max_bet: 100_000,
  demo: true,
  favorite: false,
};

function configuration(products: Product[], sportsUrl: string | null = null): Configurations {
  return {
    name: 'Test Brand',
    language: 'en_US',
    languages: ['en_US'],
    current_language: 'en_US',
    theme: 'dark',
    colors: {
      primary: '#22c55e',
      secondary: '#0ea5e9',
      background: '#0b1220',
      surface: '#131c2e',
      text: '#e5e7eb',
    },
    logos: {
      favicon: { light: '/f.svg', dark: '/f.svg' },
      header: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
    },
    currency: 'ARS',
    currency_decimals: 2,
    jurisdiction: { minimum_age: 18, bonuses_allowed: true, country: null },
    timezone: 'UTC',
    pam_type: 2,
    landing: false,
    landing_variant: 'landing-1',
    whatsapp_number: null,
    sports_url: sportsUrl,
    products,
    layout: { header: 'header-1', footer: 'footer-1', lobby: 'lobby-1' },
    popups: [],
    limits: { min_deposit: 100, min_withdrawal: 100, max_daily_withdrawal: 100_000 },
    payment_hours: { from: '09:00', to: '03:30' },
    maintenance: { enabled: false },
    enabled_modules: { customer_support: { zoho: { key: null } } },
    trackers: { analytics: { enabled: false, code: null } },
  };
}

/** The API of a brand with `products`: its configuration, its lobbies and its sportsbook. */
function stubBrand(products: Product[], sportsUrl: string | null = null): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    if (url === '/api/configurations') {
      return Promise.resolve(
        Response.json({ response: { configurations: configuration(products, sportsUrl) } }),
      );
    }
    if (url.startsWith('/api/casino/lobby')) {
      const kind = new URL(url, 'http://site.test').searchParams.get('kind') ?? 'casino';
      return Promise.resolve(
        Response.json({
          response: {
            kind,
            sliders: [],
            rails: [{ slug: 'popular', name: 'Popular', games: [GAME], total: 1 }],
            providers: [],
            recent: [],
          },
        }),
      );
    }
    if (url.startsWith('/api/sports/')) {
      return Promise.resolve(Response.json({ response: { events: [], total: 0 } }));
    }
    return Promise.resolve(Response.json({ response: ['Not found'] }, { status: 404 }));
  });
  return calls;
}

function renderHome() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <HomeRoute />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('HomeRoute', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    // No viewport here: every section renders at once (components/ui/when-near.tsx).
    vi.stubGlobal('IntersectionObserver', undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("welcomes a guest, shows the casino's games and a card for each product", async () => {
    stubBrand([...PRODUCTS]);
    renderHome();
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Brand' })).tagName,
    ).toBe('H1');
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      '/register',
    );
    const casino = await screen.findByRole('region', { name: 'Casino' });
    expect(await within(casino).findByRole('article', { name: 'Lucky Reels' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Live casino' })).toBeTruthy();

    const products = screen.getByRole('region', { name: 'Our products' });
    const links = within(products).getAllByRole('link');
    expect(links).toHaveLength(PRODUCTS.length);
    expect(
      within(products)
        .getByRole('link', { name: /^Casino Slots, roulette/ })
        .getAttribute('href'),
    ).toBe('/casino/casino-games');
  });

  it('shows the sportsbook after the casino (it comes as the visitor scrolls to it)', async () => {
    stubBrand([...PRODUCTS]);
    renderHome();
    const sports = await screen.findByRole('region', { name: 'Sports' });
    expect(await within(sports).findByText('No events are live right now.')).toBeTruthy();
    const casino = await screen.findByRole('region', { name: 'Casino' });
    expect(casino.compareDocumentPosition(sports) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for no lobby nor sportsbook of a brand without them, and links only what it offers', async () => {
    const calls = stubBrand(['prode', 'store']);
    renderHome();
    const products = await screen.findByRole('region', { name: 'Our products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/prode', '/store']);
    expect(screen.queryByRole('region', { name: 'Casino' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sports' })).toBeNull();
    expect(calls).toEqual(['/api/configurations']);
  });

  it("shows none of our sportsbook for a brand with a partner's", async () => {
    const calls = stubBrand(['sports', 'prode'], 'https://sports.partner.example/brand');
    renderHome();
    const products = await screen.findByRole('region', { name: 'Our products' });
    // The product is still offered: its page frames the partner's sportsbook.
    expect(
      within(products)
        .getByRole('link', { name: /^Sports/ })
        .getAttribute('href'),
    ).toBe('/sports');
    expect(screen.queryByRole('region', { name: 'Sports' })).toBeNull();
    expect(calls).toEqual(['/api/configurations']);
  });
});

describe('productLinks', () => {
  it("leads a guest to the open lobbies, and every product to its page, in the brand's order", () => {
    expect(productLinks(['live_casino', 'casino', 'store'])).toEqual([
      { product: 'live_casino', path: '/live-casino/live-casino-games' },
      { product: 'casino', path: '/casino/casino-games' },
      { product: 'store', path: '/store' },
    ]);
  });
});

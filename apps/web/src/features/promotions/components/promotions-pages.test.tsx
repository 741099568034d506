import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@tribuna/contracts/promotions';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { OtherPromotionsPage, PromotionPage } from './promotion-page';
import type { PromotionViewContext } from './promotion-parts';
import { PromotionsListPage } from './promotions-list-page';

const WELCOME: Promotion = {
  id: 'p1',
  type: 'bonus',
  language: 'en_US',
  title: 'Welcome bonus',
  summary: 'We double your first deposit.',
  body: '## How\n- Sign up\n- Deposit\n\n<b>not bold</b>',
  terms: '- Wagering 5x.',
  cta_label: '',
  image_url: '/brands/tribuna/promo-welcome.svg',
  cta: { kind: 'bonus', code: 'BIENVENIDA' },
  starts_at: '2026-11-01T12:00:00Z',
  ends_at: '2027-05-26T12:00:00Z',
};
const LIVE: Promotion = {
  ...WELCOME,
  id: 'p2',
  type: 'promotion',
  title: 'Live betting',
  cta_label: 'Go to Live',
  cta: { kind: 'route', path: '/live' },
  ends_at: null,
};

const guest: PromotionViewContext = {
  language: 'en_US',
  timeZone: 'America/Argentina/Buenos_Aires',
  visitor: { loggedIn: false, accountsHere: true },
};

const asked: string[] = [];

function answer(url: string): Response {
  asked.push(url);
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/api/promotions') {
    const type = searchParams.get('type');
    const items = [WELCOME, LIVE].filter((p) => !type || p.type === type);
    return Response.json({ response: { items } });
  }
  const one = [WELCOME, LIVE].find((p) => pathname === `/api/promotions/${p.id}`);
  if (one) return Response.json({ response: one });
  return Response.json(
    { response: ['This promotion is not available.'], code: 'NOT_FOUND' },
    { status: 404 },
  );
}

function renderAt(path: string, page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('promotions pages', () => {
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal('fetch', (input: string) => Promise.resolve(answer(input)));
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists cards with their end, button and details, and the three filters', async () => {
    renderAt(
      '/promotions',
      <PromotionsListPage
        type={undefined}
        title="Promotions"
        language="en_US"
        bonusesAllowed
        context={guest}
      />,
    );
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    const [welcome, live] = cards as [HTMLElement, HTMLElement];
    expect(within(welcome).getByText('Until May 26, 2027')).toBeTruthy();
    // A guest claims a bonus by signing up with its code.
    expect(within(welcome).getByRole('link', { name: 'Claim' }).getAttribute('href')).toBe(
      '/register?promo_code=BIENVENIDA',
    );
    expect(
      within(welcome).getByRole('link', { name: 'Details: Welcome bonus' }).getAttribute('href'),
    ).toBe('/promotions/p1');
    expect(within(live).getByText('No end date')).toBeTruthy();
    expect(within(live).getByRole('link', { name: 'Go to Live' }).getAttribute('href')).toBe(
      '/live',
    );
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['All', '/promotions', 'page'],
      ['Bonuses', '/promotions/type/bonus', null],
      ['Promotions', '/promotions/type/promotion', null],
    ]);
    expect(asked).toEqual(['/api/promotions?language=en_US']);
  });

  it('has no Bonuses filter where bonuses are not allowed, and says when a list is empty', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ response: { items: [] } })));
    renderAt(
      '/promotions/type/promotion',
      <PromotionsListPage
        type="promotion"
        title="Promotional offers"
        language="en_US"
        bonusesAllowed={false}
        context={guest}
      />,
    );
    expect(await screen.findByText('There are no promotional offers right now.')).toBeTruthy();
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filters).queryByRole('link', { name: 'Bonuses' })).toBeNull();
  });

  it('shows one promotion with its body as text, its terms folded, and a player’s button', async () => {
    renderAt(
      '/promotions/p1',
      <PromotionPage
        id="p1"
        language="en_US"
        context={{ ...guest, visitor: { loggedIn: true, accountsHere: true } }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How' })).toBeTruthy();
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    expect(screen.getByText('From November 1, 2026 until May 26, 2027')).toBeTruthy();
    const terms = screen.getByText('Terms and conditions').closest('details');
    expect(terms?.open).toBe(false);
    expect(screen.getByRole('link', { name: 'Claim' }).getAttribute('href')).toBe(
      '/profile/bonus/code?code=BIENVENIDA',
    );
    expect(screen.getByRole('link', { name: /See other promotions/ }).getAttribute('href')).toBe(
      '/promotions/p1/other-promotions',
    );
  });

  it('says a promotion is not available in the server’s words', async () => {
    renderAt('/promotions/gone', <PromotionPage id="gone" language="en_US" context={guest} />);
    expect(await screen.findByText('This promotion is not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' })).toBeTruthy();
  });

  it('shows the others beside the promotion, without it', async () => {
    renderAt(
      '/promotions/p1/other-promotions',
      <OtherPromotionsPage id="p1" language="en_US" context={guest} />,
    );
    const others = await screen.findByRole('region', { name: 'Other promotions' });
    expect(await within(others).findByRole('link', { name: 'Live betting' })).toBeTruthy();
    expect(within(others).queryByText('Welcome bonus')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy();
  });
});

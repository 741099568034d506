import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreBuyResult, StoreItem } from '@tribuna/contracts/store';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { StoreItemCard, type StoreLinks } from './store-item-card';
import '../store-texts';

const SHIRT: StoreItem = {
  id: 'i1',
  kind: 'physical',
  language: 'en_US',
  name: 'Official T-shirt',
  description: 'Cotton',
  image_url: null,
  price: 2_000,
  stock: 3,
  limit: { count: 1, period: 'lifetime' },
  bought: 0,
};

const links: StoreLinks = {
  login: () => undefined,
  loginPath: '/login',
  ordersPath: '/profile/orders',
  bonusesPath: '/profile/bonus/list',
  casinoPath: '/casino/casino-games',
  sportsPath: '/sports',
};

const sent: { url: string; init: RequestInit | undefined }[] = [];

function renderCard(item: StoreItem, miles: number | null) {
  const router = createMemoryRouter(
    [{ path: '*', element: <StoreItemCard item={item} miles={miles} links={links} /> }],
    { initialEntries: ['/store'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('a store item', () => {
  beforeEach(() => {
    sent.length = 0;
    applyLanguage('en_US');
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      const result: StoreBuyResult = {
        order: {
          id: 'o1',
          item_id: 'i1',
          item_name: 'Official T-shirt',
          kind: 'physical',
          price: 2_000,
          state: 'placed',
          bonus_id: null,
          address: null,
          carrier: null,
          tracking: null,
          created_at: '2026-11-28T00:00:00.000Z',
          shipped_at: null,
          delivered_at: null,
          cancelled_at: null,
        },
        miles: 500,
        bonus_status: null,
      };
      return Promise.resolve(Response.json({ response: result }));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in, and says how few are left', () => {
    renderCard({ ...SHIRT, bought: null }, null);
    expect(screen.getByRole('link', { name: 'Log in to buy' })).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('Up to 1 per player')).toBeTruthy();
  });

  it('invites a player short of miles to earn them', () => {
    renderCard(SHIRT, 1_500);
    expect(screen.getByText('You need 500 more miles.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play casino' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('says sold out and limit reached instead of a Buy button', () => {
    renderCard({ ...SHIRT, stock: 0 }, 5_000);
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    cleanup();
    renderCard({ ...SHIRT, bought: 1 }, 5_000);
    expect(screen.getByRole('button', { name: 'Limit reached' })).toHaveProperty('disabled', true);
  });

  it('confirms the cost, checks the address before sending, then buys once with a key', async () => {
    renderCard(SHIRT, 2_500);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Official T-shirt' }));
    expect(screen.getByText('It costs 2,000 miles. You will have 500 miles left.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('The city field is required.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Ana Smith');
    fill('Phone', '+1 555 123 4567');
    fill('Street and number', '12 Main Street');
    fill('City', 'Springfield');
    fill('Postal code', '12345');
    fill('Country', 'United States');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText(/Your order is placed/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    const headers = new Headers(sent[0]?.init?.headers);
    expect(headers.get('Idempotency-Key')).toBeTruthy();
    const body = sent[0]?.init?.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toMatchObject({
      address: { city: 'Springfield', country: 'United States' },
    });
  });
});

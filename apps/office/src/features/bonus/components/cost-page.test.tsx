import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { todayIn } from '../../../lib/day-range';
import { CAMPAIGN_ID, campaign } from './bonus-fixture';
import { CostPage } from './cost-page';
import { fakeFetch, plainText, renderScreen, type Call } from '../../../test/screen-test-support';

const ZONE = 'America/Argentina/Buenos_Aires';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone(ZONE);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi() {
  const fake = fakeFetch((call: Call) => {
    if (call.path === '/api/office/bonus/campaigns') return { items: [campaign()] };
    if (call.path !== '/api/office/bonus/cost') return undefined;
    return {
      currency: 'ARS',
      items: [
        {
          day: '2026-11-20',
          campaign_id: CAMPAIGN_ID,
          campaign_name: 'Welcome 100%',
          granted: 200_000,
          converted: 150_050,
          forfeited: 0,
        },
      ],
      totals: { granted: 200_000, converted: 150_050, forfeited: 0 },
    };
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

const asked = (calls: Call[]) =>
  Object.fromEntries(calls.filter((call) => call.path.endsWith('/cost')).at(-1)?.query ?? []);

describe('the cost of bonuses', () => {
  it('opens on the brand’s last 30 days, with totals and rows in its currency', async () => {
    const calls = stubApi();
    renderScreen(<CostPage currency="ARS" />, { url: '/bonuses/cost', path: '/bonuses/cost' });
    const row = await screen.findByTestId(`bonus-cost-2026-11-20-${CAMPAIGN_ID}`);
    expect(plainText(row)).toBe('2026-11-20Welcome 100%ARS 2,000.00ARS 1,500.50ARS 0.00');
    expect(screen.getByTestId('bonus-cost-total-converted').textContent).toBe('ARS\u00a01,500.50');
    const today = todayIn(ZONE);
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 29);
    expect(asked(calls)).toEqual({ from: from.toISOString().slice(0, 10), to: today });
  });

  it('asks for the chosen days and campaign, and says when the range is backwards', async () => {
    const calls = stubApi();
    renderScreen(<CostPage currency="ARS" />, {
      url: '/bonuses/cost?from=2026-11-01&to=2026-11-30',
      path: '/bonuses/cost',
    });
    await screen.findByTestId(`bonus-cost-2026-11-20-${CAMPAIGN_ID}`);
    await screen.findByRole('option', { name: 'Welcome 100%' });
    fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: CAMPAIGN_ID } });
    await waitFor(() =>
      expect(asked(calls)).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        campaign_id: CAMPAIGN_ID,
      }),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `/bonuses/cost?from=2026-11-01&to=2026-11-30&campaign=${CAMPAIGN_ID}`,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeTruthy();
  });
});

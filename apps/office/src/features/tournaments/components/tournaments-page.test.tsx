import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';
import { tournament } from './tournament-fixture';
import { TournamentsPage } from './tournaments-page';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SPORTS_ID = '5a0f3c1e-2b4d-4e6f-8a1b-3c5d7e9f1a2c';

describe('the tournaments list', () => {
  it('shows each tournament’s product, scoring, entry, dates, entrants and state; filters by state', async () => {
    const sports = tournament({
      id: SPORTS_ID,
      product: 'sports',
      scoring: 'sports_odds',
      translations: { pt_BR: { name: 'Copa dos palpites', description: '', rules: '' } },
      eligible: [],
      entry: 'buy_in',
      buy_in: 150_050,
      state: 'active',
      entrants: 1234,
    });
    const fake = fakeFetch((call) => {
      if (call.path !== '/api/office/tournaments') return undefined;
      const state = call.query.get('state');
      return { items: state === 'active' ? [sports] : [tournament(), sports] };
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<TournamentsPage currency="ARS" />, { url: '/tournaments', path: '/tournaments' });

    const casino = await screen.findByTestId(`tournament-${tournament().id}`);
    expect(plainText(casino)).toBe(
      'Slots sprintCasinoBest multiplierAutomaticDec 1, 2026, 12:00 AM to Dec 8, 2026, 12:00 AM0Upcoming',
    );
    // A name in another language when the staff member's has none; the buy-in's price.
    expect(plainText(screen.getByTestId(`tournament-${SPORTS_ID}`))).toBe(
      'Copa dos palpitesSportsOdds of won betsBuy-inARS 1,500.50Dec 1, 2026, 12:00 AM to Dec 8, 2026, 12:00 AM1,234Active',
    );
    expect(screen.getByText(/Amounts in ARS, times in Argentina Standard Time/)).toBeTruthy();
    expect(fake.calls[0]?.query.get('state')).toBeNull();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'active' } });
    await screen.findByTestId(`tournament-${SPORTS_ID}`);
    expect(screen.queryByTestId(`tournament-${tournament().id}`)).toBeNull();
    expect(fake.calls.at(-1)?.query.get('state')).toBe('active');

    fireEvent.click(screen.getByRole('link', { name: 'Copa dos palpites' }));
    expect(screen.getByTestId('location').textContent).toBe(`/tournaments/${SPORTS_ID}`);
  });
});

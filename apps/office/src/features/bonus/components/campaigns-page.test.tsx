import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { campaign } from './bonus-fixture';
import { CampaignsPage } from './campaigns-page';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CASHBACK_ID = '7c1d2e3f-0000-4000-8000-0000000000cc';

describe('the campaigns list', () => {
  it('shows each campaign’s kind, trigger, status, window, grants and wagering', async () => {
    const fake = fakeFetch((call) =>
      call.path === '/api/office/bonus/campaigns'
        ? {
            items: [
              campaign({
                id: CASHBACK_ID,
                name: 'Second deposit',
                trigger: 'deposit',
                code: null,
                deposit_number: 2,
                status: 'paused',
                ends_at: '2026-12-31T23:00:00.000Z',
                max_grants: 500,
                granted: 12,
                wagering_multiple: 0,
              }),
              campaign(),
            ],
          }
        : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<CampaignsPage currency="ARS" />, { url: '/bonuses', path: '/bonuses' });

    const welcome = await screen.findByTestId('campaign-0b6c8a52-3c1e-4f7d-9a0e-5d2f1b7c9e34');
    expect(plainText(welcome)).toBe(
      'Welcome 100%Deposit matchBonus codeWELCOMEActiveFrom Nov 1, 2026, 12:00 AM, no end3 (no limit)5× the bonus',
    );
    expect(plainText(screen.getByTestId(`campaign-${CASHBACK_ID}`))).toBe(
      'Second depositDeposit matchA depositDeposit no. 2PausedNov 1, 2026, 12:00 AM to Dec 31, 2026, 8:00 PM12 of 500None: cash at once',
    );
    expect(screen.getByText(/Amounts in ARS, times in Argentina Standard Time/)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Edit the campaign Second deposit' }));
    expect(screen.getByTestId('location').textContent).toBe(`/bonuses/campaigns/${CASHBACK_ID}`);
  });
});

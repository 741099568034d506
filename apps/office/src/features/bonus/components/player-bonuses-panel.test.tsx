import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfficeBonus } from '@tribuna/contracts/bonus';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { PLAYER_ID, campaign, officeBonus } from './bonus-fixture';
import { PlayerBonusesPanel } from './player-bonuses-panel';
import {
  apiError,
  fakeFetch,
  plainText,
  renderScreen,
  type Call,
} from '../../../test/screen-test-support';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAUSED_ID = '5a3b2c1d-0000-4000-8000-0000000000aa';
const GIFT_ID = '5a3b2c1d-0000-4000-8000-0000000000bb';

/** The API as the panel sees it: the player's bonuses, the campaigns, grants and cancels. */
function stubApi({ refuseGrant = false } = {}) {
  let bonuses: OfficeBonus[] = [
    officeBonus({
      id: 'b1a2c3d4-0000-4000-8000-000000000002',
      campaign_name: 'Old gift',
      status: 'canceled',
      forfeited: 2_500,
      canceled_at: '2026-11-10T15:30:00.000Z',
      cancel_reason: 'staff',
      canceled_by: 'marketing',
      cancel_note: 'Opened twice',
      created_at: '2026-11-09T15:30:00.000Z',
      claimed_at: '2026-11-09T15:30:00.000Z',
    }),
  ];
  const fake = fakeFetch((call: Call) => {
    if (call.path === `/api/office/bonus/players/${PLAYER_ID}`) return { items: bonuses };
    if (call.path === '/api/office/bonus/campaigns') {
      return {
        items: [
          campaign({ id: PAUSED_ID, name: 'Paused one', status: 'paused' }),
          campaign({ id: GIFT_ID, name: 'Gift 100', kind: 'no_deposit', trigger: 'manual' }),
          campaign(),
        ],
      };
    }
    if (call.path === `/api/office/bonus/players/${PLAYER_ID}/grants`) {
      if (refuseGrant) {
        return apiError(409, 'CONFLICT', ['You have already received this bonus.']);
      }
      const granted = officeBonus({ campaign_name: 'Gift 100' });
      bonuses = [granted, ...bonuses];
      return granted;
    }
    const cancel = /^\/api\/office\/bonus\/grants\/([^/]+)\/cancel$/.exec(call.path);
    if (cancel) {
      const { reason } = call.body as { reason: string };
      bonuses = bonuses.map((bonus) =>
        bonus.id === cancel[1]
          ? {
              ...bonus,
              status: 'canceled',
              forfeited: bonus.amount,
              canceled_at: '2026-11-21T15:30:00.000Z',
              cancel_reason: 'staff',
              canceled_by: 'admin',
              cancel_note: reason,
            }
          : bonus,
      );
      return bonuses.find((bonus) => bonus.id === cancel[1]);
    }
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

function renderPanel() {
  const onChange = vi.fn();
  renderScreen(<PlayerBonusesPanel playerId={PLAYER_ID} currency="ARS" onChange={onChange} />, {
    url: `/players/${PLAYER_ID}`,
    path: '/players/:id',
  });
  return onChange;
}

describe("the player page's bonuses", () => {
  it('lists the bonuses: where each stands, its money and who canceled it, and why', async () => {
    stubApi();
    renderPanel();
    const row = await screen.findByTestId('bonus-b1a2c3d4-0000-4000-8000-000000000002');
    const text = plainText(row);
    expect(text).toContain('Old gift');
    expect(text).toContain('Canceled');
    expect(text).toContain('Forfeited: ARS 25.00');
    expect(text).toContain('By marketing');
    expect(text).toContain('Opened twice');
    expect(text).toContain('ARS 50.00 of ARS 200.00');
    // A canceled bonus cannot be canceled again.
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('grants one of the active campaigns, and the new bonus shows', async () => {
    const calls = stubApi();
    const onChange = renderPanel();
    await screen.findByText('Old gift');
    fireEvent.click(screen.getByRole('button', { name: 'Grant a bonus' }));
    const choice = await screen.findByLabelText<HTMLSelectElement>('Campaign');
    const offered = within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Gift 100 · No-deposit credit', 'Welcome 100% · Deposit match']);
    fireEvent.change(choice, { target: { value: GIFT_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Bonus “Gift 100” granted.')).toBeTruthy();
    const grant = calls.find((call) => call.path.endsWith('/grants'));
    expect(grant?.body).toEqual({ campaign_id: GIFT_ID });
    const row = await screen.findByTestId('bonus-b1a2c3d4-0000-4000-8000-000000000001');
    expect(plainText(row)).toContain('ARS 100.00');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a refused grant in the dialog', async () => {
    stubApi({ refuseGrant: true });
    const onChange = renderPanel();
    await screen.findByText('Old gift');
    fireEvent.click(screen.getByRole('button', { name: 'Grant a bonus' }));
    await screen.findByLabelText('Campaign');
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('You have already received this bonus.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancels a bonus only with a reason, after saying what is forfeited', async () => {
    const calls = stubApi();
    const onChange = renderPanel();
    await screen.findByText('Old gift');
    fireEvent.click(screen.getByRole('button', { name: 'Grant a bonus' }));
    await screen.findByLabelText('Campaign');
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the bonus Gift 100' }));
    expect(
      screen.getByText(
        'The bonus ends now and its bonus money (ARS 100.00) is forfeited. The player’s own money is not touched.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the bonus' }));
    expect(screen.getByText('Write why the bonus is canceled.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Reason'), {
      target: { value: ' Asked by the player ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the bonus' }));
    expect(await screen.findByText('Bonus “Gift 100” canceled.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'Asked by the player',
    });
    await waitFor(() =>
      expect(plainText(screen.getByTestId('bonus-b1a2c3d4-0000-4000-8000-000000000001'))).toContain(
        'By admin',
      ),
    );
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  JURISDICTION_PRESET_PROFILES,
  type JurisdictionProfile,
} from '@tribuna/contracts/jurisdiction';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { initI18n } from '../../../lib/i18n';
import { officeProfile } from './compliance-fixture';
import { ProfilePage } from './profile-page';
import { type Call, fakeFetch, renderScreen } from '../../../test/screen-test-support';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/office/responsible/profile';

/** The API keeps what it is sent; `refuse` answers a PUT with the server's field messages. */
function stubApi({ editable = true, refuse = false } = {}) {
  let stored: JurisdictionProfile = JURISDICTION_PRESET_PROFILES.general;
  const fake = fakeFetch((call: Call) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'PUT') {
      if (refuse) {
        return new Response(
          JSON.stringify({
            response: ['The country field is invalid.'],
            code: 'VALIDATION_FAILED',
            fields: { 'profile.country': ['The country field is invalid.'] },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      stored = (call.body as { profile: JurisdictionProfile }).profile;
    }
    return officeProfile(stored, editable);
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

function renderProfile() {
  renderScreen(<ProfilePage currency="EUR" />, {
    url: '/compliance/profile',
    path: '/compliance/profile',
  });
}

const value = (label: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;

describe('the jurisdiction profile', () => {
  it('lets the platform owner start from a preset, which fills every field, and save it', async () => {
    const calls = stubApi();
    renderProfile();
    const preset = await screen.findByLabelText('Preset');
    expect(value('Minimum age')).toBe('18');
    fireEvent.change(preset, { target: { value: 'spain' } });
    expect(value('Regulator’s country')).toBe('ES');
    expect(value('Per day')).toBe('600');
    expect(value('Per week')).toBe('1500');
    expect(value('Per month')).toBe('3000');
    expect(value('Reality check by default')).toBe('30');
    // Then one field changed by hand.
    fireEvent.change(screen.getByLabelText('Minimum age'), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Jurisdiction profile saved.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      profile: { ...JURISDICTION_PRESET_PROFILES.spain, minimum_age: 19 },
    });
    // The form starts again from what the server kept.
    await waitFor(() => expect(value('Preset')).toBe('spain'));
    expect(value('Minimum age')).toBe('19');
  });

  it('edits every field: none for the country, the cap and a limit', async () => {
    const calls = stubApi();
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Preset'), { target: { value: 'uk' } });
    fireEvent.change(screen.getByLabelText('Regulator’s country'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Bonuses may be offered'));
    fireEvent.change(screen.getByLabelText('Largest wagering requirement'), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByLabelText('Per week'), { target: { value: '2,500' } });
    fireEvent.change(screen.getByLabelText(/Cool-off/), { target: { value: '72' } });
    fireEvent.change(screen.getByLabelText('Reality check by default'), {
      target: { value: '120' },
    });
    fireEvent.change(screen.getByLabelText('Shortest time-out'), { target: { value: '7d' } });
    fireEvent.change(screen.getByLabelText('Shortest self-exclusion'), {
      target: { value: '1y' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Jurisdiction profile saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      profile: {
        preset: 'uk',
        country: null,
        minimum_age: 18,
        bonuses_allowed: false,
        max_wagering_multiple: null,
        default_deposit_limits: { day: null, week: 2_500, month: null },
        limit_raise_cool_off_hours: 72,
        reality_check_default_minutes: 120,
        shortest_time_out: '7d',
        shortest_self_exclusion: '1y',
      },
    });
  });

  it('shows each field’s problem and sends nothing', async () => {
    const calls = stubApi();
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Minimum age'), { target: { value: '17' } });
    fireEvent.change(screen.getByLabelText('Largest wagering requirement'), {
      target: { value: '10x' },
    });
    fireEvent.change(screen.getByLabelText(/Cool-off/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Some fields need attention.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 18 to 21.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    expect(
      screen.getByText('The cool-off before a limit rises (hours) field is required.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Minimum age').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s messages on their fields', async () => {
    stubApi({ refuse: true });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Regulator’s country').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getAllByText('The country field is invalid.')).toHaveLength(2);
  });

  it('shows other staff the profile read only, and who may change it', async () => {
    stubApi({ editable: false });
    renderProfile();
    expect(
      await screen.findByText('Only the platform owner may change the jurisdiction profile.'),
    ).toBeTruthy();
    const view = screen.getByTestId('profile-view');
    expect(view.textContent).toContain('General');
    expect(view.textContent).toContain('None: international help only');
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

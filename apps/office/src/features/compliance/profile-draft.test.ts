import { beforeAll, describe, expect, it } from 'vitest';
import { JURISDICTION_PRESET_PROFILES } from '@tribuna/contracts/jurisdiction';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { initI18n } from '../../lib/i18n';
import { fromDraft, profileFieldErrors, toDraft, type DraftMessages } from './profile-draft';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});

const MESSAGES: DraftMessages = {
  wholeNumber: 'whole',
  range: (minimum, maximum) => `from ${minimum} to ${maximum}`,
  required: (path) => `required ${path}`,
  labels: { minimum_age: 'Minimum age', limit_raise_cool_off_hours: 'Cool-off' },
};

describe('the jurisdiction profile draft', () => {
  it('goes back to the same profile, for every preset', () => {
    for (const profile of Object.values(JURISDICTION_PRESET_PROFILES)) {
      for (const language of ['en_US', 'es_ES'] as const) {
        const back = fromDraft(toDraft(profile, language), language, MESSAGES);
        expect(back).toEqual({ ok: true, profile });
      }
    }
  });

  it('shows none as an empty field and reads an empty optional field as none', () => {
    const draft = toDraft(JURISDICTION_PRESET_PROFILES.spain, 'en_US');
    expect(draft.max_wagering_multiple).toBe('');
    expect(draft.default_deposit_limits).toEqual({ day: '600', week: '1500', month: '3000' });
    const result = fromDraft(
      { ...draft, default_deposit_limits: { day: '', week: '1,500', month: '3000' } },
      'en_US',
      MESSAGES,
    );
    expect(result.ok && result.profile.default_deposit_limits).toEqual({
      day: null,
      week: 1_500,
      month: 3_000,
    });
  });

  it('reads amounts in the language’s format: "1.500" is fifteen hundred in es_ES', () => {
    const draft = toDraft(JURISDICTION_PRESET_PROFILES.general, 'es_ES');
    const result = fromDraft(
      { ...draft, default_deposit_limits: { day: '1.500', week: '', month: '' } },
      'es_ES',
      MESSAGES,
    );
    expect(result.ok && result.profile.default_deposit_limits.day).toBe(1_500);
  });

  it('says which fields are not whole numbers or are missing', () => {
    const draft = toDraft(JURISDICTION_PRESET_PROFILES.general, 'en_US');
    const result = fromDraft(
      {
        ...draft,
        minimum_age: '18.5',
        limit_raise_cool_off_hours: ' ',
        max_wagering_multiple: 'ten',
        default_deposit_limits: { day: '1.5', week: '', month: '' },
      },
      'en_US',
      MESSAGES,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        minimum_age: 'whole',
        limit_raise_cool_off_hours: 'required limit_raise_cool_off_hours',
        max_wagering_multiple: 'whole',
        'default_deposit_limits.day': 'whole',
      },
    });
  });

  it('checks the API’s own rules, saying the bounds of a number', () => {
    const draft = toDraft(JURISDICTION_PRESET_PROFILES.general, 'en_US');
    const result = fromDraft(
      {
        ...draft,
        minimum_age: '17',
        max_wagering_multiple: '101',
        limit_raise_cool_off_hours: '745',
        default_deposit_limits: { day: '0', week: '', month: '' },
      },
      'en_US',
      MESSAGES,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        minimum_age: 'from 18 to 21',
        max_wagering_multiple: 'from 1 to 100',
        limit_raise_cool_off_hours: 'from 0 to 744',
        'default_deposit_limits.day': 'from 1 to 1000000000',
      },
    });
  });

  it('names the field in the API’s other messages', () => {
    const draft = toDraft(JURISDICTION_PRESET_PROFILES.general, 'en_US');
    const result = fromDraft({ ...draft, country: 'es' }, 'en_US', {
      ...MESSAGES,
      labels: { country: 'Country' },
    });
    expect(result).toEqual({ ok: false, errors: { country: 'The country field is invalid.' } });
  });

  it('puts the server’s messages on the profile’s fields', () => {
    expect(
      profileFieldErrors({ 'profile.minimum_age': 'Too young', 'profile.country': 'Unknown' }),
    ).toEqual({ minimum_age: 'Too young', country: 'Unknown' });
  });
});

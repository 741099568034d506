import { beforeAll, describe, expect, it } from 'vitest';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { initI18n } from '../../lib/i18n';
import {
  KIND_FIELDS,
  fromDraft,
  newDraft,
  shownFields,
  toDraft,
  withKind,
  type CampaignDraft,
  type DraftContext,
  type DraftMessages,
} from './campaign-draft';
import { campaign } from './components/bonus-fixture';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const EN: DraftContext = { decimals: 2, language: 'en_US', timeZone: BUENOS_AIRES };
const ES: DraftContext = { decimals: 2, language: 'es_ES', timeZone: BUENOS_AIRES };

const MESSAGES: DraftMessages = {
  wholeNumber: 'whole',
  amountFormat: 'format',
  odds: 'odds',
  dateTime: 'time',
  required: (path) => `required ${path}`,
  needed: 'needed',
  labels: {},
};

/** A complete no-deposit campaign by code, as typed in `context`'s language. */
function noDeposit(overrides: Partial<CampaignDraft> = {}): CampaignDraft {
  return {
    ...withKind(newDraft(new Date('2026-11-20T15:30:00Z'), EN), 'no_deposit'),
    name: 'Gift',
    titles: { en_US: 'A gift', es_ES: '', pt_BR: '' },
    code: 'gift-1',
    amount: '150.50',
    wagering_multiple: '3',
    ...overrides,
  };
}

describe('the campaign draft', () => {
  it('starts a new campaign with the product’s defaults, now in the brand’s zone', () => {
    const draft = newDraft(new Date('2026-11-20T15:30:45Z'), ES);
    expect(draft).toMatchObject({
      kind: 'deposit_match',
      trigger: 'code',
      contributions: { sports: '100', slots: '100', table: '10', live: '10' },
      min_odds: '1,50',
      claim_days: '30',
      wager_days: '30',
      // 15:30 UTC is 12:30 in Buenos Aires (UTC-3).
      starts_at: '2026-11-20T12:30',
      ends_at: '',
      wagering_multiple: '',
      status: 'active',
    });
  });

  it('shows a stored campaign’s amounts in major units of the staff member’s format', () => {
    const stored = campaign({ max_bonus: 5_000_050, ends_at: '2026-12-31T23:59:00-03:00' });
    expect(toDraft(stored, EN)).toMatchObject({
      percent: '100',
      min_deposit: '1000.00',
      max_bonus: '50000.50',
      max_bet: '5000.00',
      max_conversion: '',
      min_odds: '1.50',
      starts_at: '2026-11-01T00:00',
      ends_at: '2026-12-31T23:59',
      titles: { en_US: '100% welcome bonus', es_ES: 'Bono de bienvenida del 100%', pt_BR: '' },
    });
    expect(toDraft(stored, ES)).toMatchObject({ max_bonus: '50000,50', min_odds: '1,50' });
  });

  it('sends amounts in minor units, odds in hundredths and times as instants', () => {
    const result = fromDraft(
      noDeposit({
        amount: '1.500,50',
        max_bet: '100',
        max_conversion: '2.000',
        min_odds: '1,75',
        contributions: { sports: '50', slots: '100', table: '0', live: '10' },
        ends_at: '2026-12-31T23:59',
        max_grants: '500',
      }),
      ES,
      MESSAGES,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request).toEqual({
      name: 'Gift',
      titles: { en_US: 'A gift' },
      kind: 'no_deposit',
      trigger: 'code',
      // The contract's code is upper-cased.
      code: 'GIFT-1',
      deposit_number: null,
      percent: null,
      amount: 150_050,
      max_bonus: null,
      min_deposit: null,
      game: null,
      spins: null,
      spin_stake: null,
      cashback_period: null,
      wagering_multiple: 3,
      contributions: { sports: 50, slots: 100, table: 0, live: 10 },
      min_odds_x100: 175,
      max_bet: 10_000,
      max_conversion: 200_000,
      claim_days: 30,
      wager_days: 30,
      starts_at: '2026-11-20T15:30:00.000Z',
      ends_at: '2027-01-01T02:59:00.000Z',
      max_grants: 500,
      status: 'active',
    });
  });

  it('sends none for the terms another kind or trigger had, whatever was typed in them', () => {
    const draft = {
      ...withKind(
        noDeposit({ percent: '50', min_deposit: '10', deposit_number: '2' }),
        'no_deposit',
      ),
      trigger: 'manual' as const,
    };
    const result = fromDraft(draft, EN, MESSAGES);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request).toMatchObject({
      trigger: 'manual',
      code: null,
      deposit_number: null,
      percent: null,
      min_deposit: null,
      amount: 15_050,
    });
  });

  it('says every field’s problem at once: what could not be read, what the kind needs', () => {
    const result = fromDraft(
      withKind(
        noDeposit({
          titles: { en_US: ' ', es_ES: '', pt_BR: '' },
          max_bet: '1.500,50',
          min_odds: '0.9',
          wagering_multiple: 'x',
          claim_days: '',
          starts_at: '2026-02-30T10:00',
        }),
        'deposit_match',
      ),
      EN,
      MESSAGES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      titles: 'The title is required in at least one language.',
      percent: 'needed',
      min_deposit: 'needed',
      max_bonus: 'needed',
      max_bet: 'format',
      min_odds_x100: 'odds',
      wagering_multiple: 'whole',
      claim_days: 'required claim_days',
      starts_at: 'time',
    });
  });

  it('keeps a trigger the new kind allows, and takes the kind’s first otherwise', () => {
    const byCode = noDeposit();
    expect(withKind(byCode, 'deposit_match').trigger).toBe('code');
    expect(withKind(byCode, 'cashback').trigger).toBe('period');
    expect(withKind(withKind(byCode, 'cashback'), 'free_bet').trigger).toBe('code');
    expect(withKind({ ...byCode, trigger: 'signup' }, 'deposit_match').trigger).toBe('code');
  });

  it('asks only for what each kind and trigger use', () => {
    expect(KIND_FIELDS.cashback).toEqual(['percent', 'cashback_period', 'max_bonus']);
    expect(shownFields({ kind: 'deposit_match', trigger: 'deposit' })).toEqual({
      kind: ['percent', 'min_deposit', 'max_bonus'],
      code: false,
      deposit_number: true,
    });
    expect(shownFields({ kind: 'free_spins', trigger: 'code' })).toEqual({
      kind: ['game', 'spins', 'spin_stake'],
      code: true,
      deposit_number: false,
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { initI18n } from '../../lib/i18n';
import { NO_DEPOSIT_ID, tournament } from './components/tournament-fixture';
import {
  addPrizeRow,
  fromDraft,
  newDraft,
  toDraft,
  withPrizeKind,
  withProduct,
  type DraftContext,
  type DraftMessages,
  type TournamentDraft,
} from './tournament-draft';
import './tournaments-texts';

const ZONE = 'America/Argentina/Buenos_Aires';
const CONTEXT: DraftContext = { decimals: 2, language: 'en_US', timeZone: ZONE };
const MESSAGES: DraftMessages = {
  wholeNumber: 'whole',
  amountFormat: 'format',
  dateTime: 'date',
  required: (path) => `required ${path}`,
  labels: {},
};

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});

function stored(): TournamentDraft {
  return toDraft(tournament(), CONTEXT);
}

function errorsOf(draft: TournamentDraft) {
  const result = fromDraft(draft, CONTEXT, MESSAGES);
  return result.ok ? {} : result.errors;
}

describe('a tournament draft', () => {
  it('starts at the next full hour in the brand’s zone, for a week, with one cash prize', () => {
    const draft = newDraft(new Date('2026-11-20T15:20:00.000Z'), CONTEXT);
    expect(draft.startsAt).toBe('2026-11-20T13:00');
    expect(draft.endsAt).toBe('2026-11-27T13:00');
    expect(draft.prizes).toEqual([
      { from: '1', to: '1', kind: 'cash', amount: '', campaignId: '' },
    ]);
  });

  it('reads a stored tournament as typed text and sends it back unchanged', () => {
    const draft = stored();
    expect(draft.minBet).toBe('100.00');
    expect(draft.startsAt).toBe('2026-12-01T00:00');
    expect(draft.prizes.map((p) => p.amount)).toEqual(['50000.00', '500']);
    const result = fromDraft(draft, CONTEXT, MESSAGES);
    const {
      id: _id,
      state: _state,
      entrants: _entrants,
      buy_ins: _buyIns,
      cancel_reason: _reason,
      created_at: _created,
      updated_at: _updated,
      ...request
    } = tournament();
    expect(result).toEqual({ ok: true, request });
  });

  it('keeps a scoring the other product allows, else takes its first, and drops the eligible', () => {
    const wagered = { ...stored(), scoring: 'wagered' as const };
    expect(withProduct(wagered, 'sports')).toMatchObject({
      product: 'sports',
      scoring: 'wagered',
      eligible: [],
    });
    expect(withProduct(stored(), 'sports')).toMatchObject({ scoring: 'sports_odds' });
    expect(withProduct(withProduct(stored(), 'sports'), 'casino')).toMatchObject({
      scoring: 'best_multiplier',
    });
  });

  it('asks best-of only of the best rounds’ scoring, and sends none otherwise', () => {
    const bestN = { ...stored(), scoring: 'best_n_multipliers' as const };
    expect(errorsOf(bestN)).toEqual({
      best_of: 'Sum the best 2 to 100 rounds (only for that way of scoring).',
    });
    expect(errorsOf({ ...bestN, bestOf: '1' })).toHaveProperty('best_of');
    expect(fromDraft({ ...bestN, bestOf: '5' }, CONTEXT, MESSAGES)).toMatchObject({
      ok: true,
      request: { best_of: 5 },
    });
    // Typed before the scoring changed: not sent.
    expect(fromDraft({ ...stored(), bestOf: '5' }, CONTEXT, MESSAGES)).toMatchObject({
      ok: true,
      request: { best_of: null },
    });
  });

  it('takes a price for a buy-in only, in minor units', () => {
    const buyIn = { ...stored(), entry: 'buy_in' as const };
    expect(errorsOf(buyIn)).toEqual({
      buy_in: 'A buy-in tournament needs a price above 0; the others take none.',
    });
    expect(errorsOf({ ...buyIn, buyIn: '1.500' })).toEqual({ buy_in: 'format' });
    expect(fromDraft({ ...buyIn, buyIn: '1,500.50' }, CONTEXT, MESSAGES)).toMatchObject({
      ok: true,
      request: { entry: 'buy_in', buy_in: 150_050 },
    });
    expect(
      fromDraft({ ...stored(), entry: 'opt_in', buyIn: '20' }, CONTEXT, MESSAGES),
    ).toMatchObject({ ok: true, request: { entry: 'opt_in', buy_in: 0 } });
  });

  it('checks the prize rows: places from 1 without gaps, an amount or a campaign by kind', () => {
    const draft = stored();
    const rows = addPrizeRow(draft.prizes);
    expect(rows[2]).toEqual({ from: '4', to: '4', kind: 'cash', amount: '', campaignId: '' });

    const bonusRow = withPrizeKind({ ...rows[2]!, amount: '10' }, 'bonus');
    expect(bonusRow).toEqual({ from: '4', to: '4', kind: 'bonus', amount: '', campaignId: '' });
    expect(errorsOf({ ...draft, prizes: [...draft.prizes, bonusRow] })).toEqual({
      'prizes.2.campaign_id': 'Choose the bonus campaign this prize gives.',
    });
    expect(
      fromDraft(
        { ...draft, prizes: [...draft.prizes, { ...bonusRow, campaignId: NO_DEPOSIT_ID }] },
        CONTEXT,
        MESSAGES,
      ),
    ).toMatchObject({
      ok: true,
      request: { prizes: [{}, {}, { kind: 'bonus', amount: 0, campaign_id: NO_DEPOSIT_ID }] },
    });

    const gap = [draft.prizes[0]!, { ...draft.prizes[1]!, from: '3', to: '5' }];
    expect(errorsOf({ ...draft, prizes: gap })).toEqual({
      'prizes.1.from': 'Prizes must cover places from 1 on, without gaps or overlaps.',
    });
    const noAmount = [{ ...draft.prizes[0]!, amount: '' }];
    expect(errorsOf({ ...draft, prizes: noAmount })).toEqual({
      'prizes.0.amount': 'Enter a whole amount of 0 or more (above 0 for a cash or miles prize).',
    });
    expect(errorsOf({ ...draft, prizes: [] })).toEqual({ prizes: 'Add at least one prize.' });
  });

  it('needs a name in one language and an end after the start', () => {
    const draft = stored();
    const unnamed = {
      ...draft,
      texts: {
        en_US: { name: '', description: '', rules: '' },
        es_ES: { name: '', description: '', rules: '' },
        pt_BR: { name: '', description: '', rules: '' },
      },
      endsAt: draft.startsAt,
    };
    expect(errorsOf(unnamed)).toEqual({
      translations: 'Give the tournament a name in at least one language.',
      ends_at: 'The end must come after the start.',
    });
    expect(errorsOf({ ...draft, startsAt: '' })).toEqual({ starts_at: 'required starts_at' });
  });
});

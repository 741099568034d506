import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { betRequestSchema as providerBetSchema } from './casino-provider';
import { crashBetRequestSchema, slotSpinRequestSchema } from './house';
import { betRequestSchema as sportsBetSchema, cashOutRequestSchema } from './sports';
import {
  adjustmentRequestSchema,
  amountFieldSchema,
  amountSchema,
  bankDepositFormSchema,
} from './wallet';

/** Shapes that a lenient reader turns into 200000. */
const LOOK_ALIKES: unknown[] = [[200000], '0x30D40', '2e5', ' 200000 ', '200000'];

function messagesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('amounts in JSON bodies', () => {
  it('takes a JSON integer and nothing that merely converts to one', () => {
    expect(amountSchema.parse(200000)).toBe(200000);
    for (const input of LOOK_ALIKES) {
      const result = amountSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(messagesOf(result)).toEqual(['wallet.amount_integer']);
    }
    expect(messagesOf(amountSchema.safeParse(undefined))).toEqual(['wallet.amount_positive']);
    expect(messagesOf(amountSchema.safeParse(2 ** 53))).not.toEqual([]);
  });

  it('holds for every money amount of a request body', () => {
    const round = '6f9619ff-8b86-4011-b42d-00c04fc964ff';
    const bodies: [string, z.ZodType, (amount: unknown) => unknown][] = [
      [
        'adjustment',
        adjustmentRequestSchema,
        (amount) => ({
          player_id: 'p1',
          account: 'cash',
          amount,
          reason: 'Test',
        }),
      ],
      ['slot spin', slotSpinRequestSchema, (line_bet) => ({ line_bet })],
      ['crash bet', crashBetRequestSchema, (amount) => ({ round_id: round, amount })],
      [
        'sports bet',
        sportsBetSchema,
        (stake) => ({
          kind: 'single',
          stake,
          selections: [{ market_id: round, outcome: '1', odds: 2 }],
        }),
      ],
      ['sports cash-out', cashOutRequestSchema, (amount) => ({ amount })],
      [
        'provider bet',
        providerBetSchema,
        (amount) => ({
          request_id: 'r1',
          token: 't1',
          game: 'g1',
          transaction_id: 'x1',
          round_id: 'r1',
          amount,
          currency: 'ARS',
        }),
      ],
    ];
    for (const [name, schema, body] of bodies) {
      expect(schema.safeParse(body(200000)).success, name).toBe(true);
      for (const input of LOOK_ALIKES) {
        expect(schema.safeParse(body(input)).success, `${name} ${JSON.stringify(input)}`).toBe(
          false,
        );
      }
    }
  });
});

describe('amounts in form fields', () => {
  it('reads decimal digits only', () => {
    expect(amountFieldSchema.parse('200000')).toBe(200000);
    expect(amountFieldSchema.parse('0200000')).toBe(200000);
    for (const input of ['0x30D40', '2e5', ' 200000 ', '200000.5', '+200000', '-5', '1_000']) {
      const result = amountFieldSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(messagesOf(result)).toEqual(['wallet.amount_integer']);
    }
    expect(messagesOf(amountFieldSchema.safeParse('0'))).toEqual(['wallet.amount_positive']);
    expect(messagesOf(amountFieldSchema.safeParse(''))).toEqual(['wallet.amount_positive']);
    expect(messagesOf(amountFieldSchema.safeParse('9999999999999999'))).toEqual([
      'wallet.amount_too_large',
    ]);
    expect(bankDepositFormSchema.parse({ method: 'bank_transfer', amount: '150000' })).toEqual({
      method: 'bank_transfer',
      amount: 150000,
    });
  });
});

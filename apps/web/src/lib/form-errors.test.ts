import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '@tribuna/contracts/auth';
import { describeFailure, fieldErrorsOf } from './form-errors';
import { ApiError } from './api-error';

const valid = {
  username: 'newplayer',
  email: 'new@example.com',
  password: 'password123',
  name: 'New',
  last_name: 'Player',
  is_adult: true,
  accept_terms: true,
  accept_privacy: true,
};

describe('register form validation', () => {
  it('says "Email is invalid" as the spec words it, and in the other languages', () => {
    const result = registerRequestSchema.safeParse({ ...valid, email: 'nope' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, 'en_US').email).toEqual(['Email is invalid']);
    expect(fieldErrorsOf(result.error, 'es_ES').email).toEqual([
      'El correo electrónico no es válido',
    ]);
  });

  it('requires the 18+, terms and privacy confirmations', () => {
    const result = registerRequestSchema.safeParse({
      ...valid,
      is_adult: false,
      accept_terms: false,
      accept_privacy: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = fieldErrorsOf(result.error, 'en_US');
    expect(fields.is_adult).toEqual(['You must confirm that you are over 18']);
    expect(fields.accept_terms).toEqual(['You must accept the terms and conditions']);
    expect(fields.accept_privacy).toEqual(['You must accept the privacy policy']);
  });

  it('names generic rules with the field label', () => {
    const result = registerRequestSchema.safeParse({ ...valid, state: 'x'.repeat(81) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, 'en_US').state).toEqual([
      'The state field must have at most 80 characters.',
    ]);
  });
});

describe('describeFailure', () => {
  const spent = new ApiError(400, {
    code: 'TOKEN_INVALID',
    response: ['This password reset link is invalid or has expired'],
    fields: { token: ['This password reset link is invalid or has expired'] },
  });

  it('shows a field message under its field only, not again above the form', () => {
    expect(describeFailure(spent, 'fallback')).toEqual({
      messages: [],
      fields: { token: ['This password reset link is invalid or has expired'] },
    });
  });

  it('puts the message of a field the form does not show above the form', () => {
    expect(describeFailure(spent, 'fallback', ['password'])).toEqual({
      messages: ['This password reset link is invalid or has expired'],
      fields: {},
    });
  });

  it('falls back when the failure says nothing', () => {
    expect(describeFailure(new Error('network'), 'fallback').messages).toEqual(['fallback']);
    expect(describeFailure(new ApiError(500, { code: 'INTERNAL' }), 'fallback').messages).toEqual([
      'fallback',
    ]);
  });
});

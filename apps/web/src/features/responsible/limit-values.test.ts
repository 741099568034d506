import { describe, expect, it } from 'vitest';
import { durationText, limitValueText, splitMinutes, usedPercent } from './limit-values';
import { readMoneyLimit, readSessionLimit } from './typed-limits';

const ARS = { currency: 'ARS', decimals: 2 } as const;
const say = (key: string, { hours, minutes }: { hours: number; minutes: number }) =>
  key === 'responsible.duration' ? `${hours} h ${minutes} min` : `${minutes} min`;
const duration = (minutes: number) => durationText(minutes, say);

describe('limit values', () => {
  it('reads money as the player types it, in minor units', () => {
    expect(readMoneyLimit('1.500,50', ARS, 'es_ES')).toEqual({ ok: true, value: 150050 });
    expect(readMoneyLimit('1,500.50', ARS, 'en_US')).toEqual({ ok: true, value: 150050 });
    expect(readMoneyLimit('0', ARS, 'en_US')).toEqual({
      ok: false,
      problem: 'wallet.amount_positive',
    });
    expect(readMoneyLimit('1,5', ARS, 'en_US')).toEqual({
      ok: false,
      problem: 'wallet.amount_format',
    });
  });

  it('reads a session as hours and minutes, at least a minute and at most 31 days', () => {
    expect(readSessionLimit('2', '30')).toEqual({ ok: true, value: 150 });
    expect(readSessionLimit('', '45')).toEqual({ ok: true, value: 45 });
    expect(readSessionLimit('1', '')).toEqual({ ok: true, value: 60 });
    expect(readSessionLimit('', '')).toEqual({ ok: false, problem: 'session_invalid' });
    expect(readSessionLimit('1.5', '')).toEqual({ ok: false, problem: 'session_invalid' });
    expect(readSessionLimit(String(31 * 24 + 1), '')).toEqual({
      ok: false,
      problem: 'session_invalid',
    });
  });

  it('says money and time as the player reads them', () => {
    expect(limitValueText('deposit', 60000, ARS, 'en_US', duration)).toMatch(/ARS\s600\.00/);
    expect(limitValueText('session', 150, ARS, 'en_US', duration)).toBe('2 h 30 min');
    expect(limitValueText('session', 45, ARS, 'en_US', duration)).toBe('45 min');
    expect(splitMinutes(59)).toEqual({ hours: 0, minutes: 59 });
  });

  it('fills the bar to 100 at most', () => {
    expect(usedPercent(50, 200)).toBe(25);
    expect(usedPercent(300, 200)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
  });
});

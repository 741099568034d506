import { describe, expect, it } from 'vitest';
import {
  breakInForce,
  countryName,
  currencyOf,
  formatLimit,
  formatMinutes,
  formatShare,
  formatWhole,
  shareTone,
  sortLimits,
} from './compliance-format';

describe('compliance formats', () => {
  it('reads session time in hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 05 min');
    expect(formatMinutes(0)).toBe('0 min');
  });

  it('shows money limits in minor units of the currency, session limits as time', () => {
    expect(formatLimit('deposit', 150_050, 'ARS', 'en_US')).toBe('ARS\u00a01,500.50');
    expect(formatLimit('loss', 1_500, 'CLP', 'es_ES')).toBe('1500\u00a0CLP');
    expect(formatLimit('session', 90, 'ARS', 'en_US')).toBe('1 h 30 min');
  });

  it('shows the profile’s limits in whole units', () => {
    expect(formatWhole(1_500, 'EUR', 'en_US')).toBe('€1,500');
  });

  it('says the share of a limit used, and 0 for no limit', () => {
    expect(formatShare(85, 100, 'en_US')).toBe('85%');
    expect(formatShare(85, 0, 'en_US')).toBe('0%');
  });

  it('warns from 80 % of a limit and says when it is reached', () => {
    expect(shareTone(79, 100)).toBeUndefined();
    expect(shareTone(80, 100)).toBe('near');
    expect(shareTone(100, 100)).toBe('reached');
    expect(shareTone(20_000, 100)).toBe('reached');
    expect(shareTone(0, 0)).toBeUndefined();
  });

  it('orders limits by kind, then period', () => {
    const sorted = sortLimits([
      { kind: 'session', period: 'day' },
      { kind: 'deposit', period: 'month' },
      { kind: 'deposit', period: 'day' },
      { kind: 'loss', period: 'week' },
    ] as const);
    expect(sorted.map((l) => `${l.kind}.${l.period}`)).toEqual([
      'deposit.day',
      'deposit.month',
      'loss.week',
      'session.day',
    ]);
  });

  it('tells a break in force until it ends; a permanent one always is', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(breakInForce({ ends_at: '2026-11-20T12:00:01Z' }, now)).toBe(true);
    expect(breakInForce({ ends_at: '2026-11-20T12:00:00Z' }, now)).toBe(false);
    expect(breakInForce({ ends_at: null }, now)).toBe(true);
  });

  it('keeps a currency it knows, else the brand’s', () => {
    expect(currencyOf('BRL', 'ARS')).toBe('BRL');
    expect(currencyOf('XYZ', 'ARS')).toBe('ARS');
  });

  it('names countries in the reader’s language', () => {
    expect(countryName('ES', 'en_US')).toBe('Spain');
    expect(countryName('ES', 'es_ES')).toBe('España');
    expect(countryName('GB', 'pt_BR')).toBe('Reino Unido');
  });
});

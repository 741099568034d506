import { z } from 'zod';

// Minor-unit exponent per ISO 4217 code: money is stored as integers of these units.
export const CURRENCIES = {
  ARS: 2,
  BRL: 2,
  USD: 2,
  EUR: 2,
  MXN: 2,
  CLP: 0,
  COP: 2,
  PEN: 2,
  UYU: 2,
} as const;
export type Currency = keyof typeof CURRENCIES;
export const currencySchema = z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]);

export function currencyDecimals(currency: Currency): number {
  return CURRENCIES[currency];
}

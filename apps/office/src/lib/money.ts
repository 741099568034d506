/**
 * Amounts are stored in integer minor units and typed in major units. The
 * conversion works on the digits, not on floats, so 0.29 never becomes 28.
 */
export function toMinorUnits(text: string, decimals: number): number | null {
  const value = text.trim().replace(/[\s_]/g, '');
  // A comma is accepted as the decimal mark (es_ES, pt_BR keyboards).
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(value);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}

export function fromMinorUnits(minor: number, decimals: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

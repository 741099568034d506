import { describe, expect, it } from 'vitest';
import { diffChanges, formatValue } from './audit-diff';

describe('audit diff', () => {
  it('lists only the nested keys that changed', () => {
    const before = {
      name: 'Tribuna',
      colors: { primary: '#22c55e', secondary: '#0ea5e9' },
      limits: { min_deposit: 100 },
    };
    const after = {
      name: 'Tribuna',
      colors: { primary: '#ff0000', secondary: '#0ea5e9' },
      limits: { min_deposit: 100 },
    };
    expect(diffChanges(before, after)).toEqual([
      { path: 'colors.primary', kind: 'changed', before: '#22c55e', after: '#ff0000' },
    ]);
  });

  it('shows added and removed keys, and arrays as whole values', () => {
    const changes = diffChanges(
      { status: 'active', products: ['casino', 'sports'], old: 1 },
      { status: 'blocked', products: ['casino'], reason: 'fraud' },
    );
    expect(changes).toEqual([
      { path: 'old', kind: 'removed', before: 1, after: undefined },
      { path: 'products', kind: 'changed', before: ['casino', 'sports'], after: ['casino'] },
      { path: 'reason', kind: 'added', before: undefined, after: 'fraud' },
      { path: 'status', kind: 'changed', before: 'active', after: 'blocked' },
    ]);
  });

  it('handles a created or deleted record and scalar values', () => {
    expect(diffChanges(null, { username: 'ana' })).toEqual([
      { path: 'username', kind: 'added', before: undefined, after: 'ana' },
    ]);
    expect(diffChanges({ maintenance: true }, undefined)).toEqual([
      { path: 'maintenance', kind: 'removed', before: true, after: undefined },
    ]);
    expect(diffChanges(false, true)).toEqual([
      { path: '', kind: 'changed', before: false, after: true },
    ]);
    expect(diffChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('formats values for reading', () => {
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue('#fff000')).toBe('#fff000');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(['a', 'b'])).toBe('["a","b"]');
  });
});

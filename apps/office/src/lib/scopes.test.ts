import { describe, expect, it } from 'vitest';
import { canAccess } from './scopes';

describe('access by scope', () => {
  it('admin opens every page of its brand but not the owner pages', () => {
    const admin = { scopes: ['admin' as const], is_owner: false };
    expect(canAccess(admin, ['support'])).toBe(true);
    expect(canAccess(admin, ['marketing'])).toBe(true);
    expect(canAccess(admin, ['owner'])).toBe(false);
  });

  it('other scopes open only their own pages', () => {
    const support = { scopes: ['support' as const], is_owner: false };
    expect(canAccess(support, ['support'])).toBe(true);
    expect(canAccess(support, ['admin'])).toBe(false);
    expect(canAccess(support, ['marketing', 'support'])).toBe(true);
    expect(canAccess({ scopes: [], is_owner: false }, ['support'])).toBe(false);
  });

  it('the platform owner opens everything', () => {
    expect(canAccess({ scopes: [], is_owner: true }, ['owner'])).toBe(true);
    expect(canAccess({ scopes: [], is_owner: true }, ['admin'])).toBe(true);
  });
});

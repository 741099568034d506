import { describe, expect, it } from 'vitest';
import {
  officeStaffCreateRequestSchema,
  officeTenantCreateRequestSchema,
  staffCan,
} from './office';

describe('staffCan', () => {
  it('lets the owner and admins do everything, others only their scopes', () => {
    expect(staffCan({ is_owner: true, scopes: [] }, 'payments')).toBe(true);
    expect(staffCan({ is_owner: false, scopes: ['admin'] }, 'casino')).toBe(true);
    expect(staffCan({ is_owner: false, scopes: ['support'] }, 'support', 'admin')).toBe(true);
    expect(staffCan({ is_owner: false, scopes: ['support'] }, 'marketing')).toBe(false);
  });
});

describe('office request schemas', () => {
  it('drops duplicate scopes and refuses unknown ones', () => {
    const ok = officeStaffCreateRequestSchema.parse({
      username: 'ana',
      email: 'ana@example.com',
      password: 'long-enough',
      scopes: ['support', 'support'],
    });
    expect(ok.scopes).toEqual(['support']);
    const bad = officeStaffCreateRequestSchema.safeParse({ ...ok, scopes: ['root'] });
    expect(bad.success).toBe(false);
  });

  it('lower-cases hosts and refuses URLs in their place', () => {
    const base = {
      slug: 'brand',
      name: 'Brand',
      currency: 'USD',
      language: 'en_US',
      admin: { username: 'boss', email: 'boss@example.com', password: 'long-enough' },
    };
    expect(
      officeTenantCreateRequestSchema.parse({ ...base, hosts: ['Brand.Example.com'] }).hosts,
    ).toEqual(['brand.example.com']);
    for (const host of ['https://brand.example.com', 'brand.example.com:3000', 'a b']) {
      expect(officeTenantCreateRequestSchema.safeParse({ ...base, hosts: [host] }).success).toBe(
        false,
      );
    }
  });
});

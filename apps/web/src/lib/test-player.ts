import type { User } from '@tribuna/contracts/auth';

/** A logged player as `/api/auth/user` answers one, for component tests. */
export function testPlayer(overrides: Partial<User> = {}): User {
  return {
    id: 'p1',
    username: 'ana',
    email: 'ana@example.com',
    name: 'Ana',
    last_name: 'Pérez',
    phone: null,
    dni: null,
    gender: null,
    country: null,
    state: null,
    city: null,
    birth_date: null,
    language: 'en_US',
    currency: 'ARS',
    referral_code: 'ANA1',
    status: 'active',
    scope: [],
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

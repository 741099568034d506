import type { OfficeDeposit, OfficeWithdrawal } from '@tribuna/contracts/wallet';

/** Desk rows for tests, in the contract's shapes; overrides change what a test needs. */
export function depositRow(overrides: Partial<OfficeDeposit> = {}): OfficeDeposit {
  return {
    id: 'dep-1',
    method: 'bank_transfer',
    status: 'pending',
    amount: 150_050,
    currency: 'ARS',
    created_at: '2026-11-20T12:00:00.000Z',
    decided_at: null,
    reason: null,
    proof: { name: 'proof.png', type: 'image/png', size: 1234 },
    crypto: null,
    player: { id: 'p-1', username: 'ana' },
    decided_by: null,
    ...overrides,
  };
}

export function withdrawalRow(overrides: Partial<OfficeWithdrawal> = {}): OfficeWithdrawal {
  return {
    id: 'wd-1',
    method: 'bank',
    status: 'pending',
    amount: 2_000_000,
    currency: 'ARS',
    created_at: '2026-11-20T12:00:00.000Z',
    decided_at: null,
    reason: null,
    bank: {
      name: 'Ana Pérez',
      dni: '30123456',
      cuil: '27-30123456-4',
      cvu: '0000003100012345678901',
      alias: 'ana.perez.mp',
      bank_code: '007',
      account: '123-456789/0',
      account_type: 'savings',
      payment_type: 'cvu',
    },
    crypto: null,
    player: { id: 'p-1', username: 'ana' },
    decided_by: null,
    ...overrides,
  };
}

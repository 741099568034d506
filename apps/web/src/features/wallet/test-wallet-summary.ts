import type { WalletSummary } from '@tribuna/contracts/wallet';

/** A Tribuna-like wallet summary for the cashier's tests; `overrides` replace top-level parts. */
export function walletSummary(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    currency: 'ARS',
    decimals: 2,
    balance: { cash: 500_000, bonus: 0, withheld: 0 },
    limits: {
      min_deposit: 100_000,
      min_withdrawal: 50_000,
      max_daily_withdrawal: 10_000_000,
      withdrawn_today: 0,
    },
    payment_hours: {
      from: '09:00',
      to: '03:30',
      timezone: 'America/Argentina/Buenos_Aires',
      open_now: true,
    },
    methods: {
      bank_transfer: {
        enabled: true,
        bank: 'Banco Tribuna',
        holder: 'Tribuna S.A.',
        cvu: '0000003100010000000001',
        alias: 'tribuna.pagos',
        cuit: '30-12345678-9',
      },
      crypto: [
        {
          network: 'TRC20',
          coin: 'USDT',
          address: 'TXYZabcdefghijklmnopqrstuvwxyz1234',
          rate: '1180.50',
          enabled: true,
        },
      ],
    },
    pending_deposit: null,
    ...overrides,
  };
}

import type { PaymentMethods } from '@tribuna/contracts/wallet';

/** The demo brands' payment methods, by brand slug. */
export const DEMO_PAYMENT_METHODS: Record<string, PaymentMethods> = {
  tribuna: {
    bank_transfer: {
      enabled: true,
      bank: 'Banco de la Nación Argentina',
      holder: 'Tribuna Entretenimientos S.A.',
      cvu: '0000003100012345678901',
      alias: 'tribuna.pagos',
      cuit: '30-71234567-9',
    },
    crypto: [
      {
        network: 'TRC20',
        coin: 'USDT',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        rate: '1180.50',
        enabled: true,
      },
      {
        network: 'ERC20',
        coin: 'USDT',
        address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
        rate: '1180.50',
        enabled: true,
      },
    ],
  },
  riobet: {
    bank_transfer: {
      enabled: true,
      bank: 'Banco do Brasil',
      holder: 'RioBet Entretenimento Ltda.',
      cvu: '',
      alias: 'riobet.pagamentos',
      cuit: '',
    },
    crypto: [
      {
        network: 'TRC20',
        coin: 'USDT',
        address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
        rate: '5.42',
        enabled: true,
      },
      {
        network: 'ERC20',
        coin: 'USDT',
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        rate: '5.42',
        enabled: true,
      },
    ],
  },
  luckystar: {
    bank_transfer: {
      enabled: true,
      bank: 'First Lucky Bank',
      holder: 'Lucky Star Gaming LLC',
      cvu: '',
      alias: 'luckystar.pay',
      cuit: '',
    },
    crypto: [
      {
        network: 'TRC20',
        coin: 'USDT',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        rate: '1',
        enabled: true,
      },
      {
        network: 'ERC20',
        coin: 'USDT',
        address: '0x5041ed759Dd4aFc3a72b8192C143F72f4724081A',
        rate: '1',
        enabled: true,
      },
      {
        network: 'BTC',
        coin: 'BTC',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        rate: '97250.00',
        enabled: true,
      },
    ],
  },
};

/** The demo player's starting balance, in minor units: ARS 100,000, BRL 1,000, USD 500. */
export const DEMO_STARTING_DEPOSIT: Record<string, number> = {
  tribuna: 10_000_000,
  riobet: 100_000,
  luckystar: 50_000,
};

/** A 1x1 PNG, the demo deposit's proof of payment. */
export const DEMO_PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

import type { Language } from './languages';

// The wallet's request fields as messages name them ("El campo red no es válido."): added
// to the field labels by the API's wallet module and by the site's cashier.
export const WALLET_FIELD_LABELS: Record<string, Record<Language, string>> = {
  method: { en_US: 'payment method', es_ES: 'medio de pago', pt_BR: 'meio de pagamento' },
  amount: { en_US: 'amount', es_ES: 'importe', pt_BR: 'valor' },
  network: { en_US: 'network', es_ES: 'red', pt_BR: 'rede' },
  coin: { en_US: 'coin', es_ES: 'moneda', pt_BR: 'moeda' },
  amount_coin: { en_US: 'amount', es_ES: 'importe', pt_BR: 'valor' },
  tx_hash: {
    en_US: 'transaction id',
    es_ES: 'identificador de la transacción',
    pt_BR: 'identificador da transação',
  },
  proof: { en_US: 'proof of payment', es_ES: 'comprobante', pt_BR: 'comprovante' },
  dni: { en_US: 'ID number', es_ES: 'DNI', pt_BR: 'documento' },
  cuil: { en_US: 'CUIL', es_ES: 'CUIL', pt_BR: 'CUIL' },
  cvu: { en_US: 'CVU or CBU', es_ES: 'CVU o CBU', pt_BR: 'CVU ou CBU' },
  alias: { en_US: 'alias', es_ES: 'alias', pt_BR: 'alias' },
  bank_code: { en_US: 'bank', es_ES: 'banco', pt_BR: 'banco' },
  account: { en_US: 'account number', es_ES: 'número de cuenta', pt_BR: 'número da conta' },
  account_type: { en_US: 'account type', es_ES: 'tipo de cuenta', pt_BR: 'tipo de conta' },
  payment_type: { en_US: 'payment type', es_ES: 'tipo de pago', pt_BR: 'tipo de pagamento' },
  wallet_address: {
    en_US: 'wallet address',
    es_ES: 'dirección de la billetera',
    pt_BR: 'endereço da carteira',
  },
};

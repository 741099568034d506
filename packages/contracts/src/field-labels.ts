import type { Language } from './languages';

// How a request field is named in messages such as "The {field} field is required."
const LABELS: Record<string, Record<Language, string>> = {
  username: { en_US: 'username', es_ES: 'usuario', pt_BR: 'usuário' },
  password: { en_US: 'password', es_ES: 'contraseña', pt_BR: 'senha' },
  password_confirmation: {
    en_US: 'password confirmation',
    es_ES: 'confirmación de contraseña',
    pt_BR: 'confirmação de senha',
  },
  current_password: { en_US: 'current password', es_ES: 'contraseña actual', pt_BR: 'senha atual' },
  email: { en_US: 'email', es_ES: 'correo electrónico', pt_BR: 'e-mail' },
  name: { en_US: 'name', es_ES: 'nombre', pt_BR: 'nome' },
  last_name: { en_US: 'last name', es_ES: 'apellido', pt_BR: 'sobrenome' },
  phone: { en_US: 'phone', es_ES: 'teléfono', pt_BR: 'telefone' },
  gender: { en_US: 'gender', es_ES: 'género', pt_BR: 'gênero' },
  country: { en_US: 'country', es_ES: 'país', pt_BR: 'país' },
  state: { en_US: 'state', es_ES: 'provincia', pt_BR: 'estado' },
  city: { en_US: 'city', es_ES: 'ciudad', pt_BR: 'cidade' },
  birth_date: { en_US: 'date of birth', es_ES: 'fecha de nacimiento', pt_BR: 'data de nascimento' },
  domain: { en_US: 'domain', es_ES: 'dominio', pt_BR: 'domínio' },
  hash: { en_US: 'hash', es_ES: 'hash', pt_BR: 'hash' },
  language: { en_US: 'language', es_ES: 'idioma', pt_BR: 'idioma' },
  // The wallet's forms.
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

export function fieldLabel(name: string, language: Language): string {
  return LABELS[name]?.[language] ?? name.replaceAll('_', ' ');
}

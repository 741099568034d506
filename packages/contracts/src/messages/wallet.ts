import type { MessageTable } from '../messages';

// The spec's messages are the en_US texts, verbatim ("The DNI is required", ...).
export const walletMessages = {
  'wallet.amount_positive': {
    en_US: 'The amount must be greater than 0',
    es_ES: 'El monto debe ser mayor a 0',
    pt_BR: 'O valor deve ser maior que 0',
  },
  'wallet.amount_integer': {
    en_US: 'The amount must be a whole number of cents.',
    es_ES: 'El monto debe ser un número entero de centavos.',
    pt_BR: 'O valor deve ser um número inteiro de centavos.',
  },
  'wallet.amount_too_large': {
    en_US: 'The amount is too large.',
    es_ES: 'El monto es demasiado grande.',
    pt_BR: 'O valor é grande demais.',
  },
  'wallet.amount_not_zero': {
    en_US: 'The amount cannot be 0.',
    es_ES: 'El monto no puede ser 0.',
    pt_BR: 'O valor não pode ser 0.',
  },
  'wallet.decimal_invalid': {
    en_US: 'Enter a number, with a dot for decimals.',
    es_ES: 'Escribe un número, con punto para los decimales.',
    pt_BR: 'Informe um número, com ponto para os decimais.',
  },
  // A typed amount in the wrong format for the language, shown with an example in it.
  'wallet.amount_format': {
    en_US: 'Enter the amount in this format: {example}.',
    es_ES: 'Escribe el monto en este formato: {example}.',
    pt_BR: 'Digite o valor neste formato: {example}.',
  },
  'wallet.dni_required': {
    en_US: 'The DNI is required',
    es_ES: 'El DNI es obligatorio',
    pt_BR: 'O DNI é obrigatório',
  },
  'wallet.dni_invalid': {
    en_US: 'The DNI must have 7 to 9 digits.',
    es_ES: 'El DNI debe tener de 7 a 9 dígitos.',
    pt_BR: 'O DNI deve ter de 7 a 9 dígitos.',
  },
  'wallet.cuil_required': {
    en_US: 'The Cuil is required',
    es_ES: 'El CUIL es obligatorio',
    pt_BR: 'O CUIL é obrigatório',
  },
  'wallet.cuil_invalid': {
    en_US: 'The Cuil must have 11 digits (e.g. 20-12345678-3).',
    es_ES: 'El CUIL debe tener 11 dígitos (p. ej. 20-12345678-3).',
    pt_BR: 'O CUIL deve ter 11 dígitos (ex. 20-12345678-3).',
  },
  'wallet.cvu_required': {
    en_US: 'The CVU is required',
    es_ES: 'El CVU es obligatorio',
    pt_BR: 'O CVU é obrigatório',
  },
  'wallet.cvu_invalid': {
    en_US: 'The CVU must have 22 digits.',
    es_ES: 'El CVU debe tener 22 dígitos.',
    pt_BR: 'O CVU deve ter 22 dígitos.',
  },
  'wallet.alias_invalid': {
    en_US: 'The alias must have 6 to 20 letters, numbers, dots or dashes.',
    es_ES: 'El alias debe tener de 6 a 20 letras, números, puntos o guiones.',
    pt_BR: 'O alias deve ter de 6 a 20 letras, números, pontos ou hífens.',
  },
  'wallet.bank_code_required': {
    en_US: 'The bank code is required',
    es_ES: 'El código de banco es obligatorio',
    pt_BR: 'O código do banco é obrigatório',
  },
  'wallet.bank_code_invalid': {
    en_US: 'The bank code must have 3 digits.',
    es_ES: 'El código de banco debe tener 3 dígitos.',
    pt_BR: 'O código do banco deve ter 3 dígitos.',
  },
  'wallet.account_required': {
    en_US: 'The account is required',
    es_ES: 'La cuenta es obligatoria',
    pt_BR: 'A conta é obrigatória',
  },
  'wallet.account_type_required': {
    en_US: 'The account type is required',
    es_ES: 'El tipo de cuenta es obligatorio',
    pt_BR: 'O tipo de conta é obrigatório',
  },
  'wallet.payment_type_required': {
    en_US: 'The payment type is required',
    es_ES: 'El tipo de pago es obligatorio',
    pt_BR: 'O tipo de pagamento é obrigatório',
  },
  'wallet.wallet_address_required': {
    en_US: 'The wallet address is required',
    es_ES: 'La dirección de la billetera es obligatoria',
    pt_BR: 'O endereço da carteira é obrigatório',
  },
  'wallet.wallet_address_invalid': {
    en_US: 'The wallet address is not valid.',
    es_ES: 'La dirección de la billetera no es válida.',
    pt_BR: 'O endereço da carteira não é válido.',
  },
  'wallet.idempotency_key_required': {
    en_US: 'This request needs an Idempotency-Key header.',
    es_ES: 'Esta solicitud necesita el encabezado Idempotency-Key.',
    pt_BR: 'Esta requisição precisa do cabeçalho Idempotency-Key.',
  },
  'wallet.idempotency_key_invalid': {
    en_US: 'The Idempotency-Key header must have 16 to 128 letters, digits, - or _.',
    es_ES: 'El encabezado Idempotency-Key debe tener de 16 a 128 letras, dígitos, - o _.',
    pt_BR: 'O cabeçalho Idempotency-Key deve ter de 16 a 128 letras, dígitos, - ou _.',
  },
  'wallet.idempotency_key_reused': {
    en_US: 'This Idempotency-Key was already used for a different request.',
    es_ES: 'Este Idempotency-Key ya se usó para otra solicitud.',
    pt_BR: 'Este Idempotency-Key já foi usado em outra requisição.',
  },
  'wallet.insufficient_funds': {
    en_US: 'Insufficient balance.',
    es_ES: 'Saldo insuficiente.',
    pt_BR: 'Saldo insuficiente.',
  },
  'wallet.below_min_deposit': {
    en_US: 'The minimum deposit is {minimum}.',
    es_ES: 'El depósito mínimo es {minimum}.',
    pt_BR: 'O depósito mínimo é {minimum}.',
  },
  'wallet.below_min_withdrawal': {
    en_US: 'The minimum withdrawal is {minimum}.',
    es_ES: 'El retiro mínimo es {minimum}.',
    pt_BR: 'O saque mínimo é {minimum}.',
  },
  'wallet.above_daily_withdrawal': {
    en_US: 'You can withdraw up to {maximum} a day; {left} is left for today.',
    es_ES: 'Puedes retirar hasta {maximum} por día; te quedan {left} para hoy.',
    pt_BR: 'Você pode sacar até {maximum} por dia; restam {left} para hoje.',
  },
  'wallet.outside_payment_hours': {
    en_US: 'Withdrawals are taken from {from} to {to}.',
    es_ES: 'Los retiros se reciben de {from} a {to}.',
    pt_BR: 'Os saques são recebidos das {from} às {to}.',
  },
  'wallet.method_unavailable': {
    en_US: 'This payment method is not available.',
    es_ES: 'Este medio de pago no está disponible.',
    pt_BR: 'Este meio de pagamento não está disponível.',
  },
  'wallet.proof_required': {
    en_US: 'Attach the proof of payment.',
    es_ES: 'Adjunta el comprobante de pago.',
    pt_BR: 'Anexe o comprovante de pagamento.',
  },
  'wallet.proof_type': {
    en_US: 'The proof of payment must be a PNG, JPEG or PDF file.',
    es_ES: 'El comprobante debe ser un archivo PNG, JPEG o PDF.',
    pt_BR: 'O comprovante deve ser um arquivo PNG, JPEG ou PDF.',
  },
  'wallet.proof_too_large': {
    en_US: 'The proof of payment must be at most 5 MB.',
    es_ES: 'El comprobante debe pesar como máximo 5 MB.',
    pt_BR: 'O comprovante deve ter no máximo 5 MB.',
  },
  'wallet.deposit_pending_exists': {
    en_US: 'You already have a pending deposit. Wait for it, or cancel it first.',
    es_ES: 'Ya tienes un depósito pendiente. Espera a que se procese o cancélalo.',
    pt_BR: 'Você já tem um depósito pendente. Aguarde ou cancele-o primeiro.',
  },
  'wallet.not_pending': {
    en_US: 'This payment is no longer pending.',
    es_ES: 'Este pago ya no está pendiente.',
    pt_BR: 'Este pagamento não está mais pendente.',
  },
  'wallet.payment_not_found': {
    en_US: 'Payment not found.',
    es_ES: 'Pago no encontrado.',
    pt_BR: 'Pagamento não encontrado.',
  },
  'wallet.player_not_found': {
    en_US: 'Player not found.',
    es_ES: 'Jugador no encontrado.',
    pt_BR: 'Jogador não encontrado.',
  },
} satisfies MessageTable;

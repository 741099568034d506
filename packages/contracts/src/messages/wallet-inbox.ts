import type { MessageTable } from '../messages';

// What the wallet writes in the player's inbox, rendered when read (ADR 0050).
export const walletInboxMessages = {
  'wallet.inbox.deposit_approved_title': {
    en_US: 'Deposit approved',
    es_ES: 'Depósito aprobado',
    pt_BR: 'Depósito aprovado',
  },
  'wallet.inbox.deposit_approved_body': {
    en_US: 'Your deposit of {amount} was approved and is in your balance.',
    es_ES: 'Tu depósito de {amount} fue aprobado y ya está en tu saldo.',
    pt_BR: 'Seu depósito de {amount} foi aprovado e já está no seu saldo.',
  },
  'wallet.inbox.deposit_rejected_title': {
    en_US: 'Deposit rejected',
    es_ES: 'Depósito rechazado',
    pt_BR: 'Depósito recusado',
  },
  'wallet.inbox.deposit_rejected_body': {
    en_US: 'Your deposit of {amount} was rejected.',
    es_ES: 'Tu depósito de {amount} fue rechazado.',
    pt_BR: 'Seu depósito de {amount} foi recusado.',
  },
  'wallet.inbox.deposit_rejected_reason_body': {
    en_US: 'Your deposit of {amount} was rejected: {reason}',
    es_ES: 'Tu depósito de {amount} fue rechazado: {reason}',
    pt_BR: 'Seu depósito de {amount} foi recusado: {reason}',
  },
  'wallet.inbox.withdrawal_paid_title': {
    en_US: 'Withdrawal paid',
    es_ES: 'Retiro pagado',
    pt_BR: 'Saque pago',
  },
  'wallet.inbox.withdrawal_paid_body': {
    en_US: 'Your withdrawal of {amount} was paid.',
    es_ES: 'Tu retiro de {amount} fue pagado.',
    pt_BR: 'Seu saque de {amount} foi pago.',
  },
  'wallet.inbox.withdrawal_rejected_title': {
    en_US: 'Withdrawal rejected',
    es_ES: 'Retiro rechazado',
    pt_BR: 'Saque recusado',
  },
  'wallet.inbox.withdrawal_rejected_body': {
    en_US: 'Your withdrawal of {amount} was rejected and the money is back in your balance.',
    es_ES: 'Tu retiro de {amount} fue rechazado y el dinero volvió a tu saldo.',
    pt_BR: 'Seu saque de {amount} foi recusado e o dinheiro voltou ao seu saldo.',
  },
  'wallet.inbox.withdrawal_rejected_reason_body': {
    en_US:
      'Your withdrawal of {amount} was rejected and the money is back in your balance: {reason}',
    es_ES: 'Tu retiro de {amount} fue rechazado y el dinero volvió a tu saldo: {reason}',
    pt_BR: 'Seu saque de {amount} foi recusado e o dinheiro voltou ao seu saldo: {reason}',
  },
} satisfies MessageTable;

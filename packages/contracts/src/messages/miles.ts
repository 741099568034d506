import type { MessageTable } from '../messages';

// Miles: the refusals of claiming, withdrawing, spending and the office's terms.
export const milesMessages = {
  'miles.not_enough': {
    en_US: 'You do not have enough miles.',
    es_ES: 'No tienes suficientes millas.',
    pt_BR: 'Você não tem milhas suficientes.',
  },
  'miles.nothing_to_claim': {
    en_US: 'You have no miles to claim.',
    es_ES: 'No tienes millas para reclamar.',
    pt_BR: 'Você não tem milhas para resgatar.',
  },
  'miles.below_minimum': {
    en_US: 'You can withdraw at least {minimum} miles.',
    es_ES: 'Puedes retirar como mínimo {minimum} millas.',
    pt_BR: 'Você pode sacar no mínimo {minimum} milhas.',
  },
  'miles.above_balance': {
    en_US: 'You can withdraw at most {balance} miles.',
    es_ES: 'Puedes retirar como máximo {balance} millas.',
    pt_BR: 'Você pode sacar no máximo {balance} milhas.',
  },
  'miles.amount_invalid': {
    en_US: 'Enter a whole number of miles.',
    es_ES: 'Ingresa un número entero de millas.',
    pt_BR: 'Insira um número inteiro de milhas.',
  },
  'miles.setting_invalid': {
    en_US: 'Enter a whole number greater than zero.',
    es_ES: 'Ingresa un número entero mayor que cero.',
    pt_BR: 'Insira um número inteiro maior que zero.',
  },
  'miles.tiers_invalid': {
    en_US: 'Bronze starts at 0 miles and each tier needs more miles than the one before.',
    es_ES: 'Bronce empieza en 0 millas y cada nivel necesita más millas que el anterior.',
    pt_BR: 'Bronze começa em 0 milhas e cada nível precisa de mais milhas que o anterior.',
  },
  'miles.note_required': {
    en_US: 'Say why these miles are given.',
    es_ES: 'Indica por qué se dan estas millas.',
    pt_BR: 'Diga por que estas milhas são dadas.',
  },
  'miles.award_conflict': {
    en_US: 'This reference already gave other miles.',
    es_ES: 'Esta referencia ya dio otras millas.',
    pt_BR: 'Esta referência já deu outras milhas.',
  },
} satisfies MessageTable;

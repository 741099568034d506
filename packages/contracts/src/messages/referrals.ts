import type { MessageTable } from '../messages';

// Referrals: the refusals of sign-up with a code, and the rules of the office's form.
export const referralsMessages = {
  'referrals.own_code': {
    en_US: 'You cannot use your own referral code.',
    es_ES: 'No puedes usar tu propio código de referido.',
    pt_BR: 'Você não pode usar seu próprio código de indicação.',
  },
  'referrals.amount_invalid': {
    en_US: 'Enter the amount to wager as a whole number of cents, 0 or more.',
    es_ES: 'Ingresa el monto a apostar en centavos, 0 o más.',
    pt_BR: 'Informe o valor a apostar em centavos, 0 ou mais.',
  },
  'referrals.days_invalid': {
    en_US: 'Enter the days to qualify: from 1 to 365.',
    es_ES: 'Ingresa los días para calificar: de 1 a 365.',
    pt_BR: 'Informe os dias para se qualificar: de 1 a 365.',
  },
  'referrals.cap_invalid': {
    en_US: 'Enter the monthly limit: from 1 to 1000 referrals.',
    es_ES: 'Ingresa el límite mensual: de 1 a 1000 referidos.',
    pt_BR: 'Informe o limite mensal: de 1 a 1000 indicações.',
  },
  'referrals.miles_invalid': {
    en_US: 'Enter the miles as a whole number from 1 to 1,000,000.',
    es_ES: 'Ingresa las millas como un número entero de 1 a 1.000.000.',
    pt_BR: 'Informe as milhas como um número inteiro de 1 a 1.000.000.',
  },
  // The player's messages when a referral is rewarded (rendered in the reader's language).
  'referrals.inbox.referrer_title': {
    en_US: 'A friend you invited qualified',
    es_ES: 'Un amigo que invitaste calificó',
    pt_BR: 'Um amigo que você indicou se qualificou',
  },
  'referrals.inbox.referred_title': {
    en_US: 'Your welcome reward',
    es_ES: 'Tu premio de bienvenida',
    pt_BR: 'Seu prêmio de boas-vindas',
  },
  'referrals.inbox.miles_body': {
    en_US: 'Thanks to your referral, {miles} miles are in your balance. Spend them in the store.',
    es_ES: 'Gracias a tu referido, tienes {miles} millas en tu saldo. Úsalas en la tienda.',
    pt_BR: 'Graças à sua indicação, {miles} milhas estão no seu saldo. Use-as na loja.',
  },
  'referrals.inbox.bonus_body': {
    en_US: 'Thanks to your referral, a bonus is waiting in your bonuses.',
    es_ES: 'Gracias a tu referido, te espera un bono en tus bonos.',
    pt_BR: 'Graças à sua indicação, um bônus espera por você nos seus bônus.',
  },
} satisfies MessageTable;

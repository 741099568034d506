import type { MessageTable } from '../messages';

// The sportsbook's messages (sports.ts, sports-office.ts). `sports.refused.<reason>`
// explains each REFUSAL_REASONS value; the rest are error envelopes. Add, don't rewrite.
export const sportsMessages = {
  'sports.refused.suspended': {
    en_US: 'This selection is suspended for now.',
    es_ES: 'Esta selección está suspendida por el momento.',
    pt_BR: 'Esta seleção está suspensa no momento.',
  },
  'sports.refused.market_closed': {
    en_US: 'This market is closed.',
    es_ES: 'Este mercado está cerrado.',
    pt_BR: 'Este mercado está fechado.',
  },
  'sports.refused.odds_changed': {
    en_US: 'The odds have changed.',
    es_ES: 'Las cuotas cambiaron.',
    pt_BR: 'As odds mudaram.',
  },
  'sports.refused.stake_too_low': {
    en_US: 'The minimum stake is {amount}.',
    es_ES: 'La apuesta mínima es {amount}.',
    pt_BR: 'A aposta mínima é {amount}.',
  },
  'sports.refused.stake_too_high': {
    en_US: 'The maximum stake is {amount}.',
    es_ES: 'La apuesta máxima es {amount}.',
    pt_BR: 'A aposta máxima é {amount}.',
  },
  'sports.refused.payout_too_high': {
    en_US: 'The maximum payout is {amount}.',
    es_ES: 'El pago máximo es {amount}.',
    pt_BR: 'O pagamento máximo é {amount}.',
  },
  'sports.refused.odds_too_high': {
    en_US: 'The odds of this bet are above the maximum of {odds}.',
    es_ES: 'La cuota de esta apuesta supera el máximo de {odds}.',
    pt_BR: 'As odds desta aposta passam do máximo de {odds}.',
  },
  'sports.refused.liability': {
    en_US: 'This bet exceeds the limit for this event.',
    es_ES: 'Esta apuesta supera el límite para este evento.',
    pt_BR: 'Esta aposta excede o limite para este evento.',
  },
  'sports.refused.insufficient_funds': {
    en_US: 'Your balance is not enough for this stake.',
    es_ES: 'Tu saldo no alcanza para esta apuesta.',
    pt_BR: 'Seu saldo não é suficiente para esta aposta.',
  },
  'sports.refused.same_event': {
    en_US: 'An accumulator cannot have two selections of the same event.',
    es_ES: 'Una combinada no puede tener dos selecciones del mismo evento.',
    pt_BR: 'Uma múltipla não pode ter duas seleções do mesmo evento.',
  },
  'sports.refused.bet_stop_during_delay': {
    en_US: 'Something happened in the match while your bet was waiting: it was not accepted.',
    es_ES: 'Algo pasó en el partido mientras tu apuesta esperaba: no fue aceptada.',
    pt_BR: 'Algo aconteceu na partida enquanto sua aposta aguardava: ela não foi aceita.',
  },
  'sports.refused.price_changed_during_delay': {
    en_US: 'The odds changed while your bet was waiting: it was not accepted.',
    es_ES: 'Las cuotas cambiaron mientras tu apuesta esperaba: no fue aceptada.',
    pt_BR: 'As odds mudaram enquanto sua aposta aguardava: ela não foi aceita.',
  },
  'sports.refused.event_started': {
    en_US: 'This event has already started: pre-match bets on it are closed.',
    es_ES: 'Este evento ya empezó: las apuestas prepartido están cerradas.',
    pt_BR: 'Este evento já começou: as apostas pré-jogo estão encerradas.',
  },
  'sports.refused.not_found': {
    en_US: 'This selection is no longer available.',
    es_ES: 'Esta selección ya no está disponible.',
    pt_BR: 'Esta seleção não está mais disponível.',
  },
  'sports.url_https': {
    en_US: 'The sportsbook URL must be a full https:// address.',
    es_ES: 'La URL de apuestas deportivas debe ser una dirección https:// completa.',
    pt_BR: 'A URL de apostas esportivas deve ser um endereço https:// completo.',
  },
  'sports.event_not_found': {
    en_US: 'This event does not exist.',
    es_ES: 'Este evento no existe.',
    pt_BR: 'Este evento não existe.',
  },
  'sports.market_not_found': {
    en_US: 'This market does not exist.',
    es_ES: 'Este mercado no existe.',
    pt_BR: 'Este mercado não existe.',
  },
  'sports.bet_not_found': {
    en_US: 'This bet does not exist.',
    es_ES: 'Esta apuesta no existe.',
    pt_BR: 'Esta aposta não existe.',
  },
  'sports.bet_invalid': {
    en_US: 'A single has one selection; an accumulator has 2 to {max}.',
    es_ES: 'Una simple tiene una selección; una combinada, de 2 a {max}.',
    pt_BR: 'Uma simples tem uma seleção; uma múltipla, de 2 a {max}.',
  },
  'sports.cash_out_unavailable': {
    en_US: 'Cash out is not available for this bet right now.',
    es_ES: 'El cash out no está disponible para esta apuesta en este momento.',
    pt_BR: 'O cash out não está disponível para esta aposta agora.',
  },
  'sports.cash_out_changed': {
    en_US: 'The cash out offer has changed to {amount}.',
    es_ES: 'La oferta de cash out cambió a {amount}.',
    pt_BR: 'A oferta de cash out mudou para {amount}.',
  },
  'sports.cash_out_free_bet': {
    en_US: 'Cash out is not available on a free bet.',
    es_ES: 'El cash out no está disponible en una apuesta gratis.',
    pt_BR: 'O cash out não está disponível em uma aposta grátis.',
  },
  'sports.free_bet_once': {
    en_US: 'A slip can use a free bet on one bet only.',
    es_ES: 'Un boleto puede usar una apuesta gratis en una sola apuesta.',
    pt_BR: 'Um cupom pode usar uma aposta grátis em uma única aposta.',
  },
  'sports.result_invalid': {
    en_US: 'Give a result for every outcome of the market.',
    es_ES: 'Indica un resultado para cada opción del mercado.',
    pt_BR: 'Informe um resultado para cada opção do mercado.',
  },
  'sports.market_settled': {
    en_US: 'This market is already settled.',
    es_ES: 'Este mercado ya está liquidado.',
    pt_BR: 'Este mercado já está liquidado.',
  },
  'sports.simulator_unavailable': {
    en_US: 'The simulated feed is not in use, or this event is not live.',
    es_ES: 'El feed simulado no está en uso, o este evento no está en vivo.',
    pt_BR: 'O feed simulado não está em uso, ou este evento não está ao vivo.',
  },
} satisfies MessageTable;

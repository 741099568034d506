import type { MessageTable } from '../messages';

// The house games' refusals (house.ts). Several games add theirs here: add, don't rewrite.
export const houseMessages = {
  // Live roulette (shared table).
  'house.table_bets_closed': {
    en_US: 'No more bets: this round is closed. Bet on the next one.',
    es_ES: 'No va más: esta ronda está cerrada. Apuesta en la siguiente.',
    pt_BR: 'Apostas encerradas: esta rodada está fechada. Aposte na próxima.',
  },
  'house.table_round_not_found': {
    en_US: 'This round does not exist.',
    es_ES: 'Esta ronda no existe.',
    pt_BR: 'Esta rodada não existe.',
  },
  'house.table_bets_invalid': {
    en_US: 'These bets are not valid on this table.',
    es_ES: 'Estas apuestas no son válidas en esta mesa.',
    pt_BR: 'Estas apostas não são válidas nesta mesa.',
  },
  'house.real_money_only': {
    en_US: 'This game is played with real money only.',
    es_ES: 'Este juego solo se juega con dinero real.',
    pt_BR: 'Este jogo só pode ser jogado com dinheiro real.',
  },
  // Bonus spins (a free-spins bonus played on a house slot).
  'house.bonus_spins_demo': {
    en_US: 'Bonus spins are played with real money only: open the game for real money.',
    es_ES: 'Los giros de bono solo se juegan con dinero real: abre el juego con dinero real.',
    pt_BR:
      'As rodadas de bônus só podem ser jogadas com dinheiro real: abra o jogo com dinheiro real.',
  },
  // Crash (Cohete).
  'house.crash_round_not_found': {
    en_US: 'This round does not exist.',
    es_ES: 'Esta ronda no existe.',
    pt_BR: 'Esta rodada não existe.',
  },
  'house.crash_bets_closed': {
    en_US: 'Bets on this round are closed. Bet on the next one.',
    es_ES: 'Las apuestas de esta ronda están cerradas. Apuesta en la siguiente.',
    pt_BR: 'As apostas desta rodada estão encerradas. Aposte na próxima.',
  },
  'house.crash_already_bet': {
    en_US: 'You already have a bet on this round.',
    es_ES: 'Ya tienes una apuesta en esta ronda.',
    pt_BR: 'Você já tem uma aposta nesta rodada.',
  },
  'house.crash_no_bet': {
    en_US: 'You have no bet on this round.',
    es_ES: 'No tienes ninguna apuesta en esta ronda.',
    pt_BR: 'Você não tem aposta nesta rodada.',
  },
  'house.crash_not_flying': {
    en_US: 'The rocket has not taken off yet.',
    es_ES: 'El cohete todavía no despegó.',
    pt_BR: 'O foguete ainda não decolou.',
  },
  'house.crash_crashed': {
    en_US: 'Too late: the rocket has crashed.',
    es_ES: 'Demasiado tarde: el cohete ya explotó.',
    pt_BR: 'Tarde demais: o foguete já explodiu.',
  },
  'house.crash_already_cashed_out': {
    en_US: 'You have already cashed out of this round.',
    es_ES: 'Ya retiraste tu apuesta de esta ronda.',
    pt_BR: 'Você já retirou sua aposta desta rodada.',
  },
  // Single-player games (slot, roulette, blackjack) and their seeds.
  'house.hand_open': {
    en_US: 'You have a hand in play: finish it before dealing a new one.',
    es_ES: 'Tienes una mano en juego: termínala antes de repartir otra.',
    pt_BR: 'Você tem uma mão em jogo: termine-a antes de distribuir outra.',
  },
  'house.hand_not_found': {
    en_US: 'This hand is not in play.',
    es_ES: 'Esta mano no está en juego.',
    pt_BR: 'Esta mão não está em jogo.',
  },
  'house.hand_changed': {
    en_US: 'This hand changed meanwhile. Look at it again and choose once more.',
    es_ES: 'Esta mano cambió mientras tanto. Mírala de nuevo y vuelve a elegir.',
    pt_BR: 'Esta mão mudou nesse meio-tempo. Veja-a de novo e escolha outra vez.',
  },
  'house.rotate_hand_open': {
    en_US: 'Finish your hand in play before changing the server seed.',
    es_ES: 'Termina la mano en juego antes de cambiar la semilla del servidor.',
    pt_BR: 'Termine a mão em jogo antes de trocar a semente do servidor.',
  },
  'house.round_not_found': {
    en_US: 'This round does not exist.',
    es_ES: 'Esta ronda no existe.',
    pt_BR: 'Esta rodada não existe.',
  },
  'house.play_in_progress': {
    en_US: 'This play is still being settled. Look at your history in a moment.',
    es_ES: 'Esta jugada todavía se está resolviendo. Mira tu historial en un momento.',
    pt_BR: 'Esta jogada ainda está sendo resolvida. Veja seu histórico em instantes.',
  },
  'house.play_invalid': {
    en_US: 'This play is not valid.',
    es_ES: 'Esta jugada no es válida.',
    pt_BR: 'Esta jogada não é válida.',
  },
  // The engines' refusals (GameError codes of packages/games) a player can cause.
  'slot.line_bet_invalid': {
    en_US: 'A line bet is a whole amount above zero.',
    es_ES: 'La apuesta por línea debe ser un importe entero mayor que cero.',
    pt_BR: 'A aposta por linha deve ser um valor inteiro maior que zero.',
  },
  'roulette.amount_invalid': {
    en_US: 'Each bet must be a whole amount above zero.',
    es_ES: 'Cada apuesta debe ser un importe entero mayor que cero.',
    pt_BR: 'Cada aposta deve ser um valor inteiro maior que zero.',
  },
  'roulette.bet_type_invalid': {
    en_US: 'This table does not take that kind of bet.',
    es_ES: 'Esta mesa no acepta ese tipo de apuesta.',
    pt_BR: 'Esta mesa não aceita esse tipo de aposta.',
  },
  'roulette.numbers_invalid': {
    en_US: 'The numbers of this bet are not right for its kind (0 to 36).',
    es_ES: 'Los números de esta apuesta no corresponden a su tipo (0 a 36).',
    pt_BR: 'Os números desta aposta não correspondem ao seu tipo (0 a 36).',
  },
  'roulette.numbers_not_adjacent': {
    en_US: 'These numbers are not next to each other on the table for this bet.',
    es_ES: 'Estos números no están juntos en la mesa para esta apuesta.',
    pt_BR: 'Estes números não estão juntos na mesa para esta aposta.',
  },
  'roulette.index_invalid': {
    en_US: 'Dozens and columns are 1, 2 or 3; other bets take none.',
    es_ES: 'Las docenas y columnas son 1, 2 o 3; las demás apuestas no llevan ninguna.',
    pt_BR: 'Dúzias e colunas são 1, 2 ou 3; as outras apostas não levam nenhuma.',
  },
  'roulette.no_bets': {
    en_US: 'Place at least one bet.',
    es_ES: 'Haz al menos una apuesta.',
    pt_BR: 'Faça pelo menos uma aposta.',
  },
  'blackjack.bet_invalid': {
    en_US: 'A bet is a whole amount above zero.',
    es_ES: 'La apuesta debe ser un importe entero mayor que cero.',
    pt_BR: 'A aposta deve ser um valor inteiro maior que zero.',
  },
  'blackjack.round_over': {
    en_US: 'This hand is over.',
    es_ES: 'Esta mano ya terminó.',
    pt_BR: 'Esta mão já terminou.',
  },
  'blackjack.action_not_allowed': {
    en_US: 'You cannot do that with this hand now.',
    es_ES: 'No puedes hacer eso con esta mano ahora.',
    pt_BR: 'Você não pode fazer isso com esta mão agora.',
  },
} satisfies MessageTable;

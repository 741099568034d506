import type { MessageTable } from '../messages';

// Tournaments' refusals, their forms' rules and their inbox messages (Spanish addresses
// the player as "tú").
export const tournamentsMessages = {
  'tournaments.not_found': {
    en_US: 'This tournament was not found.',
    es_ES: 'No se encontró este torneo.',
    pt_BR: 'Este torneio não foi encontrado.',
  },
  'tournaments.not_open': {
    en_US: 'This tournament is not open for entries.',
    es_ES: 'Este torneo no admite inscripciones.',
    pt_BR: 'Este torneio não está aberto para inscrições.',
  },
  'tournaments.already_entered': {
    en_US: 'You are already in this tournament.',
    es_ES: 'Ya estás inscrito en este torneo.',
    pt_BR: 'Você já está neste torneio.',
  },
  'tournaments.automatic_entry': {
    en_US: 'Every player is in this tournament: just play.',
    es_ES: 'Todos los jugadores participan en este torneo: solo juega.',
    pt_BR: 'Todos os jogadores participam deste torneio: é só jogar.',
  },
  'tournaments.buy_in_unconfirmed': {
    en_US: 'Confirm the buy-in of {amount} to enter.',
    es_ES: 'Confirma la inscripción de {amount} para participar.',
    pt_BR: 'Confirme a inscrição de {amount} para participar.',
  },
  'tournaments.on_break': {
    en_US: 'You cannot enter tournaments during a time-out or a self-exclusion.',
    es_ES: 'No puedes participar en torneos durante una pausa o una autoexclusión.',
    pt_BR: 'Você não pode participar de torneios durante uma pausa ou uma autoexclusão.',
  },
  'tournaments.not_editable': {
    en_US: 'A tournament can only be changed before it starts.',
    es_ES: 'Un torneo solo puede modificarse antes de que empiece.',
    pt_BR: 'Um torneio só pode ser alterado antes de começar.',
  },
  'tournaments.not_cancellable': {
    en_US: 'A finished or cancelled tournament cannot be cancelled.',
    es_ES: 'No se puede cancelar un torneo terminado o cancelado.',
    pt_BR: 'Não é possível cancelar um torneio encerrado ou cancelado.',
  },
  'tournaments.product_invalid': {
    en_US: 'Choose the casino or the sportsbook.',
    es_ES: 'Elige el casino o las apuestas deportivas.',
    pt_BR: 'Escolha o cassino ou as apostas esportivas.',
  },
  'tournaments.scoring_invalid': {
    en_US: 'Choose a way of scoring that fits the product.',
    es_ES: 'Elige una forma de puntuar que corresponda al producto.',
    pt_BR: 'Escolha uma forma de pontuação compatível com o produto.',
  },
  'tournaments.entry_invalid': {
    en_US: 'Choose how players enter.',
    es_ES: 'Elige cómo se inscriben los jugadores.',
    pt_BR: 'Escolha como os jogadores entram.',
  },
  'tournaments.prize_invalid': {
    en_US: 'Choose what the prize is.',
    es_ES: 'Elige qué es el premio.',
    pt_BR: 'Escolha o que é o prêmio.',
  },
  'tournaments.prizes_required': {
    en_US: 'Add at least one prize.',
    es_ES: 'Agrega al menos un premio.',
    pt_BR: 'Adicione pelo menos um prêmio.',
  },
  'tournaments.places_invalid': {
    en_US: 'Prizes must cover places from 1 on, without gaps or overlaps.',
    es_ES: 'Los premios deben cubrir los puestos desde el 1, sin huecos ni superposiciones.',
    pt_BR: 'Os prêmios devem cobrir as posições a partir da 1, sem lacunas nem sobreposições.',
  },
  'tournaments.amount_invalid': {
    en_US: 'Enter a whole amount of 0 or more (above 0 for a cash or miles prize).',
    es_ES:
      'Ingresa un importe entero de 0 o más (mayor que 0 para un premio en efectivo o millas).',
    pt_BR:
      'Informe um valor inteiro de 0 ou mais (acima de 0 para um prêmio em dinheiro ou milhas).',
  },
  'tournaments.rounds_invalid': {
    en_US: 'Enter a whole number of rounds of 1 or more.',
    es_ES: 'Ingresa un número entero de rondas, de 1 o más.',
    pt_BR: 'Informe um número inteiro de rodadas, de 1 ou mais.',
  },
  'tournaments.best_of_invalid': {
    en_US: 'Sum the best 2 to 100 rounds (only for that way of scoring).',
    es_ES: 'Suma las mejores 2 a 100 rondas (solo para esa forma de puntuar).',
    pt_BR: 'Some as melhores 2 a 100 rodadas (só para essa forma de pontuação).',
  },
  'tournaments.buy_in_invalid': {
    en_US: 'A buy-in tournament needs a price above 0; the others take none.',
    es_ES: 'Un torneo con inscripción paga necesita un precio mayor que 0; los demás, ninguno.',
    pt_BR: 'Um torneio com inscrição paga precisa de um preço acima de 0; os outros, nenhum.',
  },
  'tournaments.dates_invalid': {
    en_US: 'The end must come after the start.',
    es_ES: 'El final debe ser posterior al inicio.',
    pt_BR: 'O fim deve ser depois do início.',
  },
  'tournaments.starts_in_past': {
    en_US: 'The start cannot be in the past.',
    es_ES: 'El inicio no puede estar en el pasado.',
    pt_BR: 'O início não pode estar no passado.',
  },
  'tournaments.name_required': {
    en_US: 'Give the tournament a name in at least one language.',
    es_ES: 'Ponle un nombre al torneo en al menos un idioma.',
    pt_BR: 'Dê um nome ao torneio em pelo menos um idioma.',
  },
  'tournaments.campaign_required': {
    en_US: 'Choose the bonus campaign this prize gives.',
    es_ES: 'Elige la campaña de bono que da este premio.',
    pt_BR: 'Escolha a campanha de bônus que este prêmio dá.',
  },
  'tournaments.campaign_invalid': {
    en_US: 'Choose a bonus campaign of the prize’s kind.',
    es_ES: 'Elige una campaña de bono del tipo del premio.',
    pt_BR: 'Escolha uma campanha de bônus do tipo do prêmio.',
  },
  'tournaments.eligible_invalid': {
    en_US: 'Choose games or sports the brand offers.',
    es_ES: 'Elige juegos o deportes que ofrezca la marca.',
    pt_BR: 'Escolha jogos ou esportes que a marca oferece.',
  },
  // A sports tournament's eligible sports, as its page names them.
  'tournaments.sport.football': {
    en_US: 'Football',
    es_ES: 'Fútbol',
    pt_BR: 'Futebol',
  },
  'tournaments.sport.basketball': {
    en_US: 'Basketball',
    es_ES: 'Baloncesto',
    pt_BR: 'Basquete',
  },
  'tournaments.sport.tennis': {
    en_US: 'Tennis',
    es_ES: 'Tenis',
    pt_BR: 'Tênis',
  },
  // The player's messages (the inbox renders them in the reader's language).
  'tournaments.inbox.won_title': {
    en_US: 'You won a prize in {tournament}',
    es_ES: 'Ganaste un premio en {tournament}',
    pt_BR: 'Você ganhou um prêmio em {tournament}',
  },
  // The body names the prize by its kind: `{amount}` is money ({ amount, currency }).
  'tournaments.inbox.won_cash_body': {
    en_US: 'You finished in place {position} with {points} points: {amount} are in your balance.',
    es_ES: 'Terminaste en el puesto {position} con {points} puntos: tienes {amount} en tu saldo.',
    pt_BR: 'Você terminou na posição {position} com {points} pontos: {amount} estão no seu saldo.',
  },
  'tournaments.inbox.won_miles_body': {
    en_US:
      'You finished in place {position} with {points} points: {miles} miles are in your balance.',
    es_ES:
      'Terminaste en el puesto {position} con {points} puntos: tienes {miles} millas en tu saldo.',
    pt_BR:
      'Você terminou na posição {position} com {points} pontos: {miles} milhas estão no seu saldo.',
  },
  'tournaments.inbox.won_bonus_body': {
    en_US:
      'You finished in place {position} with {points} points: your bonus is waiting in your bonuses.',
    es_ES:
      'Terminaste en el puesto {position} con {points} puntos: tu bono te espera en tus bonos.',
    pt_BR:
      'Você terminou na posição {position} com {points} pontos: seu bônus espera por você nos seus bônus.',
  },
  'tournaments.inbox.cancelled_title': {
    en_US: '{tournament} was cancelled',
    es_ES: '{tournament} fue cancelado',
    pt_BR: '{tournament} foi cancelado',
  },
  'tournaments.inbox.cancelled_body': {
    en_US: 'The tournament was cancelled. Your buy-in of {amount} is back in your balance.',
    es_ES: 'El torneo fue cancelado. Tu inscripción de {amount} volvió a tu saldo.',
    pt_BR: 'O torneio foi cancelado. Sua inscrição de {amount} voltou ao seu saldo.',
  },
} satisfies MessageTable;

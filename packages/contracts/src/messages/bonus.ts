import type { MessageTable } from '../messages';

// Bonuses: "Insert a valid bonus code" is the spec's, verbatim.
export const bonusMessages = {
  'bonus.code_invalid': {
    en_US: 'Insert a valid bonus code',
    es_ES: 'Ingresa un código de bono válido',
    pt_BR: 'Insira um código de bônus válido',
  },
  'bonus.not_found': {
    en_US: 'This bonus was not found.',
    es_ES: 'No se encontró este bono.',
    pt_BR: 'Este bônus não foi encontrado.',
  },
  'bonus.campaign_not_found': {
    en_US: 'This campaign was not found.',
    es_ES: 'No se encontró esta campaña.',
    pt_BR: 'Esta campanha não foi encontrada.',
  },
  'bonus.not_allowed': {
    en_US: "This brand's jurisdiction does not allow bonuses.",
    es_ES: 'La jurisdicción de esta marca no permite bonos.',
    pt_BR: 'A jurisdição desta marca não permite bônus.',
  },
  'bonus.wagering_too_high': {
    en_US: "This brand's jurisdiction allows wagering of at most {max} times the bonus.",
    es_ES: 'La jurisdicción de esta marca permite un rollover de hasta {max} veces el bono.',
    pt_BR: 'A jurisdição desta marca permite um rollover de até {max} vezes o bônus.',
  },
  'bonus.code_taken': {
    en_US: 'Another campaign already uses this code.',
    es_ES: 'Otra campaña ya usa este código.',
    pt_BR: 'Outra campanha já usa este código.',
  },
  'bonus.already_received': {
    en_US: 'You have already received this bonus.',
    es_ES: 'Ya recibiste este bono.',
    pt_BR: 'Você já recebeu este bônus.',
  },
  'bonus.already_active': {
    en_US: 'You already have an active bonus. Complete or cancel it first.',
    es_ES: 'Ya tienes un bono activo. Complétalo o cancélalo primero.',
    pt_BR: 'Você já tem um bônus ativo. Conclua ou cancele-o primeiro.',
  },
  'bonus.not_claimable': {
    en_US: 'This bonus can no longer be claimed.',
    es_ES: 'Este bono ya no se puede reclamar.',
    pt_BR: 'Este bônus não pode mais ser resgatado.',
  },
  'bonus.not_cancelable': {
    en_US: 'Only an offered, claimed or active bonus can be canceled.',
    es_ES: 'Solo se puede cancelar un bono ofrecido, reclamado o activo.',
    pt_BR: 'Só é possível cancelar um bônus oferecido, resgatado ou ativo.',
  },
  'bonus.player_on_break': {
    en_US: 'This player is on a break and cannot receive bonuses.',
    es_ES: 'Este jugador está en una pausa y no puede recibir bonos.',
    pt_BR: 'Este jogador está em uma pausa e não pode receber bônus.',
  },
  'bonus.max_bet': {
    en_US: 'While you have bonus money, each stake can be at most {amount}.',
    es_ES: 'Mientras tengas dinero de bono, cada apuesta puede ser de hasta {amount}.',
    pt_BR: 'Enquanto você tiver dinheiro de bônus, cada aposta pode ser de até {amount}.',
  },
  'bonus.withdrawal_forfeits': {
    en_US:
      'You have an active bonus: withdrawing now cancels it and forfeits its bonus money ({amount}). Your own money is not touched.',
    es_ES:
      'Tienes un bono activo: retirar ahora lo cancela y pierdes su dinero de bono ({amount}). Tu propio dinero no se toca.',
    pt_BR:
      'Você tem um bônus ativo: sacar agora o cancela e você perde o dinheiro de bônus ({amount}). Seu próprio dinheiro não é tocado.',
  },
  'bonus.free_bet_invalid': {
    en_US: 'This free bet cannot be used on this bet.',
    es_ES: 'Esta apuesta gratis no se puede usar en esta apuesta.',
    pt_BR: 'Esta aposta grátis não pode ser usada nesta aposta.',
  },
  'bonus.free_spins_invalid': {
    en_US: 'These free spins cannot be used here.',
    es_ES: 'Estos giros gratis no se pueden usar aquí.',
    pt_BR: 'Estas rodadas grátis não podem ser usadas aqui.',
  },
  'bonus.free_bet_stake': {
    en_US: 'A free bet is a stake of exactly {amount}.',
    es_ES: 'Una apuesta gratis es una apuesta de exactamente {amount}.',
    pt_BR: 'Uma aposta grátis é uma aposta de exatamente {amount}.',
  },
  'bonus.free_bet_odds': {
    en_US: 'A free bet needs odds of at least {odds}.',
    es_ES: 'Una apuesta gratis necesita una cuota de al menos {odds}.',
    pt_BR: 'Uma aposta grátis precisa de odds de pelo menos {odds}.',
  },
  'bonus.campaign_not_live': {
    en_US: 'This campaign is paused, ended or not started: it cannot be given now.',
    es_ES: 'Esta campaña está pausada, terminada o sin empezar: no se puede dar ahora.',
    pt_BR: 'Esta campanha está pausada, encerrada ou não começou: não pode ser dada agora.',
  },
  'bonus.campaign_full': {
    en_US: 'This campaign has reached its number of players.',
    es_ES: 'Esta campaña llegó a su número de jugadores.',
    pt_BR: 'Esta campanha atingiu o seu número de jogadores.',
  },
  'bonus.player_has_it': {
    en_US: 'This player has already received this campaign.',
    es_ES: 'Este jugador ya recibió esta campaña.',
    pt_BR: 'Este jogador já recebeu esta campanha.',
  },
  'bonus.name_required': {
    en_US: 'The name is required.',
    es_ES: 'El nombre es obligatorio.',
    pt_BR: 'O nome é obrigatório.',
  },
  'bonus.title_required': {
    en_US: 'The title is required in at least one language.',
    es_ES: 'El título es obligatorio en al menos un idioma.',
    pt_BR: 'O título é obrigatório em pelo menos um idioma.',
  },
  'bonus.kind_invalid': {
    en_US: 'Choose the kind of bonus.',
    es_ES: 'Elige el tipo de bono.',
    pt_BR: 'Escolha o tipo de bônus.',
  },
  'bonus.trigger_invalid': {
    en_US: 'This trigger does not fit this kind of bonus.',
    es_ES: 'Este disparador no corresponde a este tipo de bono.',
    pt_BR: 'Este gatilho não combina com este tipo de bônus.',
  },
  'bonus.field_required': {
    en_US: 'This kind of bonus needs this field.',
    es_ES: 'Este tipo de bono necesita este campo.',
    pt_BR: 'Este tipo de bônus precisa deste campo.',
  },
  'bonus.amount_invalid': {
    en_US: 'The amount must be a whole amount greater than 0.',
    es_ES: 'El monto debe ser un monto entero mayor a 0.',
    pt_BR: 'O valor deve ser um valor inteiro maior que 0.',
  },
  'bonus.percent_invalid': {
    en_US: 'The percentage must be a whole number from 0 to 100.',
    es_ES: 'El porcentaje debe ser un número entero de 0 a 100.',
    pt_BR: 'A porcentagem deve ser um número inteiro de 0 a 100.',
  },
  'bonus.days_invalid': {
    en_US: 'The days must be a whole number from 1 to 365.',
    es_ES: 'Los días deben ser un número entero de 1 a 365.',
    pt_BR: 'Os dias devem ser um número inteiro de 1 a 365.',
  },
  'bonus.wagering_invalid': {
    en_US: 'The wagering must be a whole number of times from 0 to 100.',
    es_ES: 'El rollover debe ser un número entero de veces de 0 a 100.',
    pt_BR: 'O rollover deve ser um número inteiro de vezes de 0 a 100.',
  },
  'bonus.deposit_number_invalid': {
    en_US: 'The deposit must be a number from 1 (the first) to 100.',
    es_ES: 'El depósito debe ser un número de 1 (el primero) a 100.',
    pt_BR: 'O depósito deve ser um número de 1 (o primeiro) a 100.',
  },
  'bonus.ends_before_start': {
    en_US: 'The end must come after the start.',
    es_ES: 'El fin debe ser posterior al inicio.',
    pt_BR: 'O fim deve ser depois do início.',
  },
  'bonus.game_invalid': {
    en_US: 'Free spins are played on one of the house slots.',
    es_ES: 'Los giros gratis se juegan en uno de los slots de la casa.',
    pt_BR: 'As rodadas grátis são jogadas em um dos slots da casa.',
  },
  'bonus.spin_stake_invalid': {
    en_US: 'A spin of this slot takes from {min} to {max}.',
    es_ES: 'Un giro de este slot va de {min} a {max}.',
    pt_BR: 'Uma rodada deste slot vai de {min} a {max}.',
  },
  'bonus.spin_stake_lines': {
    en_US:
      'A spin of this slot plays its {lines} lines at one line bet: the stake must be a multiple of {step}.',
    es_ES:
      'Un giro de este slot juega sus {lines} líneas con una misma apuesta por línea: la apuesta debe ser múltiplo de {step}.',
    pt_BR:
      'Uma rodada deste slot joga suas {lines} linhas com a mesma aposta por linha: a aposta deve ser múltipla de {step}.',
  },
  'bonus.reason_required': {
    en_US: 'Write why the bonus is canceled.',
    es_ES: 'Escribe por qué se cancela el bono.',
    pt_BR: 'Escreva por que o bônus é cancelado.',
  },
  'bonus.inbox.granted_title': {
    en_US: 'You have a new bonus',
    es_ES: 'Tienes un bono nuevo',
    pt_BR: 'Você tem um bônus novo',
  },
  'bonus.inbox.granted_body': {
    en_US: '"{name}" is in your bonuses. Open Bonuses in your profile to see its terms.',
    es_ES: '"{name}" ya está en tus bonos. Abre Bonos en tu perfil para ver sus condiciones.',
    pt_BR: '"{name}" já está nos seus bônus. Abra Bônus no seu perfil para ver as condições.',
  },
} satisfies MessageTable;

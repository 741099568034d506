import type { MessageTable } from '../messages';

// The casino's refusals: the lobby's and launch's for players, the seamless wallet's
// for providers (they read `code`; the text is for people reading logs), the office's.
export const casinoMessages = {
  'casino.game_not_found': {
    en_US: 'This game is not available.',
    es_ES: 'Este juego no está disponible.',
    pt_BR: 'Este jogo não está disponível.',
  },
  'casino.category_not_found': {
    en_US: 'This category does not exist.',
    es_ES: 'Esta categoría no existe.',
    pt_BR: 'Esta categoria não existe.',
  },
  'casino.demo_unavailable': {
    en_US: 'This game cannot be played for fun.',
    es_ES: 'Este juego no se puede jugar en modo demo.',
    pt_BR: 'Este jogo não pode ser jogado no modo demo.',
  },
  'casino.provider_not_found': {
    en_US: 'Unknown game provider.',
    es_ES: 'Proveedor de juegos desconocido.',
    pt_BR: 'Provedor de jogos desconhecido.',
  },
  'casino.invalid_signature': {
    en_US: 'The signature of the request is not valid.',
    es_ES: 'La firma de la solicitud no es válida.',
    pt_BR: 'A assinatura da solicitação não é válida.',
  },
  'casino.session_not_found': {
    en_US: 'The game session is not valid.',
    es_ES: 'La sesión de juego no es válida.',
    pt_BR: 'A sessão de jogo não é válida.',
  },
  'casino.rollback_round_mismatch': {
    en_US: 'A rollback must name the round of the move it reverses.',
    es_ES: 'Una reversión debe indicar la ronda del movimiento que revierte.',
    pt_BR: 'Um estorno deve indicar a rodada do movimento que reverte.',
  },
  'casino.bet_out_of_limits': {
    en_US: 'Bets on this game go from {min} to {max}.',
    es_ES: 'Las apuestas en este juego van de {min} a {max}.',
    pt_BR: 'As apostas neste jogo vão de {min} a {max}.',
  },
  'casino.session_expired': {
    en_US: 'The game session has expired.',
    es_ES: 'La sesión de juego expiró.',
    pt_BR: 'A sessão de jogo expirou.',
  },
  'casino.wrong_game': {
    en_US: 'The game does not match the game session.',
    es_ES: 'El juego no corresponde a la sesión de juego.',
    pt_BR: 'O jogo não corresponde à sessão de jogo.',
  },
  'casino.wrong_currency': {
    en_US: 'The currency does not match the game session.',
    es_ES: 'La moneda no corresponde a la sesión de juego.',
    pt_BR: 'A moeda não corresponde à sessão de jogo.',
  },
  'casino.insufficient_funds': {
    en_US: 'Not enough balance for this bet.',
    es_ES: 'No hay saldo suficiente para esta apuesta.',
    pt_BR: 'Não há saldo suficiente para esta aposta.',
  },
  'casino.duplicate_transaction': {
    en_US: 'This transaction id was already used for another request.',
    es_ES: 'Este id de transacción ya se usó para otra solicitud.',
    pt_BR: 'Este id de transação já foi usado em outra solicitação.',
  },
  'casino.transaction_rolled_back': {
    en_US: 'This transaction was rolled back.',
    es_ES: 'Esta transacción fue revertida.',
    pt_BR: 'Esta transação foi estornada.',
  },
  'casino.round_rolled_back': {
    en_US: 'A bet of this round was rolled back: no win can be paid.',
    es_ES: 'Una apuesta de esta ronda fue revertida: no se puede pagar una ganancia.',
    pt_BR: 'Uma aposta desta rodada foi estornada: nenhum ganho pode ser pago.',
  },
  'casino.bet_not_found': {
    en_US: 'The round has no bet to pay.',
    es_ES: 'La ronda no tiene ninguna apuesta que pagar.',
    pt_BR: 'A rodada não tem nenhuma aposta a pagar.',
  },
  'casino.round_closed': {
    en_US: 'The round is already closed.',
    es_ES: 'La ronda ya está cerrada.',
    pt_BR: 'A rodada já está encerrada.',
  },
  'casino.round_not_found': {
    en_US: 'This round does not exist.',
    es_ES: 'Esta ronda no existe.',
    pt_BR: 'Esta rodada não existe.',
  },
  'casino.order_incomplete': {
    en_US: 'The new order must list every item exactly once.',
    es_ES: 'El nuevo orden debe incluir cada elemento exactamente una vez.',
    pt_BR: 'A nova ordem deve incluir cada item exatamente uma vez.',
  },
} satisfies MessageTable;

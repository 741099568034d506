import type { MessageTable } from '../messages';

// Responsible gambling: the refusals name the limit and when it resets, so the player knows
// what stopped them and until when.
export const responsibleMessages = {
  'responsible.limit_invalid': {
    en_US: 'Choose a limit and its period.',
    es_ES: 'Elige un límite y su período.',
    pt_BR: 'Escolha um limite e o seu período.',
  },
  'responsible.limit_amount': {
    en_US: 'The limit must be a whole amount greater than 0.',
    es_ES: 'El límite debe ser un monto entero mayor a 0.',
    pt_BR: 'O limite deve ser um valor inteiro maior que 0.',
  },
  'responsible.reality_check_invalid': {
    en_US: 'Choose every 15, 30, 60 or 120 minutes.',
    es_ES: 'Elige cada 15, 30, 60 o 120 minutos.',
    pt_BR: 'Escolha a cada 15, 30, 60 ou 120 minutos.',
  },
  'responsible.break_invalid': {
    en_US: 'Choose one of the breaks offered.',
    es_ES: 'Elige una de las pausas ofrecidas.',
    pt_BR: 'Escolha uma das pausas oferecidas.',
  },
  'responsible.break_not_offered': {
    en_US: 'This site does not offer a break that short.',
    es_ES: 'Este sitio no ofrece una pausa tan corta.',
    pt_BR: 'Este site não oferece uma pausa tão curta.',
  },
  // {limit} is one of the names below; {amount} and {used} are money, or hours and minutes.
  'responsible.limit_reached': {
    en_US: '{limit} is {amount} and {used} of it is used. It resets on {resets}.',
    es_ES: '{limit} es de {amount} y ya usaste {used}. Se renueva el {resets}.',
    pt_BR: '{limit} é de {amount} e você já usou {used}. Ele renova em {resets}.',
  },
  'responsible.limit.deposit.day': {
    en_US: 'Your daily deposit limit',
    es_ES: 'Tu límite diario de depósitos',
    pt_BR: 'Seu limite diário de depósitos',
  },
  'responsible.limit.deposit.week': {
    en_US: 'Your weekly deposit limit',
    es_ES: 'Tu límite semanal de depósitos',
    pt_BR: 'Seu limite semanal de depósitos',
  },
  'responsible.limit.deposit.month': {
    en_US: 'Your monthly deposit limit',
    es_ES: 'Tu límite mensual de depósitos',
    pt_BR: 'Seu limite mensal de depósitos',
  },
  'responsible.limit.loss.day': {
    en_US: 'Your daily loss limit',
    es_ES: 'Tu límite diario de pérdidas',
    pt_BR: 'Seu limite diário de perdas',
  },
  'responsible.limit.loss.week': {
    en_US: 'Your weekly loss limit',
    es_ES: 'Tu límite semanal de pérdidas',
    pt_BR: 'Seu limite semanal de perdas',
  },
  'responsible.limit.loss.month': {
    en_US: 'Your monthly loss limit',
    es_ES: 'Tu límite mensual de pérdidas',
    pt_BR: 'Seu limite mensal de perdas',
  },
  'responsible.limit.wager.day': {
    en_US: 'Your daily wagering limit',
    es_ES: 'Tu límite diario de apuestas',
    pt_BR: 'Seu limite diário de apostas',
  },
  'responsible.limit.wager.week': {
    en_US: 'Your weekly wagering limit',
    es_ES: 'Tu límite semanal de apuestas',
    pt_BR: 'Seu limite semanal de apostas',
  },
  'responsible.limit.wager.month': {
    en_US: 'Your monthly wagering limit',
    es_ES: 'Tu límite mensual de apuestas',
    pt_BR: 'Seu limite mensal de apostas',
  },
  'responsible.limit.session.day': {
    en_US: 'Your daily session time limit',
    es_ES: 'Tu límite diario de tiempo de juego',
    pt_BR: 'Seu limite diário de tempo de jogo',
  },
  'responsible.limit.session.week': {
    en_US: 'Your weekly session time limit',
    es_ES: 'Tu límite semanal de tiempo de juego',
    pt_BR: 'Seu limite semanal de tempo de jogo',
  },
  'responsible.limit.session.month': {
    en_US: 'Your monthly session time limit',
    es_ES: 'Tu límite mensual de tiempo de juego',
    pt_BR: 'Seu limite mensal de tempo de jogo',
  },
  'responsible.time_played': {
    en_US: '{hours} h {minutes} min',
    es_ES: '{hours} h {minutes} min',
    pt_BR: '{hours} h {minutes} min',
  },
  'responsible.on_time_out': {
    en_US: 'You are taking a break until {until}. Withdrawals you asked for are still paid.',
    es_ES: 'Estás en una pausa hasta el {until}. Los retiros que pediste se pagan igual.',
    pt_BR: 'Você está em uma pausa até {until}. Os saques que você pediu continuam sendo pagos.',
  },
  'responsible.self_excluded': {
    en_US: 'You have excluded yourself until {until}. Withdrawals you asked for are still paid.',
    es_ES: 'Te autoexcluiste hasta el {until}. Los retiros que pediste se pagan igual.',
    pt_BR: 'Você se autoexcluiu até {until}. Os saques que você pediu continuam sendo pagos.',
  },
  'responsible.self_excluded_permanent': {
    en_US: 'You have excluded yourself for good. Withdrawals you asked for are still paid.',
    es_ES: 'Te autoexcluiste de forma permanente. Los retiros que pediste se pagan igual.',
    pt_BR:
      'Você se autoexcluiu de forma permanente. Os saques que você pediu continuam sendo pagos.',
  },
  'responsible.cool_off_running': {
    en_US: 'This change can be confirmed from {from}.',
    es_ES: 'Este cambio se podrá confirmar desde el {from}.',
    pt_BR: 'Esta alteração poderá ser confirmada a partir de {from}.',
  },
  'responsible.nothing_pending': {
    en_US: 'No change is waiting for this limit.',
    es_ES: 'No hay ningún cambio pendiente para este límite.',
    pt_BR: 'Não há nenhuma alteração pendente para este limite.',
  },
  'responsible.flag_not_found': {
    en_US: 'This flag does not exist.',
    es_ES: 'Esta alerta no existe.',
    pt_BR: 'Este alerta não existe.',
  },
  'responsible.profile_owner_only': {
    en_US: 'Only the platform owner can change the jurisdiction profile.',
    es_ES: 'Solo el dueño de la plataforma puede cambiar el perfil de jurisdicción.',
    pt_BR: 'Somente o dono da plataforma pode alterar o perfil de jurisdição.',
  },
  'responsible.under_minimum_age': {
    en_US: 'You must be {age} or older to play.',
    es_ES: 'Debes tener {age} años o más para jugar.',
    pt_BR: 'Você deve ter {age} anos ou mais para jogar.',
  },
  'responsible.birth_date_required': {
    en_US: 'The date of birth is required',
    es_ES: 'La fecha de nacimiento es obligatoria',
    pt_BR: 'A data de nascimento é obrigatória',
  },
} satisfies MessageTable;

import type { MessageTable } from '../messages';

// What responsible gambling writes in the player's inbox, rendered when read (ADR 0050).
export const responsibleInboxMessages = {
  'responsible.inbox.limit_changed_title': {
    en_US: 'Limit changed',
    es_ES: 'Límite cambiado',
    pt_BR: 'Limite alterado',
  },
  'responsible.inbox.limit_set_body': {
    en_US: 'Your {period} {kind} limit is now {value}.',
    es_ES: 'Tu límite {period} de {kind} ahora es {value}.',
    pt_BR: 'Seu limite {period} de {kind} agora é {value}.',
  },
  'responsible.inbox.limit_removed_body': {
    en_US: 'Your {period} {kind} limit was removed.',
    es_ES: 'Tu límite {period} de {kind} fue eliminado.',
    pt_BR: 'Seu limite {period} de {kind} foi removido.',
  },
  'responsible.inbox.kind_deposit': { en_US: 'deposit', es_ES: 'depósito', pt_BR: 'depósito' },
  'responsible.inbox.kind_loss': { en_US: 'loss', es_ES: 'pérdidas', pt_BR: 'perdas' },
  'responsible.inbox.kind_wager': { en_US: 'wager', es_ES: 'apuestas', pt_BR: 'apostas' },
  'responsible.inbox.kind_session': {
    en_US: 'playing time',
    es_ES: 'tiempo de juego',
    pt_BR: 'tempo de jogo',
  },
  'responsible.inbox.period_day': { en_US: 'daily', es_ES: 'diario', pt_BR: 'diário' },
  'responsible.inbox.period_week': { en_US: 'weekly', es_ES: 'semanal', pt_BR: 'semanal' },
  'responsible.inbox.period_month': { en_US: 'monthly', es_ES: 'mensual', pt_BR: 'mensal' },
  'responsible.inbox.break_ended_title': {
    en_US: 'Your break has ended',
    es_ES: 'Tu pausa terminó',
    pt_BR: 'Sua pausa terminou',
  },
  'responsible.inbox.break_ended_body': {
    en_US:
      'The break you took on {started} ended on {ended}. You can log in and play again; your limits still apply.',
    es_ES:
      'La pausa que tomaste el {started} terminó el {ended}. Puedes volver a entrar y jugar; tus límites siguen vigentes.',
    pt_BR:
      'A pausa que você fez em {started} terminou em {ended}. Você pode entrar e jogar de novo; seus limites continuam valendo.',
  },
} satisfies MessageTable;

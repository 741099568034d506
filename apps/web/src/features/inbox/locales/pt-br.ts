import type { inboxEnUS } from './en-us';

export const inboxPtBR: typeof inboxEnUS = {
  inbox: {
    title: 'Mensagens',
    filter_label: 'Mostrar',
    filter_all: 'Todas',
    filter_unread: 'Não lidas',
    unread_count: '{{count}} não lidas',
    read_all: 'Marcar todas como lidas',
    delete: 'Excluir',
    delete_named: 'Excluir "{{title}}"',
    unread_mark: 'Não lida',
    loading: 'Carregando suas mensagens…',
    failed: 'Não foi possível carregar suas mensagens.',
    retry: 'Tentar de novo',
    empty:
      'Você ainda não tem mensagens. Aqui aparecem as novidades dos seus depósitos, bônus e limites.',
    empty_unread: 'Você já leu todas as suas mensagens.',
    more: 'Ver mais',
    kind: { system: 'Conta', marketing: 'Novidades' },
  },
};

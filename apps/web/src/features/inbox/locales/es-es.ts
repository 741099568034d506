import type { inboxEnUS } from './en-us';

export const inboxEsES: typeof inboxEnUS = {
  inbox: {
    title: 'Mensajes',
    filter_label: 'Mostrar',
    filter_all: 'Todos',
    filter_unread: 'Sin leer',
    unread_count: '{{count}} sin leer',
    read_all: 'Marcar todos como leídos',
    delete: 'Eliminar',
    delete_named: 'Eliminar «{{title}}»',
    unread_mark: 'Sin leer',
    loading: 'Cargando tus mensajes…',
    failed: 'No se pudieron cargar tus mensajes.',
    retry: 'Reintentar',
    empty: 'Aún no tienes mensajes. Aquí verás las novedades de tus depósitos, bonos y límites.',
    empty_unread: 'Ya leíste todos tus mensajes.',
    more: 'Ver más',
    kind: { system: 'Cuenta', marketing: 'Novedades' },
  },
};

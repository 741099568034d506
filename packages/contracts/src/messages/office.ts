import type { MessageTable } from '../messages';

export const officeMessages = {
  'office.forbidden': {
    en_US: 'You do not have permission to do this.',
    es_ES: 'No tienes permiso para hacer esto.',
    pt_BR: 'Você não tem permissão para fazer isso.',
  },
  'office.tenant_not_found': {
    en_US: 'This brand does not exist.',
    es_ES: 'Esta marca no existe.',
    pt_BR: 'Esta marca não existe.',
  },
  'office.settings_conflict': {
    en_US: 'Someone else saved these settings while you were editing. Reload to see their changes.',
    es_ES:
      'Otra persona guardó esta configuración mientras la editabas. Recarga para ver sus cambios.',
    pt_BR:
      'Outra pessoa salvou estas configurações enquanto você editava. Recarregue para ver as alterações.',
  },
  'office.slug_taken': {
    en_US: 'Another brand already uses this identifier.',
    es_ES: 'Otra marca ya usa este identificador.',
    pt_BR: 'Outra marca já usa este identificador.',
  },
  'office.host_taken': {
    en_US: 'The host {host} already belongs to a brand.',
    es_ES: 'El host {host} ya pertenece a una marca.',
    pt_BR: 'O host {host} já pertence a uma marca.',
  },
} satisfies MessageTable;

import type { MessageTable } from '../messages';

export const officeMessages = {
  'office.redirect_loop': {
    en_US: 'A rule cannot send a path to itself.',
    es_ES: 'Una regla no puede enviar una ruta a sí misma.',
    pt_BR: 'Uma regra não pode enviar um caminho para ele mesmo.',
  },
  'office.redirect_duplicate': {
    en_US: 'Another rule already starts from this path.',
    es_ES: 'Otra regla ya parte de esta ruta.',
    pt_BR: 'Outra regra já parte deste caminho.',
  },
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
  'office.host_invalid': {
    en_US: 'Each host must be a valid host name, such as brand.example.com.',
    es_ES: 'Cada host debe ser un nombre de host válido, como marca.ejemplo.com.',
    pt_BR: 'Cada host deve ser um nome de host válido, como marca.exemplo.com.',
  },
  'office.slug_format': {
    en_US: 'The identifier may contain only lowercase letters, digits and hyphens.',
    es_ES: 'El identificador solo puede tener letras minúsculas, dígitos y guiones.',
    pt_BR: 'O identificador só pode conter letras minúsculas, dígitos e hífens.',
  },
  'office.reason_required': {
    en_US: 'Please give a reason.',
    es_ES: 'Indica un motivo.',
    pt_BR: 'Informe um motivo.',
  },
  'office.player_not_found': {
    en_US: 'This player does not exist.',
    es_ES: 'Este jugador no existe.',
    pt_BR: 'Este jogador não existe.',
  },
  'office.staff_not_found': {
    en_US: 'This staff member does not exist.',
    es_ES: 'Este miembro del equipo no existe.',
    pt_BR: 'Este membro da equipe não existe.',
  },
  'office.staff_username_taken': {
    en_US: 'Another staff member of this brand already uses this username.',
    es_ES: 'Otro miembro del equipo de esta marca ya usa este usuario.',
    pt_BR: 'Outro membro da equipe desta marca já usa este usuário.',
  },
  'office.cannot_remove_own_admin': {
    en_US: 'You cannot remove your own admin scope.',
    es_ES: 'No puedes quitarte tu propio permiso de administrador.',
    pt_BR: 'Você não pode remover seu próprio escopo de administrador.',
  },
  'office.cannot_disable_self': {
    en_US: 'You cannot disable your own account.',
    es_ES: 'No puedes desactivar tu propia cuenta.',
    pt_BR: 'Você não pode desativar sua própria conta.',
  },
  'office.logged_out': {
    en_US: 'You have signed out of the back office.',
    es_ES: 'Cerraste la sesión del back office.',
    pt_BR: 'Você saiu do back office.',
  },
} satisfies MessageTable;

import type { TenantsTextKey } from './en-us';

export const tenantsEsES: Record<TenantsTextKey, string> = {
  'tenants.title': 'Marcas',
  'tenants.create': 'Nueva marca',
  'tenants.slug': 'Identificador',
  'tenants.hosts': 'Hosts',
  'tenants.hosts_hint': 'Uno por línea, p. ej. marca.ejemplo.com',
  'tenants.name': 'Nombre',
  'tenants.currency': 'Moneda',
  'tenants.language': 'Idioma predeterminado',
  'tenants.admin': 'Primer administrador',
  'tenants.edit_hosts': 'Editar hosts',
  'tenants.hosts_title': 'Hosts de {{name}}',
  'tenants.created_done': 'Marca creada.',
  'tenants.hosts_done': 'Hosts guardados.',
  'tenants.platform': 'Plataforma',
  'tenants.platform_maintenance': 'Mantenimiento de la plataforma',
  'tenants.platform_hint':
    'Todas las marcas responden "en mantenimiento"; el back office sigue funcionando.',
  'tenants.platform_on': 'Toda la plataforma está en mantenimiento.',
  'tenants.platform_off': 'La plataforma está abierta.',
  'tenants.username': 'Usuario',
  'tenants.email': 'Correo',
  'tenants.password': 'Contraseña',
};

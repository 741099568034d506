import type { TenantsTextKey } from './en-us';

export const tenantsPtBR: Record<TenantsTextKey, string> = {
  'tenants.title': 'Marcas',
  'tenants.create': 'Nova marca',
  'tenants.slug': 'Identificador',
  'tenants.hosts': 'Hosts',
  'tenants.hosts_hint': 'Um por linha, ex.: marca.exemplo.com',
  'tenants.name': 'Nome',
  'tenants.currency': 'Moeda',
  'tenants.language': 'Idioma padrão',
  'tenants.admin': 'Primeiro administrador',
  'tenants.edit_hosts': 'Editar hosts',
  'tenants.hosts_title': 'Hosts de {{name}}',
  'tenants.created_done': 'Marca criada.',
  'tenants.hosts_done': 'Hosts salvos.',
  'tenants.platform': 'Plataforma',
  'tenants.platform_maintenance': 'Manutenção da plataforma',
  'tenants.platform_hint':
    'Todas as marcas respondem "em manutenção"; o back office continua funcionando.',
  'tenants.platform_on': 'Toda a plataforma está em manutenção.',
  'tenants.platform_off': 'A plataforma está aberta.',
  'tenants.username': 'Usuário',
  'tenants.email': 'E-mail',
  'tenants.password': 'Senha',
};

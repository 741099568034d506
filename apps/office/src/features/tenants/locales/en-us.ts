// The brands screen's texts, loaded with the feature's pages rather than with the office's first page.
export const tenantsEnUS = {
  'tenants.title': 'Brands',
  'tenants.create': 'New brand',
  'tenants.slug': 'Identifier',
  'tenants.hosts': 'Hosts',
  'tenants.hosts_hint': 'One per line, e.g. brand.example.com',
  'tenants.name': 'Name',
  'tenants.currency': 'Currency',
  'tenants.language': 'Default language',
  'tenants.admin': 'First administrator',
  'tenants.edit_hosts': 'Edit hosts',
  'tenants.hosts_title': 'Hosts of {{name}}',
  'tenants.created_done': 'Brand created.',
  'tenants.hosts_done': 'Hosts saved.',
  'tenants.platform': 'Platform',
  'tenants.platform_maintenance': 'Platform maintenance',
  'tenants.platform_hint':
    'Every brand answers "under maintenance"; the back office keeps working.',
  'tenants.platform_on': 'The whole platform is in maintenance.',
  'tenants.platform_off': 'The platform is open.',
  'tenants.username': 'Username',
  'tenants.email': 'Email',
  'tenants.password': 'Password',
} as const;

export type TenantsTextKey = keyof typeof tenantsEnUS;

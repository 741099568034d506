// The staff screen's texts, loaded with the feature's pages rather than with the office's first page.
export const staffEnUS = {
  'staff.title': 'Staff',
  'staff.create': 'New staff member',
  'staff.username': 'Username',
  'staff.email': 'Email',
  'staff.password': 'Password',
  'staff.scopes': 'Scopes',
  'staff.status.active': 'Active',
  'staff.status.disabled': 'Disabled',
  'staff.edit_title': 'Edit {{username}}',
  'staff.reset_password': 'Reset password',
  'staff.reset_title': 'New password for {{username}}',
  'staff.new_password': 'New password',
  'staff.last_login': 'Last login',
  'staff.created_done': 'Staff member created.',
  'staff.updated_done': 'Staff member updated.',
  'staff.password_done': 'Password changed; their other sessions are closed.',
  'scope.admin': 'Administrator',
  'scope.support': 'Support',
  'scope.payments': 'Payments',
  'scope.trader': 'Trader',
  'scope.marketing': 'Marketing',
  'scope.casino': 'Casino',
  'scope.compliance': 'Compliance',
} as const;

export type StaffTextKey = keyof typeof staffEnUS;

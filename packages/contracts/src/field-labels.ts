import type { Language } from './languages';

// How a request field is named in messages such as "The {field} field is required."
const LABELS: Record<string, Record<Language, string>> = {
  username: { en_US: 'username', es_ES: 'usuario', pt_BR: 'usuário' },
  password: { en_US: 'password', es_ES: 'contraseña', pt_BR: 'senha' },
  password_confirmation: {
    en_US: 'password confirmation',
    es_ES: 'confirmación de contraseña',
    pt_BR: 'confirmação de senha',
  },
  current_password: { en_US: 'current password', es_ES: 'contraseña actual', pt_BR: 'senha atual' },
  email: { en_US: 'email', es_ES: 'correo electrónico', pt_BR: 'e-mail' },
  name: { en_US: 'name', es_ES: 'nombre', pt_BR: 'nome' },
  last_name: { en_US: 'last name', es_ES: 'apellido', pt_BR: 'sobrenome' },
  phone: { en_US: 'phone', es_ES: 'teléfono', pt_BR: 'telefone' },
  gender: { en_US: 'gender', es_ES: 'género', pt_BR: 'gênero' },
  country: { en_US: 'country', es_ES: 'país', pt_BR: 'país' },
  state: { en_US: 'state', es_ES: 'provincia', pt_BR: 'estado' },
  city: { en_US: 'city', es_ES: 'ciudad', pt_BR: 'cidade' },
  birth_date: { en_US: 'date of birth', es_ES: 'fecha de nacimiento', pt_BR: 'data de nascimento' },
  domain: { en_US: 'domain', es_ES: 'dominio', pt_BR: 'domínio' },
  hash: { en_US: 'hash', es_ES: 'hash', pt_BR: 'hash' },
  language: { en_US: 'language', es_ES: 'idioma', pt_BR: 'idioma' },
};

/** A product's own fields, added where its forms are (kept out of the site's first page). */
const added = new Map<string, Record<Language, string>>();

export function addFieldLabels(labels: Record<string, Record<Language, string>>): void {
  for (const [name, label] of Object.entries(labels)) added.set(name, label);
}

export function fieldLabel(name: string, language: Language): string {
  return (LABELS[name] ?? added.get(name))?.[language] ?? name.replaceAll('_', ' ');
}

import type { MessageTable } from '../messages';

export const authMessages = {
  'auth.email_required': {
    en_US: 'Email is required',
    es_ES: 'El correo electrónico es obligatorio',
    pt_BR: 'O e-mail é obrigatório',
  },
  'auth.email_invalid': {
    en_US: 'Email is invalid',
    es_ES: 'El correo electrónico no es válido',
    pt_BR: 'O e-mail é inválido',
  },
  'auth.email_invalid_forgot': {
    en_US: 'Please enter a valid email address',
    es_ES: 'Por favor ingresa un correo electrónico válido',
    pt_BR: 'Por favor, insira um endereço de e-mail válido',
  },
  'auth.name_required': {
    en_US: 'The name is required',
    es_ES: 'El nombre es obligatorio',
    pt_BR: 'O nome é obrigatório',
  },
  'auth.last_name_required': {
    en_US: 'The last name is required',
    es_ES: 'El apellido es obligatorio',
    pt_BR: 'O sobrenome é obrigatório',
  },
  'auth.username_format': {
    en_US: 'The username may only contain letters, numbers, dots, dashes and underscores',
    es_ES: 'El usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
    pt_BR: 'O usuário só pode conter letras, números, pontos, hífens e sublinhados',
  },
  'auth.phone_invalid': {
    en_US: 'The phone number is invalid',
    es_ES: 'El número de teléfono no es válido',
    pt_BR: 'O número de telefone é inválido',
  },
  'auth.must_be_adult': {
    en_US: 'You must confirm that you are over 18',
    es_ES: 'Debes confirmar que eres mayor de 18 años',
    pt_BR: 'Você deve confirmar que tem mais de 18 anos',
  },
  'auth.must_accept_terms': {
    en_US: 'You must accept the terms and conditions',
    es_ES: 'Debes aceptar los términos y condiciones',
    pt_BR: 'Você deve aceitar os termos e condições',
  },
  'auth.must_accept_privacy': {
    en_US: 'You must accept the privacy policy',
    es_ES: 'Debes aceptar la política de privacidad',
    pt_BR: 'Você deve aceitar a política de privacidade',
  },
  'auth.credentials_required': {
    en_US: 'Insert the username and/or password',
    es_ES: 'Ingresa el usuario y/o la contraseña',
    pt_BR: 'Insira o usuário e/ou a senha',
  },
  'auth.credentials_incorrect': {
    en_US: 'The username or password are incorrect',
    es_ES: 'El usuario o la contraseña son incorrectos',
    pt_BR: 'O usuário ou a senha estão incorretos',
  },
  'auth.invalid_credentials': {
    en_US: 'Invalid credentials!',
    es_ES: '¡Credenciales inválidas!',
    pt_BR: 'Credenciais inválidas!',
  },
  'auth.user_blocked': {
    en_US: 'User blocked',
    es_ES: 'Usuario bloqueado',
    pt_BR: 'Usuário bloqueado',
  },
  'auth.login_required_url': {
    en_US: 'You must login to access this url',
    es_ES: 'Debes iniciar sesión para acceder a esta url',
    pt_BR: 'Você deve fazer login para acessar esta url',
  },
  'auth.login_required_game': {
    en_US: 'You must login to access this game',
    es_ES: 'Debes iniciar sesión para acceder a este juego',
    pt_BR: 'Você deve fazer login para acessar este jogo',
  },
  'auth.unauthenticated': {
    en_US: 'Unauthenticated.',
    es_ES: 'Unauthenticated.',
    pt_BR: 'Unauthenticated.',
  },
  'auth.username_taken': {
    en_US: 'This username is already taken',
    es_ES: 'Este nombre de usuario ya está en uso',
    pt_BR: 'Este nome de usuário já está em uso',
  },
  'auth.email_taken': {
    en_US: 'This email is already registered',
    es_ES: 'Este correo electrónico ya está registrado',
    pt_BR: 'Este e-mail já está cadastrado',
  },
  'auth.referral_unknown': {
    en_US: 'The referral code does not exist',
    es_ES: 'El código de referido no existe',
    pt_BR: 'O código de indicação não existe',
  },
  'auth.too_many_attempts': {
    en_US: 'Too many login attempts. Please try again in {minutes} minutes.',
    es_ES: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {minutes} minutos.',
    pt_BR: 'Muitas tentativas de login. Tente novamente em {minutes} minutos.',
  },
  'auth.too_many_registrations': {
    en_US:
      'Too many accounts were created from this address. Please try again in {minutes} minutes.',
    es_ES:
      'Se crearon demasiadas cuentas desde esta dirección. Inténtalo de nuevo en {minutes} minutos.',
    pt_BR:
      'Muitas contas foram criadas a partir deste endereço. Tente novamente em {minutes} minutos.',
  },
  'auth.refresh_invalid': {
    en_US: 'Your session has expired. Please log in again.',
    es_ES: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    pt_BR: 'Sua sessão expirou. Faça login novamente.',
  },
  'auth.xsrf_mismatch': {
    en_US: 'The request could not be verified. Please reload the page.',
    es_ES: 'No se pudo verificar la solicitud. Recarga la página.',
    pt_BR: 'Não foi possível verificar a solicitação. Recarregue a página.',
  },
  'auth.password_mismatch': {
    en_US: 'The passwords do not match',
    es_ES: 'Las contraseñas no coinciden',
    pt_BR: 'As senhas não coincidem',
  },
  'auth.current_password_wrong': {
    en_US: 'The current password is incorrect',
    es_ES: 'La contraseña actual es incorrecta',
    pt_BR: 'A senha atual está incorreta',
  },
  'auth.reset_token_invalid': {
    en_US: 'This password reset link is invalid or has expired',
    es_ES: 'Este enlace para restablecer la contraseña no es válido o ha expirado',
    pt_BR: 'Este link de redefinição de senha é inválido ou expirou',
  },
  'auth.forgot_sent': {
    en_US: 'If an account exists for that email, we have sent a link to reset the password.',
    es_ES:
      'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.',
    pt_BR: 'Se existir uma conta com esse e-mail, enviamos um link para redefinir a senha.',
  },
  'auth.password_reset_done': {
    en_US: 'Your password has been reset. You can now log in.',
    es_ES: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.',
    pt_BR: 'Sua senha foi redefinida. Você já pode fazer login.',
  },
  'auth.password_changed': {
    en_US: 'Your password has been changed. Your other sessions were closed.',
    es_ES: 'Tu contraseña fue cambiada. Tus otras sesiones fueron cerradas.',
    pt_BR: 'Sua senha foi alterada. Suas outras sessões foram encerradas.',
  },
  'auth.logged_out': {
    en_US: 'You have been logged out.',
    es_ES: 'Cerraste sesión.',
    pt_BR: 'Você saiu da sua conta.',
  },
  'auth.birth_date_adult': {
    en_US: 'You must be over 18',
    es_ES: 'Debes ser mayor de 18 años',
    pt_BR: 'Você deve ter mais de 18 anos',
  },
  'profile.email_taken': {
    en_US: 'This email is already used by another account',
    es_ES: 'Este correo electrónico ya lo usa otra cuenta',
    pt_BR: 'Este e-mail já é usado por outra conta',
  },
  'mail.reset_subject': {
    en_US: 'Reset your {site} password',
    es_ES: 'Restablece tu contraseña de {site}',
    pt_BR: 'Redefina sua senha do {site}',
  },
  'mail.reset_body': {
    en_US:
      'Hello {name},\n\nSomeone asked to reset the password of your {site} account. Open this link within {minutes} minutes to choose a new one:\n\n{link}\n\nIf it was not you, ignore this message; your password stays as it is.',
    es_ES:
      'Hola {name},\n\nAlguien pidió restablecer la contraseña de tu cuenta de {site}. Abre este enlace dentro de {minutes} minutos para elegir una nueva:\n\n{link}\n\nSi no fuiste tú, ignora este mensaje; tu contraseña no cambia.',
    pt_BR:
      'Olá {name},\n\nAlguém pediu para redefinir a senha da sua conta {site}. Abra este link em até {minutes} minutos para escolher uma nova:\n\n{link}\n\nSe não foi você, ignore esta mensagem; sua senha continua a mesma.',
  },
} satisfies MessageTable;

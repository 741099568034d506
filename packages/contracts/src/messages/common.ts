import type { MessageTable } from '../messages';

// The spec's messages are the en_US texts, verbatim.
export const commonMessages = {
  'validation.required': {
    en_US: 'The {field} field is required.',
    es_ES: 'El campo {field} es obligatorio.',
    pt_BR: 'O campo {field} é obrigatório.',
  },
  'validation.invalid': {
    en_US: 'The {field} field is invalid.',
    es_ES: 'El campo {field} no es válido.',
    pt_BR: 'O campo {field} é inválido.',
  },
  'validation.too_short': {
    en_US: 'The {field} field must have at least {minimum} characters.',
    es_ES: 'El campo {field} debe tener al menos {minimum} caracteres.',
    pt_BR: 'O campo {field} deve ter pelo menos {minimum} caracteres.',
  },
  'validation.too_long': {
    en_US: 'The {field} field must have at most {maximum} characters.',
    es_ES: 'El campo {field} debe tener como máximo {maximum} caracteres.',
    pt_BR: 'O campo {field} deve ter no máximo {maximum} caracteres.',
  },
  'validation.unknown_field': {
    en_US: 'The {field} field is not allowed.',
    es_ES: 'El campo {field} no está permitido.',
    pt_BR: 'O campo {field} não é permitido.',
  },
  'validation.body': {
    en_US: 'The request body is not valid JSON.',
    es_ES: 'El cuerpo de la solicitud no es un JSON válido.',
    pt_BR: 'O corpo da requisição não é um JSON válido.',
  },
  'validation.email': {
    en_US: 'Invalid email address',
    es_ES: 'Dirección de correo inválida',
    pt_BR: 'Endereço de e-mail inválido',
  },
  'validation.url': {
    en_US: 'Invalid URL',
    es_ES: 'URL inválida',
    pt_BR: 'URL inválida',
  },
  'error.title': { en_US: 'Error', es_ES: 'Error', pt_BR: 'Erro' },
  'error.not_found': {
    en_US: 'Page not found',
    es_ES: 'Página no encontrada',
    pt_BR: 'Página não encontrada',
  },
  'error.route_not_found': {
    en_US: 'The route {method} {path} does not exist.',
    es_ES: 'La ruta {method} {path} no existe.',
    pt_BR: 'A rota {method} {path} não existe.',
  },
  'error.internal': {
    en_US: 'Something went wrong on our side. Please try again.',
    es_ES: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    pt_BR: 'Algo deu errado do nosso lado. Tente novamente.',
  },
  'error.too_many_requests': {
    en_US: 'Too many requests. Please try again in {seconds} seconds.',
    es_ES: 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} segundos.',
    pt_BR: 'Muitas solicitações. Tente novamente em {seconds} segundos.',
  },
  'error.payload_too_large': {
    en_US: 'The request is too large.',
    es_ES: 'La solicitud es demasiado grande.',
    pt_BR: 'A requisição é grande demais.',
  },
  'error.form_malformed': {
    en_US: 'The form data is malformed or incomplete.',
    es_ES: 'Los datos del formulario están mal formados o incompletos.',
    pt_BR: 'Os dados do formulário estão malformados ou incompletos.',
  },
  'error.form_too_many_parts': {
    en_US: 'The form has too many files or fields.',
    es_ES: 'El formulario tiene demasiados archivos o campos.',
    pt_BR: 'O formulário tem arquivos ou campos demais.',
  },
  'error.unsupported_media_type': {
    en_US: 'This content type is not supported.',
    es_ES: 'Este tipo de contenido no es compatible.',
    pt_BR: 'Este tipo de conteúdo não é suportado.',
  },
  'tenant.unknown_host': {
    en_US: 'There is no site at {host}.',
    es_ES: 'No hay ningún sitio en {host}.',
    pt_BR: 'Não há nenhum site em {host}.',
  },
  'tenant.maintenance': {
    en_US: 'We are currently under maintenance.',
    es_ES: 'Estamos en mantenimiento.',
    pt_BR: 'Estamos em manutenção.',
  },
  'tenant.host_repeated': {
    en_US: 'The request has more than one Host header.',
    es_ES: 'La solicitud tiene más de una cabecera Host.',
    pt_BR: 'A requisição tem mais de um cabeçalho Host.',
  },
  'tenant.domain_mismatch': {
    en_US: 'The domain {domain} does not belong to this site.',
    es_ES: 'El dominio {domain} no pertenece a este sitio.',
    pt_BR: 'O domínio {domain} não pertence a este site.',
  },
  'tenant.hash_mismatch': {
    en_US: 'The site hash does not belong to this site.',
    es_ES: 'El hash del sitio no pertenece a este sitio.',
    pt_BR: 'O hash do site não pertence a este site.',
  },
  'tenant.api_key_mismatch': {
    en_US: 'The Master-Api-Key does not belong to this site.',
    es_ES: 'La Master-Api-Key no pertenece a este sitio.',
    pt_BR: 'A Master-Api-Key não pertence a este site.',
  },
  'tenant.api_key_missing': {
    en_US: 'The Master-Api-Key header is required.',
    es_ES: 'La cabecera Master-Api-Key es obligatoria.',
    pt_BR: 'O cabeçalho Master-Api-Key é obrigatório.',
  },
} satisfies MessageTable;

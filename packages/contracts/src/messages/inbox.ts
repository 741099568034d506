import type { MessageTable } from '../messages';

// The inbox's own refusals and the rules of the office's campaign form. The messages it
// shows are the senders' (each product's catalogue) or the campaigns' own texts.
export const inboxMessages = {
  'inbox.message_not_found': {
    en_US: 'This message was not found.',
    es_ES: 'No se encontró este mensaje.',
    pt_BR: 'Esta mensagem não foi encontrada.',
  },
  'inbox.campaign_not_found': {
    en_US: 'This campaign was not found.',
    es_ES: 'No se encontró esta campaña.',
    pt_BR: 'Esta campanha não foi encontrada.',
  },
  'inbox.not_scheduled': {
    en_US: 'Only a campaign waiting to be sent can be cancelled.',
    es_ES: 'Solo se puede cancelar una campaña que aún no se envió.',
    pt_BR: 'Só é possível cancelar uma campanha que ainda não foi enviada.',
  },
  'inbox.default_language_required': {
    en_US: "The title and text in the brand's language ({language}) are required.",
    es_ES: 'El título y el texto en el idioma de la marca ({language}) son obligatorios.',
    pt_BR: 'O título e o texto no idioma da marca ({language}) são obrigatórios.',
  },
  'inbox.name_required': {
    en_US: 'The name is required.',
    es_ES: 'El nombre es obligatorio.',
    pt_BR: 'O nome é obrigatório.',
  },
  'inbox.name_too_long': {
    en_US: 'The name is too long (120 characters at most).',
    es_ES: 'El nombre es demasiado largo (120 caracteres como máximo).',
    pt_BR: 'O nome é longo demais (no máximo 120 caracteres).',
  },
  'inbox.title_required': {
    en_US: 'The title is required.',
    es_ES: 'El título es obligatorio.',
    pt_BR: 'O título é obrigatório.',
  },
  'inbox.title_too_long': {
    en_US: 'The title is too long (120 characters at most).',
    es_ES: 'El título es demasiado largo (120 caracteres como máximo).',
    pt_BR: 'O título é longo demais (no máximo 120 caracteres).',
  },
  'inbox.body_required': {
    en_US: 'The text is required.',
    es_ES: 'El texto es obligatorio.',
    pt_BR: 'O texto é obrigatório.',
  },
  'inbox.body_too_long': {
    en_US: 'The text is too long (2,000 characters at most).',
    es_ES: 'El texto es demasiado largo (2.000 caracteres como máximo).',
    pt_BR: 'O texto é longo demais (no máximo 2.000 caracteres).',
  },
  'inbox.segment_empty': {
    en_US: 'Choose at least one value, or remove this filter.',
    es_ES: 'Elige al menos un valor o quita este filtro.',
    pt_BR: 'Escolha ao menos um valor ou remova este filtro.',
  },
  'inbox.days_invalid': {
    en_US: 'The days must be between 1 and 365.',
    es_ES: 'Los días deben estar entre 1 y 365.',
    pt_BR: 'Os dias devem estar entre 1 e 365.',
  },
  'inbox.country_invalid': {
    en_US: 'A country is two capital letters (AR, BR, US).',
    es_ES: 'Un país son dos letras mayúsculas (AR, BR, US).',
    pt_BR: 'Um país são duas letras maiúsculas (AR, BR, US).',
  },
  'inbox.send_at_invalid': {
    en_US: 'The send time is not a valid date and time.',
    es_ES: 'La hora de envío no es una fecha y hora válida.',
    pt_BR: 'O horário de envio não é uma data e hora válida.',
  },
  'inbox.send_at_past': {
    en_US: 'The send time has passed: choose a later one, or send it now.',
    es_ES: 'La hora de envío ya pasó: elige una posterior o envíala ahora.',
    pt_BR: 'O horário de envio já passou: escolha um posterior ou envie agora.',
  },
} satisfies MessageTable;

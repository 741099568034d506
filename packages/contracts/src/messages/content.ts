import type { MessageTable } from '../messages';

export const contentMessages = {
  'content.not_found': {
    en_US: 'This page has no content yet.',
    es_ES: 'Esta página todavía no tiene contenido.',
    pt_BR: 'Esta página ainda não tem conteúdo.',
  },
  'content.slug_invalid': {
    en_US: 'The page must be terms, sport-rules or bet-types.',
    es_ES: 'La página debe ser terms, sport-rules o bet-types.',
    pt_BR: 'A página deve ser terms, sport-rules ou bet-types.',
  },
  'content.title_required': {
    en_US: 'The title is required.',
    es_ES: 'El título es obligatorio.',
    pt_BR: 'O título é obrigatório.',
  },
  'content.body_required': {
    en_US: 'The text of the page is required.',
    es_ES: 'El texto de la página es obligatorio.',
    pt_BR: 'O texto da página é obrigatório.',
  },
} satisfies MessageTable;

import type { MessageTable } from '../messages';

export const promotionsMessages = {
  'promotions.not_found': {
    en_US: 'This promotion is not available.',
    es_ES: 'Esta promoción no está disponible.',
    pt_BR: 'Esta promoção não está disponível.',
  },
  'promotions.type_invalid': {
    en_US: 'The type must be bonus or promotion.',
    es_ES: 'El tipo debe ser bono o promoción.',
    pt_BR: 'O tipo deve ser bônus ou promoção.',
  },
  'promotions.title_required': {
    en_US: 'The title is required in at least one language.',
    es_ES: 'El título es obligatorio en al menos un idioma.',
    pt_BR: 'O título é obrigatório em pelo menos um idioma.',
  },
  'promotions.ends_before_start': {
    en_US: 'The end must come after the start.',
    es_ES: 'El fin debe ser posterior al inicio.',
    pt_BR: 'O fim deve ser depois do início.',
  },
  'promotions.bonus_cta_needs_bonus_type': {
    en_US: 'Only a bonus promotion can claim a bonus.',
    es_ES: 'Solo una promoción de bono puede reclamar un bono.',
    pt_BR: 'Só uma promoção de bônus pode resgatar um bônus.',
  },
  'promotions.bonuses_not_allowed': {
    en_US: "This brand's jurisdiction does not allow bonuses.",
    es_ES: 'La jurisdicción de esta marca no permite bonos.',
    pt_BR: 'A jurisdição desta marca não permite bônus.',
  },
  'promotions.image_invalid': {
    en_US: 'The image must be a PNG, JPEG, WebP or SVG file of at most 2 MB.',
    es_ES: 'La imagen debe ser un archivo PNG, JPEG, WebP o SVG de hasta 2 MB.',
    pt_BR: 'A imagem deve ser um arquivo PNG, JPEG, WebP ou SVG de até 2 MB.',
  },
} satisfies MessageTable;

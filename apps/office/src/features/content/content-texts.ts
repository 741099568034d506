import { addTexts } from '../../lib/i18n';
import { contentEnUS } from './locales/en-us';
import { contentEsES } from './locales/es-es';
import { contentPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: contentEnUS, es_ES: contentEsES, pt_BR: contentPtBR });

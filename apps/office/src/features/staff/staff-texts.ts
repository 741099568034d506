import { addTexts } from '../../lib/i18n';
import { staffEnUS } from './locales/en-us';
import { staffEsES } from './locales/es-es';
import { staffPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: staffEnUS, es_ES: staffEsES, pt_BR: staffPtBR });

import { addTexts } from '../../lib/i18n';
import { casinoEnUS } from './locales/en-us';
import { casinoEsES } from './locales/es-es';
import { casinoPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: casinoEnUS, es_ES: casinoEsES, pt_BR: casinoPtBR });

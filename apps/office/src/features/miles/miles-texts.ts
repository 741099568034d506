import { addTexts } from '../../lib/i18n';
import { milesEnUS } from './locales/en-us';
import { milesEsES } from './locales/es-es';
import { milesPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: milesEnUS, es_ES: milesEsES, pt_BR: milesPtBR });

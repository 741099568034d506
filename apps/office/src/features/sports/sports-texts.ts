import { addTexts } from '../../lib/i18n';
import { sportsEnUS } from './locales/en-us';
import { sportsEsES } from './locales/es-es';
import { sportsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: sportsEnUS, es_ES: sportsEsES, pt_BR: sportsPtBR });

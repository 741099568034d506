import { addTexts } from '../../lib/i18n';
import { playersEnUS } from './locales/en-us';
import { playersEsES } from './locales/es-es';
import { playersPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: playersEnUS, es_ES: playersEsES, pt_BR: playersPtBR });

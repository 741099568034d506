import { addTexts } from '../../lib/i18n';
import { bonusEnUS } from './locales/en-us';
import { bonusEsES } from './locales/es-es';
import { bonusPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: bonusEnUS, es_ES: bonusEsES, pt_BR: bonusPtBR });

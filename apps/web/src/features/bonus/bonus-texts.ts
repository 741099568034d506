import { addTexts } from '../../lib/i18n';
import { bonusEnUS } from './locales/en-us';
import { bonusEsES } from './locales/es-es';
import { bonusPtBR } from './locales/pt-br';

// Imported by the feature's components, which only the profile's chunk brings: these texts
// stay out of the first page.
addTexts({ en_US: bonusEnUS, es_ES: bonusEsES, pt_BR: bonusPtBR });

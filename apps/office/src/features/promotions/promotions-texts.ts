import { addTexts } from '../../lib/i18n';
import { promotionsEnUS } from './locales/en-us';
import { promotionsEsES } from './locales/es-es';
import { promotionsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: promotionsEnUS, es_ES: promotionsEsES, pt_BR: promotionsPtBR });

import { addTexts } from '../../lib/i18n';
import { promotionsEnUS } from './locales/en-us';
import { promotionsEsES } from './locales/es-es';
import { promotionsPtBR } from './locales/pt-br';

// Imported by each component of the feature, so its texts arrive with its chunk (never with
// the first page) and a component test renders with them.
addTexts({ en_US: promotionsEnUS, es_ES: promotionsEsES, pt_BR: promotionsPtBR });

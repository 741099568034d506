import { addTexts } from '../../lib/i18n';
import { sportsEnUS } from './locales/en-us';
import { sportsEsES } from './locales/es-es';
import { sportsPtBR } from './locales/pt-br';

// Imported by each component of the sportsbook's chunk, so its texts arrive with it and
// a component test renders with them.
addTexts({ en_US: sportsEnUS, es_ES: sportsEsES, pt_BR: sportsPtBR });

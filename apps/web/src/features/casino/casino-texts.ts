import { addTexts } from '../../lib/i18n';
import { casinoEnUS } from './locales/en-us';
import { casinoEsES } from './locales/es-es';
import { casinoPtBR } from './locales/pt-br';

// Imported by each component of the casino's chunk, so its texts arrive with it and a
// component test renders with them.
addTexts({ en_US: casinoEnUS, es_ES: casinoEsES, pt_BR: casinoPtBR });

import { addTexts } from '../../lib/i18n';
import { slotEnUS } from './locales/en-us';
import { slotEsES } from './locales/es-es';
import { slotPtBR } from './locales/pt-br';

addTexts({ en_US: slotEnUS, es_ES: slotEsES, pt_BR: slotPtBR });

import { addTexts } from '../../lib/i18n';
import { crashEnUS } from './locales/en-us';
import { crashEsES } from './locales/es-es';
import { crashPtBR } from './locales/pt-br';

addTexts({ en_US: crashEnUS, es_ES: crashEsES, pt_BR: crashPtBR });

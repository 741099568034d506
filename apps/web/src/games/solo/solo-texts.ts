import { addTexts } from '../../lib/i18n';
import { soloEnUS } from './locales/en-us';
import { soloEsES } from './locales/es-es';
import { soloPtBR } from './locales/pt-br';

addTexts({ en_US: soloEnUS, es_ES: soloEsES, pt_BR: soloPtBR });

import { addTexts } from '../../lib/i18n';
import { liveRouletteEnUS } from './locales/en-us';
import { liveRouletteEsES } from './locales/es-es';
import { liveRoulettePtBR } from './locales/pt-br';

addTexts({ en_US: liveRouletteEnUS, es_ES: liveRouletteEsES, pt_BR: liveRoulettePtBR });

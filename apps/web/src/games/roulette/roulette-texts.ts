import { addTexts } from '../../lib/i18n';
import { rouletteEnUS } from './locales/en-us';
import { rouletteEsES } from './locales/es-es';
import { roulettePtBR } from './locales/pt-br';

addTexts({ en_US: rouletteEnUS, es_ES: rouletteEsES, pt_BR: roulettePtBR });

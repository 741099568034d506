import { addTexts } from '../../lib/i18n';
import { chainFairnessEnUS } from './locales/en-us';
import { chainFairnessEsES } from './locales/es-es';
import { chainFairnessPtBR } from './locales/pt-br';

addTexts({ en_US: chainFairnessEnUS, es_ES: chainFairnessEsES, pt_BR: chainFairnessPtBR });

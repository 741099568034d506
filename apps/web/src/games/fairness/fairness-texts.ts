import { addTexts } from '../../lib/i18n';
import { fairnessEnUS } from './locales/en-us';
import { fairnessEsES } from './locales/es-es';
import { fairnessPtBR } from './locales/pt-br';

addTexts({ en_US: fairnessEnUS, es_ES: fairnessEsES, pt_BR: fairnessPtBR });

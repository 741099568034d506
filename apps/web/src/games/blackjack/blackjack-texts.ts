import { addTexts } from '../../lib/i18n';
import { blackjackEnUS } from './locales/en-us';
import { blackjackEsES } from './locales/es-es';
import { blackjackPtBR } from './locales/pt-br';

addTexts({ en_US: blackjackEnUS, es_ES: blackjackEsES, pt_BR: blackjackPtBR });

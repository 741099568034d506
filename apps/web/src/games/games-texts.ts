import { addTexts } from '../lib/i18n';
import { gamesEnUS } from './locales/en-us';
import { gamesEsES } from './locales/es-es';
import { gamesPtBR } from './locales/pt-br';

// The shell's texts; each game screen brings its own the same way (addTexts).
addTexts({ en_US: gamesEnUS, es_ES: gamesEsES, pt_BR: gamesPtBR });

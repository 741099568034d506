import { addTexts } from '../../lib/i18n';
import { lobbyEnUS } from './locales/en-us';
import { lobbyEsES } from './locales/es-es';
import { lobbyPtBR } from './locales/pt-br';

// Imported by each component of the home, so its texts arrive with its chunk.
addTexts({ en_US: lobbyEnUS, es_ES: lobbyEsES, pt_BR: lobbyPtBR });

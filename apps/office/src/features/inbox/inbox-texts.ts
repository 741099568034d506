import { addTexts } from '../../lib/i18n';
import { inboxEnUS } from './locales/en-us';
import { inboxEsES } from './locales/es-es';
import { inboxPtBR } from './locales/pt-br';

// Imported by the desk's pages, which only their lazy chunks bring.
addTexts({ en_US: inboxEnUS, es_ES: inboxEsES, pt_BR: inboxPtBR });

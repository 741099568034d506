import { addTexts } from '../../lib/i18n';
import { inboxEnUS } from './locales/en-us';
import { inboxEsES } from './locales/es-es';
import { inboxPtBR } from './locales/pt-br';

// Imported by the section, which only the profile's chunk brings: out of the first page.
addTexts({ en_US: inboxEnUS, es_ES: inboxEsES, pt_BR: inboxPtBR });

import { addTexts } from '../../lib/i18n';
import { auditEnUS } from './locales/en-us';
import { auditEsES } from './locales/es-es';
import { auditPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: auditEnUS, es_ES: auditEsES, pt_BR: auditPtBR });

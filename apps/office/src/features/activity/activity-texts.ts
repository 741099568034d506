import { addTexts } from '../../lib/i18n';
import { activityEnUS } from './locales/en-us';
import { activityEsES } from './locales/es-es';
import { activityPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: activityEnUS, es_ES: activityEsES, pt_BR: activityPtBR });

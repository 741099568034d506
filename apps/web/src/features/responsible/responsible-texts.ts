import { addTexts } from '../../lib/i18n';
import { responsibleEnUS } from './locales/en-us';
import { responsibleEsES } from './locales/es-es';
import { responsiblePtBR } from './locales/pt-br';

// Imported by the feature's components (none of them on a first page: the reality check's
// clock shows nothing until its dialog loads), so these texts stay out of the first page.
addTexts({ en_US: responsibleEnUS, es_ES: responsibleEsES, pt_BR: responsiblePtBR });

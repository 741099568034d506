import { addTexts } from '../../lib/i18n';
import { complianceEnUS } from './locales/en-us';
import { complianceEsES } from './locales/es-es';
import { compliancePtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: complianceEnUS, es_ES: complianceEsES, pt_BR: compliancePtBR });

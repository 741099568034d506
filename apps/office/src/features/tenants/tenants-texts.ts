import { addTexts } from '../../lib/i18n';
import { tenantsEnUS } from './locales/en-us';
import { tenantsEsES } from './locales/es-es';
import { tenantsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: tenantsEnUS, es_ES: tenantsEsES, pt_BR: tenantsPtBR });

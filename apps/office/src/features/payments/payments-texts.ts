import { addTexts } from '../../lib/i18n';
import { paymentsEnUS } from './locales/en-us';
import { paymentsEsES } from './locales/es-es';
import { paymentsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: paymentsEnUS, es_ES: paymentsEsES, pt_BR: paymentsPtBR });

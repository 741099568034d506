import { addTexts } from '../../lib/i18n';
import { referralsEnUS } from './locales/en-us';
import { referralsEsES } from './locales/es-es';
import { referralsPtBR } from './locales/pt-br';

// Imported by the feature's page, which only its lazy chunk brings: these texts stay out of
// the office's first page.
addTexts({ en_US: referralsEnUS, es_ES: referralsEsES, pt_BR: referralsPtBR });

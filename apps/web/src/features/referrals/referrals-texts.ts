import { addTexts } from '../../lib/i18n';
import { referralsEnUS } from './locales/en-us';
import { referralsEsES } from './locales/es-es';
import { referralsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only the profile's chunk brings: these texts
// stay out of the first page.
addTexts({ en_US: referralsEnUS, es_ES: referralsEsES, pt_BR: referralsPtBR });

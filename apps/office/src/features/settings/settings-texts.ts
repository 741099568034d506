import { addTexts } from '../../lib/i18n';
import { settingsEnUS } from './locales/en-us';
import { settingsEsES } from './locales/es-es';
import { settingsPtBR } from './locales/pt-br';

// Imported by the feature's components, which only its lazy chunks bring: these texts stay
// out of the office's first page.
addTexts({ en_US: settingsEnUS, es_ES: settingsEsES, pt_BR: settingsPtBR });

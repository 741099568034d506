import { addFieldLabels } from '@tribuna/contracts/field-labels';
import { addMessages } from '@tribuna/contracts/messages';
import { storeMessages } from '@tribuna/contracts/messages/store';
import { STORE_FIELD_LABELS } from '@tribuna/contracts/store';
import { addTexts } from '../../lib/i18n';
import { storeEnUS } from './locales/en-us';
import { storeEsES } from './locales/es-es';
import { storePtBR } from './locales/pt-br';

// With the store's chunk only: its texts, and the contract's messages and field names for the
// address form's own checks (the API says the same words).
addTexts({ en_US: storeEnUS, es_ES: storeEsES, pt_BR: storePtBR });
addMessages(storeMessages);
addFieldLabels(STORE_FIELD_LABELS);

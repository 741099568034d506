import { addFieldLabels } from '@tribuna/contracts/field-labels';
import { addMessages } from '@tribuna/contracts/messages';
import { storeMessages } from '@tribuna/contracts/messages/store';
import { STORE_FIELD_LABELS } from '@tribuna/contracts/store';
import { addTexts } from '../../lib/i18n';
import { storeEnUS } from './locales/en-us';
import { storeEsES } from './locales/es-es';
import { storePtBR } from './locales/pt-br';

// With the desk's lazy pages only: its texts, and the contract's messages for its forms' checks.
addTexts({ en_US: storeEnUS, es_ES: storeEsES, pt_BR: storePtBR });
addMessages(storeMessages);
addFieldLabels(STORE_FIELD_LABELS);

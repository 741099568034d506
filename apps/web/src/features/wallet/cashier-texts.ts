import { addFieldLabels } from '@tribuna/contracts/field-labels';
import { WALLET_FIELD_LABELS } from '@tribuna/contracts/wallet-field-labels';
import { addTexts } from '../../lib/i18n';
import { cashierEnUS } from './locales/en-us';
import { cashierEsES } from './locales/es-es';
import { cashierPtBR } from './locales/pt-br';

// Imported by the cashier's entry components only (the wallet section and the
// transactions page), never by the header's balance, so these texts stay out of the
// first page.
addTexts({ en_US: cashierEnUS, es_ES: cashierEsES, pt_BR: cashierPtBR });
addFieldLabels(WALLET_FIELD_LABELS);

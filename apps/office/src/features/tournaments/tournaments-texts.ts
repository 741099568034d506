import { addMessages } from '@tribuna/contracts/messages';
import { tournamentsMessages } from '@tribuna/contracts/messages/tournaments';
import { addTexts } from '../../lib/i18n';
import { tournamentsEnUS } from './locales/en-us';
import { tournamentsEsES } from './locales/es-es';
import { tournamentsPtBR } from './locales/pt-br';

// With the desk's lazy pages only: its texts, and the contract's messages for its forms' checks.
addTexts({ en_US: tournamentsEnUS, es_ES: tournamentsEsES, pt_BR: tournamentsPtBR });
addMessages(tournamentsMessages);

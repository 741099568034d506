import { addTexts } from '../../lib/i18n';
import { tournamentsEnUS } from './locales/en-us';
import { tournamentsEsES } from './locales/es-es';
import { tournamentsPtBR } from './locales/pt-br';

// With the tournaments' chunks only (the pages and the widget), not the first page.
addTexts({ en_US: tournamentsEnUS, es_ES: tournamentsEsES, pt_BR: tournamentsPtBR });

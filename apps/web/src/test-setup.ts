import { configure } from '@testing-library/react';
import { addCatalogue } from './lib/i18n';
import { enUS } from './lib/locales/en-us';
import { esES } from './lib/locales/es-es';
import { ptBR } from './lib/locales/pt-br';

// The site fetches one language's texts as it starts; a test switches among all three at once.
addCatalogue('en_US', enUS);
addCatalogue('es_ES', esES);
addCatalogue('pt_BR', ptBR);

// On two busy cores (a CI run beside other work) a lazily loaded panel can take more than
// the library's one second to appear: waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 5_000 });

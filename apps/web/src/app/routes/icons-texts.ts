import { addTexts } from '../../lib/i18n';

// The icons page's texts, loaded with its chunk rather than with the first page.
addTexts({
  en_US: {
    icons: {
      intro:
        'The {{count}} icons of the site. Copy an icon’s name to use it: the Icon component draws the export of that name in icon-set.ts.',
      search: 'Find an icon by name',
      count_one: '{{count}} icon',
      count: '{{count}} icons',
      none: 'No icon is named “{{query}}”.',
      copy: 'Copy the name {{name}}',
      copied: 'Copied: {{name}}',
    },
  },
  es_ES: {
    icons: {
      intro:
        'Los {{count}} iconos del sitio. Copia el nombre de un icono para usarlo: el componente Icon dibuja la exportación de ese nombre en icon-set.ts.',
      search: 'Busca un icono por su nombre',
      count_one: '{{count}} icono',
      count: '{{count}} iconos',
      none: 'Ningún icono se llama «{{query}}».',
      copy: 'Copiar el nombre {{name}}',
      copied: 'Copiado: {{name}}',
    },
  },
  pt_BR: {
    icons: {
      intro:
        'Os {{count}} ícones do site. Copie o nome de um ícone para usá-lo: o componente Icon desenha a exportação com esse nome em icon-set.ts.',
      search: 'Procure um ícone pelo nome',
      count_one: '{{count}} ícone',
      count: '{{count}} ícones',
      none: 'Nenhum ícone se chama “{{query}}”.',
      copy: 'Copiar o nome {{name}}',
      copied: 'Copiado: {{name}}',
    },
  },
});

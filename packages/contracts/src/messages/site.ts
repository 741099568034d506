import type { MessageTable } from '../messages';

// Pages the server writes itself, before any app has loaded.
export const siteMessages = {
  'site.unknown_host_hint': {
    en_US: 'Check the address, or ask the platform owner to add this host to a brand.',
    es_ES:
      'Revisa la dirección o pide al dueño de la plataforma que agregue este host a una marca.',
    pt_BR:
      'Verifique o endereço ou peça ao dono da plataforma para adicionar este host a uma marca.',
  },
  'site.not_built': {
    en_US: 'This site has not been built yet. Run `npm run build`, then reload this page.',
    es_ES: 'Este sitio todavía no fue compilado. Ejecuta `npm run build` y recarga esta página.',
    pt_BR: 'Este site ainda não foi compilado. Execute `npm run build` e recarregue esta página.',
  },
  'site.not_built_title': {
    en_US: 'Not built yet',
    es_ES: 'Todavía sin compilar',
    pt_BR: 'Ainda não compilado',
  },
} satisfies MessageTable;

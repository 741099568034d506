import type { chainFairnessEnUS } from './en-us';

export const chainFairnessEsES: typeof chainFairnessEnUS = {
  chain_fairness: {
    title: 'Demostrablemente justo: la cadena de hashes',
    how: 'Cada ronda de esta mesa sale de una cadena de semillas creada de antemano, cada semilla el hash SHA-256 de la de la ronda siguiente; el hash de la primera, el compromiso, se publica antes de la primera ronda de la cadena. Al terminar una ronda se revela su semilla, y aplicándole el hash se llega al compromiso, así que estaba fijada antes de cualquier apuesta. La página de verificación recalcula la ronda con esa semilla y la sal, en tu navegador.',
    commitment: 'Compromiso de la cadena (SHA-256)',
    salt: 'Sal',
    chain_index: 'Lugar de esta ronda en la cadena',
    chain_index_value: '{{place}} (ronda {{index}} de la mesa)',
    my_rounds: 'Mis rondas',
    time_zone: 'Zona horaria: {{zone}}.',
    loading: 'Cargando…',
    no_rounds: 'Todavía no hay rondas. Aquí aparecerán las rondas en las que apuestes.',
    load_failed: 'No se pudieron cargar tus rondas. Inténtalo de nuevo.',
    in_play: 'En juego',
    amounts: 'Apuesta {{bet}} · ganado {{win}}',
    verify: 'Verificar',
    details: 'Detalles',
    link_more: 'la ronda de las {{time}} (se abre en una pestaña nueva)',
  },
};

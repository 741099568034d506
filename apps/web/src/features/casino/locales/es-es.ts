import type { CasinoTexts } from './en-us';

export const casinoEsES: CasinoTexts = {
  casino: {
    loading: 'Cargando juegos…',
    failed: 'No se pudieron cargar los juegos.',
    retry: 'Reintentar',
    search: {
      label: 'Buscar juegos',
      placeholder: 'Juego o proveedor',
      clear: 'Borrar búsqueda',
      results: 'Resultados para «{{query}}»',
    },
    providers: { label: 'Proveedores', all: 'Todos los proveedores', by: 'Juegos de {{provider}}' },
    categories: { label: 'Categorías', all: 'Todos los juegos' },
    recent: 'Jugados recientemente',
    see_all: 'Ver todos ({{count}})',
    back_to_lobby: 'Volver al lobby',
    found: 'Juegos encontrados: {{count}}',
    empty: 'No se encontraron juegos',
    load_more: 'Cargar más',
    slider: { label: 'Destacados', play: 'Jugar ahora', open: 'Ver más' },
    tile: {
      play: 'Jugar',
      demo: 'Demo',
      play_label: 'Jugar a {{name}}',
      demo_label: 'Demo de {{name}}',
      favorite: 'Favorito: {{name}}',
    },
    favorites: {
      guest: 'Ingresá para ver tus juegos favoritos.',
      empty: 'Todavía no tenés juegos favoritos. Tocá el corazón de un juego para guardarlo aquí.',
      browse: 'Ir al casino',
      login_title: 'Ingresá para guardar favoritos',
      login_text: 'Tus juegos favoritos se guardan en tu cuenta.',
      login: 'Ingresar',
      register: 'Registrarse',
      cancel: 'Ahora no',
    },
    panel: {
      label: 'Juego: {{name}}',
      close: 'Cerrar juego',
      loading: 'Iniciando el juego…',
      demo: 'Demo',
      real: 'Dinero real',
      login: 'Ingresar',
    },
  },
};

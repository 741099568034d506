import type { soloEnUS } from './en-us';

export const soloEsES: typeof soloEnUS = {
  solo: {
    network_error: 'Falló la conexión. Revísala y vuelve a intentarlo.',
    unreadable: 'No se pudo mostrar esta ronda.',
  },
};

import type { gamesEnUS } from './en-us';

export const gamesEsES: typeof gamesEnUS = {
  house: {
    loading: 'Cargando el juego…',
    demo: 'Demo',
    real: 'Dinero real',
    balance: 'Saldo',
    demo_balance: 'Saldo de demostración',
    fairness: 'Juego justo',
    lost_title: 'Esta sesión de juego terminó',
    lost_hint: 'Cierra el juego y ábrelo de nuevo desde el lobby.',
    no_token: 'Esta página se abre desde el lobby del casino.',
    unknown_game: 'Este juego no está disponible.',
    error_generic: 'Algo salió mal. Inténtalo de nuevo.',
  },
};

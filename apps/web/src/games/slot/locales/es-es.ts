import type { slotEnUS } from './en-us';

export const slotEsES: typeof slotEnUS = {
  slot: {
    reels: 'Rodillos',
    line_bet: 'Apuesta por línea',
    bet_lower: 'Bajar la apuesta',
    bet_higher: 'Subir la apuesta',
    total_bet: 'Apuesta total {{amount}} ({{lines}} líneas)',
    spin: 'Girar',
    you_won: 'Ganaste {{amount}}',
    no_win: 'Sin premio esta vez',
    keys_hint: 'Pulsa Espacio o Intro para girar.',
    wins: 'Premios',
    line_win: 'Línea {{line}}: {{count}} × {{symbol}} paga {{amount}}',
    scatter_win: '{{count}} scatters pagan {{amount}}',
    free_spins_awarded: '¡{{count}} giros gratis! Los premios se duplican.',
    skip: 'Saltar',
    free_spins: 'Giros gratis',
    free_spin_n: 'Giro gratis {{n}}',
    free_spin_of: 'Giro gratis {{current}} de {{total}}',
    free_spins_total: '{{count}} giros gratis jugados, total {{amount}}',
    show_paid_spin: 'Ver el giro pagado',
    paytable: 'Tabla de pagos y reglas',
    paytable_caption:
      'Pagos con la apuesta por línea actual, de izquierda a derecha en {{lines}} líneas',
    symbol: 'Símbolo',
    rules:
      'El comodín sustituye a todos los símbolos salvo el scatter. 3 o más scatters en cualquier lugar dan 10 giros gratis con premios dobles. Se paga solo el premio más alto de cada línea. Retorno al jugador: {{rtp}} %.',
    symbols: {
      wild: 'Comodín',
      scatter: 'Scatter',
      seven: 'Siete',
      bell: 'Campana',
      bar: 'Bar',
      cherry: 'Cereza',
      ace: 'As',
      king: 'Rey',
      queen: 'Reina',
      jack: 'Jota',
    },
  },
};

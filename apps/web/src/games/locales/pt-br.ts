import type { gamesEnUS } from './en-us';

export const gamesPtBR: typeof gamesEnUS = {
  house: {
    loading: 'Carregando o jogo…',
    demo: 'Demo',
    real: 'Dinheiro real',
    balance: 'Saldo',
    demo_balance: 'Saldo de demonstração',
    fairness: 'Jogo justo',
    lost_title: 'Esta sessão de jogo terminou',
    lost_hint: 'Feche o jogo e abra-o novamente pelo lobby.',
    no_token: 'Esta página é aberta pelo lobby do cassino.',
    unknown_game: 'Este jogo não está disponível.',
    error_generic: 'Algo deu errado. Tente novamente.',
  },
};

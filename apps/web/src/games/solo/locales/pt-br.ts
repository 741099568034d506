import type { soloEnUS } from './en-us';

export const soloPtBR: typeof soloEnUS = {
  solo: {
    network_error: 'A conexão falhou. Verifique-a e tente novamente.',
    unreadable: 'Não foi possível mostrar esta rodada.',
  },
};

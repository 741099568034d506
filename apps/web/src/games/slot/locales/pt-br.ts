import type { slotEnUS } from './en-us';

export const slotPtBR: typeof slotEnUS = {
  slot: {
    reels: 'Rolos',
    line_bet: 'Aposta por linha',
    bet_lower: 'Diminuir a aposta',
    bet_higher: 'Aumentar a aposta',
    total_bet: 'Aposta total {{amount}} ({{lines}} linhas)',
    spin: 'Girar',
    you_won: 'Você ganhou {{amount}}',
    no_win: 'Sem prêmio desta vez',
    keys_hint: 'Pressione Espaço ou Enter para girar.',
    wins: 'Prêmios',
    line_win: 'Linha {{line}}: {{count}} × {{symbol}} paga {{amount}}',
    scatter_win: '{{count}} scatters pagam {{amount}}',
    free_spins_awarded: '{{count}} giros grátis! Os prêmios são dobrados.',
    skip: 'Pular',
    free_spins: 'Giros grátis',
    free_spin_n: 'Giro grátis {{n}}',
    free_spin_of: 'Giro grátis {{current}} de {{total}}',
    free_spins_total: '{{count}} giros grátis jogados, total {{amount}}',
    show_paid_spin: 'Ver o giro pago',
    paytable: 'Tabela de pagamentos e regras',
    paytable_caption:
      'Pagamentos com a aposta por linha atual, da esquerda para a direita em {{lines}} linhas',
    symbol: 'Símbolo',
    rules:
      'O wild substitui todos os símbolos exceto o scatter. 3 ou mais scatters em qualquer lugar dão 10 giros grátis com prêmios dobrados. Só o maior prêmio de cada linha é pago. Retorno ao jogador: {{rtp}} %.',
    symbols: {
      wild: 'Wild',
      scatter: 'Scatter',
      seven: 'Sete',
      bell: 'Sino',
      bar: 'Bar',
      cherry: 'Cereja',
      ace: 'Ás',
      king: 'Rei',
      queen: 'Dama',
      jack: 'Valete',
    },
  },
};

import type { chainFairnessEnUS } from './en-us';

export const chainFairnessPtBR: typeof chainFairnessEnUS = {
  chain_fairness: {
    title: 'Comprovadamente justo: a cadeia de hashes',
    how: 'Cada rodada desta mesa vem de uma cadeia de sementes criada com antecedência, cada semente o hash SHA-256 da semente da rodada seguinte; o hash da primeira, o compromisso, é publicado antes da primeira rodada da cadeia. Quando uma rodada termina, sua semente é revelada, e aplicando o hash chega-se ao compromisso, então ela já estava definida antes de qualquer aposta. A página de verificação recalcula a rodada com essa semente e o sal, no seu navegador.',
    commitment: 'Compromisso da cadeia (SHA-256)',
    salt: 'Sal',
    chain_index: 'Posição desta rodada na cadeia',
    chain_index_value: '{{place}} (rodada {{index}} da mesa)',
    my_rounds: 'Minhas rodadas',
    time_zone: 'Fuso horário: {{zone}}.',
    loading: 'Carregando…',
    no_rounds: 'Nenhuma rodada ainda. As rodadas em que você apostar aparecerão aqui.',
    load_failed: 'Não foi possível carregar suas rodadas. Tente de novo.',
    in_play: 'Em jogo',
    amounts: 'Aposta {{bet}} · ganho {{win}}',
    verify: 'Verificar',
    details: 'Detalhes',
    link_more: 'a rodada das {{time}} (abre em uma nova aba)',
  },
};

import type { CasinoTexts } from './en-us';

export const casinoPtBR: CasinoTexts = {
  casino: {
    loading: 'Carregando jogos…',
    failed: 'Não foi possível carregar os jogos.',
    retry: 'Tentar novamente',
    search: {
      label: 'Buscar jogos',
      placeholder: 'Jogo ou provedor',
      clear: 'Limpar busca',
      results: 'Resultados para “{{query}}”',
    },
    providers: { label: 'Provedores', all: 'Todos os provedores', by: 'Jogos de {{provider}}' },
    categories: { label: 'Categorias', all: 'Todos os jogos' },
    recent: 'Jogados recentemente',
    see_all: 'Ver todos ({{count}})',
    back_to_lobby: 'Voltar ao lobby',
    found: 'Jogos encontrados: {{count}}',
    empty: 'Nenhum jogo encontrado',
    load_more: 'Carregar mais',
    slider: { label: 'Destaques', play: 'Jogar agora', open: 'Ver mais' },
    tile: {
      play: 'Jogar',
      demo: 'Demo',
      play_label: 'Jogar {{name}}',
      demo_label: 'Demo de {{name}}',
      favorite: 'Favorito: {{name}}',
    },
    favorites: {
      guest: 'Entre para ver seus jogos favoritos.',
      empty: 'Você ainda não tem jogos favoritos. Toque no coração de um jogo para guardá-lo aqui.',
      browse: 'Ver o cassino',
      login_title: 'Entre para guardar favoritos',
      login_text: 'Seus jogos favoritos ficam guardados na sua conta.',
      login: 'Entrar',
      register: 'Cadastre-se',
      cancel: 'Agora não',
    },
    panel: {
      label: 'Jogo: {{name}}',
      close: 'Fechar jogo',
      loading: 'Iniciando o jogo…',
      demo: 'Demo',
      real: 'Dinheiro real',
      login: 'Entrar',
    },
  },
};

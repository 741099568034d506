import type { LobbyTexts } from './en-us';

export const lobbyPtBR: LobbyTexts = {
  lobby: {
    about: {
      sports: 'Odds de futebol, basquete e tênis, antes da partida.',
      live: 'Aposte enquanto a partida rola, com odds que se movem.',
      casino: 'Caça-níqueis, roleta, blackjack e jogos crash.',
      live_casino: 'Mesas ao vivo, com todos os jogadores ao mesmo tempo.',
      virtuals: 'Partidas e corridas virtuais a toda hora.',
      horses: 'Aposte nas corridas.',
      poker: 'Sente-se a uma mesa com outros jogadores.',
      bingo: 'Salas de bingo com sorteios ao vivo.',
      prode: 'Palpite os placares de graça e ganhe prêmios.',
      tournaments: 'Suba no ranking e ganhe prêmios.',
      promotions: 'Ofertas e bônus para você.',
      store: 'Troque suas milhas por prêmios.',
    },
  },
};

import type { LobbyTexts } from './en-us';

export const lobbyEsES: LobbyTexts = {
  lobby: {
    about: {
      sports: 'Cuotas de fútbol, baloncesto y tenis, antes del partido.',
      live: 'Apuesta mientras se juega el partido, con cuotas que se mueven.',
      casino: 'Tragamonedas, ruleta, blackjack y juegos crash.',
      live_casino: 'Mesas en vivo, con todos los jugadores a la vez.',
      virtuals: 'Partidos y carreras virtuales a toda hora.',
      horses: 'Apuesta a las carreras.',
      poker: 'Siéntate a una mesa con otros jugadores.',
      bingo: 'Salas de bingo con sorteos en vivo.',
      prode: 'Pronostica los resultados gratis y gana premios.',
      tournaments: 'Sube en la tabla y gana premios.',
      promotions: 'Ofertas y bonos para ti.',
      store: 'Canjea tus millas por premios.',
    },
  },
};

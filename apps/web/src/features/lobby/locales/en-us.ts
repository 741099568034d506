// The home's own texts, loaded with its chunk; its title and welcome are the core's
// (`lobby.*` in lib/locales), which the first page has anyway.
export const lobbyEnUS = {
  lobby: {
    about: {
      sports: 'Odds on football, basketball and tennis, before the match.',
      live: 'Bet while the match is played, on prices that move.',
      casino: 'Slots, roulette, blackjack and crash games.',
      live_casino: 'Tables played live, with every player at once.',
      virtuals: 'Virtual matches and races around the clock.',
      horses: 'Bet on the races.',
      poker: 'Sit at a table with other players.',
      bingo: 'Bingo rooms with live draws.',
      prode: 'Predict the scores for free and win prizes.',
      tournaments: 'Climb the leaderboard and win prizes.',
      promotions: 'Offers and bonuses for you.',
      store: 'Trade your miles for rewards.',
    },
  },
};

export type LobbyTexts = typeof lobbyEnUS;

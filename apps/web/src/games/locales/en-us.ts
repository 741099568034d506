export const gamesEnUS = {
  house: {
    loading: 'Loading the game…',
    demo: 'Demo',
    real: 'Real money',
    balance: 'Balance',
    demo_balance: 'Demo balance',
    fairness: 'Fairness',
    lost_title: 'This game session has ended',
    lost_hint: 'Close the game and open it again from the lobby.',
    no_token: 'This page opens from the casino lobby.',
    unknown_game: 'This game is not available.',
    error_generic: 'Something went wrong. Please try again.',
  },
};

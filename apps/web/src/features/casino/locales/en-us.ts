// The casino's texts, loaded with its chunk rather than with the first page.
export const casinoEnUS = {
  casino: {
    loading: 'Loading games…',
    failed: 'The games could not be loaded.',
    retry: 'Try again',
    search: {
      label: 'Search games',
      placeholder: 'Game or provider',
      clear: 'Clear search',
      results: 'Results for “{{query}}”',
    },
    providers: { label: 'Providers', all: 'All providers', by: 'Games by {{provider}}' },
    categories: { label: 'Categories', all: 'All games' },
    recent: 'Recently played',
    see_all: 'See all ({{count}})',
    back_to_lobby: 'Back to the lobby',
    found: 'Games found: {{count}}',
    empty: 'No games found',
    load_more: 'Load more',
    slider: { label: 'Featured', play: 'Play now', open: 'See more' },
    tile: {
      play: 'Play',
      demo: 'Demo',
      play_label: 'Play {{name}}',
      demo_label: 'Demo of {{name}}',
      favorite: 'Favourite: {{name}}',
    },
    favorites: {
      guest: 'Log in to see your favourite games.',
      empty: 'You have no favourite games yet. Tap the heart on a game to keep it here.',
      browse: 'Browse the casino',
      login_title: 'Log in to keep favourites',
      login_text: 'Your favourite games are kept in your account.',
      login: 'Log in',
      register: 'Sign up',
      cancel: 'Not now',
    },
    panel: {
      label: 'Game: {{name}}',
      close: 'Close game',
      loading: 'Starting the game…',
      demo: 'Demo',
      real: 'Real money',
      login: 'Log in',
    },
  },
};

export type CasinoTexts = typeof casinoEnUS;

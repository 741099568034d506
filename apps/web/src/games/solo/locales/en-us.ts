export const soloEnUS = {
  solo: {
    network_error: 'The connection failed. Check it and try again.',
    unreadable: 'This round could not be shown.',
  },
};

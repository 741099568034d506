export const chainFairnessEnUS = {
  chain_fairness: {
    title: 'Provably fair: the hash chain',
    how: 'Every round on this table is drawn from a chain of seeds made in advance, each seed the SHA-256 hash of the next round’s; the hash of the first, the commitment, is published before the chain’s first round. When a round is over its seed is revealed, and hashing it leads back to the commitment, so it was fixed before anyone bet. The verify page recomputes the round from that seed and the salt, in your browser.',
    commitment: 'Chain commitment (SHA-256)',
    salt: 'Salt',
    chain_index: 'This round’s place in the chain',
    chain_index_value: '{{place}} (table round {{index}})',
    my_rounds: 'My rounds',
    loading: 'Loading…',
    no_rounds: 'No rounds yet. The rounds you bet on will be listed here.',
    load_failed: 'Your rounds could not be loaded. Please try again.',
    in_play: 'In play',
    amounts: 'Bet {{bet}} · won {{win}}',
    verify: 'Verify',
    details: 'Details',
    link_more: 'the round of {{time}} (opens in a new tab)',
  },
};

import { z } from 'zod';
import { envelope } from './envelope';
import { currencySchema } from './currencies';
import { MAX_AMOUNT } from './wallet';

/**
 * The house games' own API: what our game pages (`/games/house/<slug>`, opened in the
 * site's game frame) call. The house is a provider like any other: it knows the player
 * only by the game session's token from the launch, and it moves money only through the
 * seamless-wallet API (casino-provider.ts), signed with the house provider's secret.
 * Engines: packages/games. Decisions: docs/decisions/0014 and 0016.
 *
 * Every call carries the session's token in `X-Game-Token` (the page reads it from
 * its URL's fragment) and names the game in the path. A bad token: 401
 * `casino.session_not_found`; an expired one: 401 SESSION_EXPIRED (a running blackjack
 * hand may still be finished). Money-moving calls take an `Idempotency-Key` header
 * (a retry answers the first answer). Amounts are minor units of the session's currency.
 *
 *   GET  /api/house/:game/session               -> sessionResponse
 *   GET  /api/house/:game/history               -> historyResponse       (this owner's last rounds, and the brand's time zone)
 *   GET  /api/house/rounds/:id                  -> roundResponse         (no token needed: for the verify page; with the brand's time zone)
 *   PUT  /api/house/:game/seeds/client          clientSeedRequest -> seedsResponse
 *   POST /api/house/:game/seeds/rotate          -> rotateResponse        (reveals the old server seed)
 *
 * Single-player games (each round uses the owner's seed pair and the next nonce):
 *   GET  /api/house/:game/bonus-spins           -> bonusSpinsResponse    (the player's bonus spins on this slot; none in demo)
 *   POST /api/house/:game/slot/spin             slotSpinRequest -> slotPlayResponse (`bonus_id`: a bonus spin)
 *   POST /api/house/:game/roulette/spin         rouletteSpinRequest -> roulettePlayResponse
 *   POST /api/house/:game/blackjack/deal        blackjackDealRequest -> blackjackResponse
 *   POST /api/house/:game/blackjack/act         blackjackActRequest -> blackjackResponse
 *   GET  /api/house/:game/blackjack/current     -> blackjackCurrentResponse (an unfinished hand, or null)
 *
 * Shared tables (every player of the brand on one round; rounds from a hash chain; every
 * round carries its chain's commitment and salt and its place in it, `round.fairness`,
 * from the moment it opens, so players see what they play before they bet):
 *   GET  /api/house/:game/table                 -> tableResponse         (live roulette)
 *   POST /api/house/:game/table/bets            tableBetRequest -> tableResponse
 *   GET  /api/house/:game/crash                 -> crashResponse
 *   POST /api/house/:game/crash/bet             crashBetRequest -> crashResponse
 *   POST /api/house/:game/crash/cash-out        crashCashOutRequest -> crashResponse
 *   Live events on the brand's topic (the page opens /api/live as a guest):
 *   `house.table` (tableRoundEvent) and `house.crash` (crashRoundEvent).
 */
export const HOUSE_API = {
  base: '/api/house',
  rounds: '/api/house/rounds',
} as const;

export const GAME_TOKEN_HEADER = 'x-game-token';

/** Which engine a house game runs; the page picks its screen by it. */
export const HOUSE_ENGINES = ['slot', 'roulette', 'blackjack', 'crash', 'live-roulette'] as const;
export const houseEngineSchema = z.enum(HOUSE_ENGINES);
export type HouseEngine = z.infer<typeof houseEngineSchema>;

/** Live event types on the brand's topic. */
export const HOUSE_LIVE_EVENTS = { table: 'house.table', crash: 'house.crash' } as const;

const amount = z.number().int().min(1).max(MAX_AMOUNT);
const isoDate = z.iso.datetime({ offset: true });

/**
 * The owner's current seed pair. `server_seed_hash` is SHA-256 of the server seed's
 * text, shown before any round uses it; `nonce` is the next round's.
 */
export const seedPairSchema = z
  .object({
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int().min(0),
  })
  .meta({ id: 'HouseSeedPair' });
export type SeedPair = z.infer<typeof seedPairSchema>;

/** A client seed the player chooses: printable, 1 to 64 characters. */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/);
export const clientSeedRequestSchema = z.object({ client_seed: clientSeedSchema });
export type ClientSeedRequest = z.infer<typeof clientSeedRequestSchema>;

export const revealedSeedPairSchema = z
  .object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    /** Rounds played with it (nonces 0 .. rounds - 1). */
    rounds: z.number().int().min(0),
  })
  .meta({ id: 'HouseRevealedSeedPair' });
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

export const seedsResponseSchema = envelope(seedPairSchema);
export const rotateResponseSchema = envelope(
  z.object({ previous: revealedSeedPairSchema, current: seedPairSchema }),
);

export const houseSessionSchema = z
  .object({
    game: z.object({
      slug: z.string(),
      name: z.string(),
      engine: houseEngineSchema,
      min_bet: z.number().int(),
      max_bet: z.number().int(),
    }),
    mode: z.enum(['real', 'demo']),
    currency: currencySchema,
    /** The player's cash (real) or the session's play balance (demo). */
    balance: z.number().int(),
    /** Single-player games only (null for shared tables). */
    seeds: seedPairSchema.nullable(),
    /** The server's clock, for countdowns. */
    server_time: isoDate,
  })
  .meta({ id: 'HouseSession' });
export type HouseSession = z.infer<typeof houseSessionSchema>;
export const sessionResponseSchema = envelope(houseSessionSchema);

/** How a round was drawn, enough to verify it once the server seed is revealed. */
export const roundFairnessSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('seeds'),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
    /** Null until the pair is rotated. */
    server_seed: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('chain'),
    /** The chain's last hash, published before its first round. */
    commitment: z.string(),
    salt: z.string(),
    /** The round's place in the chain (0 is the first round played). */
    index: z.number().int(),
    /** The round's seed: published once the round is over. */
    round_seed: z.string().nullable(),
  }),
]);
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

/** One round as kept for recall and verification; `outcome` is the engine's own object. */
export const houseRoundSchema = z
  .object({
    id: z.string(),
    game: z.string(),
    engine: houseEngineSchema,
    mode: z.enum(['real', 'demo']),
    currency: currencySchema,
    status: z.enum(['open', 'settled']),
    /** Total staked and paid in the round. */
    bet: z.number().int(),
    win: z.number().int(),
    /** What the player asked (bets, line bet, actions), as the engine's verify takes it. */
    input: z.unknown(),
    /** What the engine produced (grid and wins, number, hands, crash point). */
    outcome: z.unknown(),
    fairness: roundFairnessSchema,
    /**
     * A bonus spin's bonus: the brand paid `bet` with one of its spins (the player's
     * balances were not touched). Null for every other round (and in answers stored for
     * replays before bonus spins existed, which lack it).
     */
    bonus_id: z.string().nullable().default(null),
    created_at: isoDate,
    settled_at: isoDate.nullable(),
  })
  .meta({ id: 'HouseRound' });
export type HouseRound = z.infer<typeof houseRoundSchema>;
/** The brand's time zone (IANA name): the pages show the rounds' times in it. */
const brandTimeZone = z.string();
export const roundResponseSchema = envelope(houseRoundSchema.extend({ timezone: brandTimeZone }));
export const historyResponseSchema = envelope(
  z.object({ items: z.array(houseRoundSchema), timezone: brandTimeZone }),
);
export type HouseHistory = z.infer<typeof historyResponseSchema>['response'];
export type HouseRoundRecord = z.infer<typeof roundResponseSchema>['response'];

/** Every play answer: the round, the balance after it and the seed pair for the next. */
const playAnswer = z.object({
  round: houseRoundSchema,
  balance: z.number().int(),
  seeds: seedPairSchema,
});

// Slot: one paid spin (20 lines x line bet); free spins won are played in the same
// call and returned in `outcome` (the engine's playSlotRoundWithSeeds). With `bonus_id`
// it is one of the player's bonus spins (a free-spins bonus on this slot): the brand pays
// the stake, which must be the bonus's (`line_bet` = its `line_bet`), and the round's whole
// win is the player's, as the bonus's terms say (bonus money under wagering, or cash).
export const slotSpinRequestSchema = z.object({
  line_bet: amount,
  bonus_id: z.uuid({ error: 'bonus.free_spins_invalid' }).optional(),
});
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;
export const slotPlayResponseSchema = envelope(playAnswer);

/**
 * A free-spins bonus of the player on this slot with spins left to play: `remaining`
 * spins of `stake` (20 lines of `line_bet`), paid by the brand. Titles in the caller's
 * language.
 */
export const bonusSpinsSchema = z
  .object({
    bonus_id: z.string(),
    title: z.string(),
    stake: z.number().int(),
    line_bet: z.number().int(),
    total: z.number().int(),
    remaining: z.number().int(),
    /** The deadline to play them (unplayed spins lapse). */
    expires_at: isoDate.nullable(),
  })
  .meta({ id: 'HouseBonusSpins' });
export type BonusSpins = z.infer<typeof bonusSpinsSchema>;
export const bonusSpinsResponseSchema = envelope(z.object({ items: z.array(bonusSpinsSchema) }));

// European roulette: up to 40 chips per spin, in the engine's shape (RouletteBet of
// packages/games: inside bets name their numbers, dozens and columns an index, even
// chances neither; the engine refuses anything the table does not take).
export const rouletteBetSchema = z.object({
  type: z.enum([
    'straight',
    'split',
    'street',
    'corner',
    'six_line',
    'dozen',
    'column',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
  ]),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
  /** Dozen or column 1..3 for those bets. */
  index: z.number().int().min(1).max(3).optional(),
  amount,
});
export type RouletteBetInput = z.infer<typeof rouletteBetSchema>;
export const rouletteSpinRequestSchema = z.object({
  bets: z.array(rouletteBetSchema).min(1).max(40),
});
export const roulettePlayResponseSchema = envelope(playAnswer);

// Blackjack: a hand is a round that stays open until it is settled.
export const blackjackDealRequestSchema = z.object({ bet: amount });
export const blackjackActRequestSchema = z.object({
  round_id: z.uuid(),
  action: z.enum(['hit', 'stand', 'double', 'split']),
});
export const blackjackViewSchema = z
  .object({
    round: houseRoundSchema,
    /** The engine's state as the player may see it: the dealer's hole card hidden while open. */
    state: z.unknown(),
    allowed: z.array(z.enum(['hit', 'stand', 'double', 'split'])),
  })
  .meta({ id: 'HouseBlackjackView' });
export const blackjackResponseSchema = envelope(
  blackjackViewSchema.extend({ balance: z.number().int(), seeds: seedPairSchema }),
);
export const blackjackCurrentResponseSchema = envelope(blackjackViewSchema.nullable());

/**
 * A shared table's round in its hash chain, shown before the round is played (ADR 0014:
 * crash): the chain's `commitment` (its last hash, published before its first round) and
 * `salt`, and the round's place in the chain (`chain_index`, 0 is played first; the table's
 * own `index` runs on across chains). Never the round's seed: that comes with the round's
 * record (GET /api/house/rounds/:id, `fairness.round_seed`) once the round is over, and
 * hashed `chain_index` times it gives the commitment (verifyChainSeed).
 */
export const chainPositionSchema = z
  .object({
    commitment: z.string(),
    salt: z.string(),
    chain_index: z.number().int().min(0),
  })
  .meta({ id: 'HouseChainPosition' });
export type ChainPosition = z.infer<typeof chainPositionSchema>;

// Live roulette: one table per brand, a betting window, then the ball.
export const tableRoundSchema = z
  .object({
    id: z.string(),
    index: z.number().int(),
    /** The round's chain (commitment, salt, place), in every answer and event. */
    fairness: chainPositionSchema,
    phase: z.enum(['betting', 'spinning', 'result']),
    /** Bets are taken until then. */
    closes_at: isoDate,
    /** The number is shown then. */
    result_at: isoDate,
    number: z.number().int().min(0).max(36).nullable(),
  })
  .meta({ id: 'HouseTableRound' });
export type TableRound = z.infer<typeof tableRoundSchema>;
export const tableStateSchema = z
  .object({
    round: tableRoundSchema,
    /** The last results, newest first (up to 20). */
    last: z.array(z.object({ index: z.number().int(), number: z.number().int() })),
    /** This player's bets on the current round and what they won, once settled. */
    my_bets: z.array(rouletteBetSchema),
    my_win: z.number().int().nullable(),
    balance: z.number().int(),
    server_time: isoDate,
  })
  .meta({ id: 'HouseTableState' });
export type TableState = z.infer<typeof tableStateSchema>;
export const tableResponseSchema = envelope(tableStateSchema);
export const tableBetRequestSchema = z.object({
  round_id: z.uuid(),
  bets: z.array(rouletteBetSchema).min(1).max(40),
});
export const tableRoundEventSchema = z.object({
  game: z.string(),
  round: tableRoundSchema,
  last: tableStateSchema.shape.last,
});

// Crash: one flight per brand; cash out before it crashes.
export const crashRoundSchema = z
  .object({
    id: z.string(),
    index: z.number().int(),
    /** The round's chain (commitment, salt, place), in every answer and event. */
    fairness: chainPositionSchema,
    phase: z.enum(['betting', 'flying', 'crashed']),
    /** Bets close and the flight starts then; the multiplier is e^(0.00006 ms) after it. */
    starts_at: isoDate,
    /** Hundredths (250 = 2.50x), known once crashed. */
    crash_point: z.number().int().nullable(),
    crashed_at: isoDate.nullable(),
  })
  .meta({ id: 'HouseCrashRound' });
export type CrashRound = z.infer<typeof crashRoundSchema>;
export const crashStateSchema = z
  .object({
    round: crashRoundSchema,
    last: z.array(z.object({ index: z.number().int(), crash_point: z.number().int() })),
    /** Players' bets on this round (names masked), for the table beside the graph. */
    bets: z.array(
      z.object({
        /** A short tag from a hash of the player (the house knows only ids), e.g. "3F2A". */
        player: z.string(),
        amount: z.number().int(),
        cashed_out_at: z.number().int().nullable(),
        win: z.number().int().nullable(),
        /** The caller's own bet (GET only; events go to everyone and never set it). */
        mine: z.boolean().optional(),
      }),
    ),
    my_bet: z
      .object({
        amount: z.number().int(),
        auto_cash_out: z.number().int().nullable(),
        cashed_out_at: z.number().int().nullable(),
        win: z.number().int().nullable(),
      })
      .nullable(),
    balance: z.number().int(),
    server_time: isoDate,
  })
  .meta({ id: 'HouseCrashState' });
export type CrashState = z.infer<typeof crashStateSchema>;
export const crashResponseSchema = envelope(crashStateSchema);
export const crashBetRequestSchema = z.object({
  round_id: z.uuid(),
  amount,
  /** Cash out automatically at this multiplier (hundredths, at least 101). */
  auto_cash_out: z.number().int().min(101).max(1_000_000).nullable().default(null),
});
export const crashCashOutRequestSchema = z.object({ round_id: z.uuid() });
export const crashRoundEventSchema = z.object({
  game: z.string(),
  round: crashRoundSchema,
  last: crashStateSchema.shape.last,
  /** Cash-outs and bets as they happen. */
  bets: crashStateSchema.shape.bets,
});
export type CrashRoundEvent = z.infer<typeof crashRoundEventSchema>;

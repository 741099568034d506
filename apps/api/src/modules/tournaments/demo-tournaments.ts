import type {
  OfficeTournamentPrize,
  OfficeTournamentRequest,
} from '@tribuna/contracts/tournaments';
import type { SeededBrand } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import type { PlayersService } from '../players/players.service';
import type { TournamentsService } from './tournaments.service';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A brand's money scale: one "unit" of the demo's amounts in its minor units. */
const UNIT: Record<string, number> = { tribuna: 100_000, riobet: 1_000, luckystar: 500 };
/** The free-spins campaign a brand's demo prize gives (none where bonuses are banned). */
const SPINS_CAMPAIGN: Record<string, string> = {
  tribuna: 'Tienda: 10 giros',
  luckystar: 'Store: 10 spins',
};

type Texts = OfficeTournamentRequest['translations'];

function texts(name: [string, string, string], description: [string, string, string]): Texts {
  const rules = [
    'Solo cuentan las apuestas hechas durante el torneo.',
    'Only bets placed while the tournament runs count.',
    'Só contam as apostas feitas durante o torneio.',
  ];
  return {
    es_ES: { name: name[0], description: description[0], rules: rules[0] ?? '' },
    en_US: { name: name[1], description: description[1], rules: rules[1] ?? '' },
    pt_BR: { name: name[2], description: description[2], rules: rules[2] ?? '' },
  };
}

function cash(from: number, to: number, amount: number): OfficeTournamentPrize {
  return { from, to, kind: 'cash', amount, campaign_id: null };
}

/**
 * Each demo brand's tournaments, so the pages show every state: a running casino one
 * (automatic entry, best single multiplier), a running sports one (opt-in), an upcoming
 * buy-in one, and a finished one whose final board holds the demo player and two friends
 * (the friends win its prizes; the demo player's balance stays as the other demos expect).
 */
export async function seedDemoTournaments(
  tournaments: TournamentsService,
  brand: SeededBrand,
  players: PlayersService,
): Promise<void> {
  const unit = UNIT[brand.slug];
  if (unit === undefined) return;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const spinsName = SPINS_CAMPAIGN[brand.slug];
  const spins = spinsName ? await tournaments.campaignIdByName(brand.id, spinsName) : null;
  const base: Pick<
    OfficeTournamentRequest,
    'image_url' | 'eligible' | 'best_of' | 'max_rounds' | 'buy_in'
  > = { image_url: null, eligible: [], best_of: null, max_rounds: null, buy_in: 0 };
  const create = (request: OfficeTournamentRequest) =>
    tournaments.create(SYSTEM_ACTOR, brand.id, request, { seeded: true });

  await create({
    ...base,
    product: 'casino',
    scoring: 'best_multiplier',
    translations: texts(
      ['Cazadores de multiplicadores', 'Multiplier hunters', 'Caçadores de multiplicadores'],
      [
        'El mejor multiplicador de una sola ronda gana. Todos participan: solo juega.',
        'The best multiplier of a single round wins. Everyone is in: just play.',
        'O melhor multiplicador de uma única rodada vence. Todos participam: é só jogar.',
      ],
    ),
    min_bet: unit / 10,
    entry: 'automatic',
    starts_at: at(-DAY_MS),
    ends_at: at(6 * DAY_MS),
    prizes: [
      cash(1, 1, 50 * unit),
      cash(2, 2, 20 * unit),
      cash(3, 3, 10 * unit),
      spins
        ? { from: 4, to: 10, kind: 'free_spins', amount: 0, campaign_id: spins }
        : { from: 4, to: 10, kind: 'miles', amount: 200, campaign_id: null },
    ],
  });

  await create({
    ...base,
    product: 'sports',
    scoring: 'sports_odds',
    translations: texts(
      ['Liga de pronósticos', 'Tipsters league', 'Liga de palpites'],
      [
        'Cada apuesta ganada suma su cuota. Inscríbete y apuesta al fútbol.',
        'Every winning bet scores its odds. Opt in and bet on football.',
        'Cada aposta ganha soma a sua odd. Inscreva-se e aposte no futebol.',
      ],
    ),
    eligible: ['football'],
    min_bet: unit / 10,
    max_rounds: 50,
    entry: 'opt_in',
    starts_at: at(-2 * DAY_MS),
    ends_at: at(5 * DAY_MS),
    prizes: [
      cash(1, 1, 30 * unit),
      cash(2, 3, 10 * unit),
      { from: 4, to: 20, kind: 'miles', amount: 100, campaign_id: null },
    ],
  });

  await create({
    ...base,
    product: 'casino',
    scoring: 'wagered',
    translations: texts(
      ['Maratón del fin de semana', 'Weekend marathon', 'Maratona de fim de semana'],
      [
        'Quien más apueste en el fin de semana gana. Inscripción paga.',
        'Whoever wagers the most over the weekend wins. Buy-in tournament.',
        'Quem mais apostar no fim de semana vence. Torneio com inscrição paga.',
      ],
    ),
    min_bet: unit / 10,
    entry: 'buy_in',
    buy_in: 5 * unit,
    starts_at: at(2 * DAY_MS),
    ends_at: at(4 * DAY_MS),
    prizes: [cash(1, 1, 100 * unit), cash(2, 2, 40 * unit), cash(3, 5, 10 * unit)],
  });

  const finished = await create({
    ...base,
    product: 'casino',
    scoring: 'best_n_multipliers',
    best_of: 3,
    translations: texts(
      ['Copa de la semana pasada', 'Last week’s cup', 'Copa da semana passada'],
      [
        'La suma de tus tres mejores multiplicadores.',
        'The sum of your three best multipliers.',
        'A soma dos seus três melhores multiplicadores.',
      ],
    ),
    min_bet: unit / 10,
    entry: 'automatic',
    starts_at: at(-9 * DAY_MS),
    ends_at: at(-2 * DAY_MS),
    prizes: [cash(1, 1, 20 * unit), cash(2, 2, 10 * unit)],
  });
  // The demo player's referred friends (seeded by referrals as `lucas.tri`, ...) win the
  // prizes; the demo player ranks after them, so its balance stays what other demos expect.
  const byName = async (username: string) =>
    (await players.refs(brand.id, { q: username, limit: 5 })).find((p) => p.username === username);
  const suffix = brand.slug.slice(0, 3);
  const lucas = await byName(`lucas.${suffix}`);
  const sofia = await byName(`sofia.${suffix}`);
  const demo = lucas && sofia ? await byName('demo') : undefined;
  const scores = [
    { player: lucas, points: 4_820, rounds: 61 },
    { player: sofia, points: 3_150, rounds: 44 },
    { player: demo, points: 2_275, rounds: 38 },
  ];
  await tournaments.seedFinished(
    brand.id,
    finished.id,
    scores.flatMap((s, index) =>
      s.player
        ? [
            {
              playerId: s.player.id,
              points: s.points,
              rounds: s.rounds,
              reachedAt: new Date(now - 3 * DAY_MS - index * HOUR_MS),
            },
          ]
        : [],
    ),
  );
}

import type { SeededBrand } from '../../kernel/module';
import type { PlayersService } from '../players/players.service';
import type { MilesService } from './miles.service';

/** The demo player's miles per brand, enough to withdraw and to shop with. */
const DEMO_AWARD: Record<string, number> = {
  tribuna: 1_500,
  riobet: 2_500,
  luckystar: 2_500,
};

/**
 * The demo player's starting miles: a staff award (reason `office`) through the service,
 * as the office would give them. Pending miles come from play (the earning consumer).
 */
export async function seedDemoMiles(
  miles: MilesService,
  brand: SeededBrand,
  players: PlayersService,
): Promise<void> {
  const amount = DEMO_AWARD[brand.slug];
  const [demo] = (await players.refs(brand.id, { q: 'demo' })).filter((p) => p.username === 'demo');
  if (!amount || !demo) return;
  await miles.seedAward({
    tenantId: brand.id,
    playerId: demo.id,
    miles: amount,
    reference: `seed:${brand.slug}`,
  });
}

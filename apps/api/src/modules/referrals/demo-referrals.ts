import type { ReferralSettings } from '@tribuna/contracts/referrals';
import type { ModuleServices, SeededBrand } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import type { ReferralsService } from './referrals.service';

/**
 * The demo brands' rules: an amount a friend wagers in a first week or two of play, in the
 * brand's currency, and miles on both sides (RioBet's jurisdiction allows no bonuses).
 */
export const DEMO_REFERRAL_SETTINGS: Record<string, ReferralSettings> = {
  tribuna: {
    wager_amount: 500_000,
    days: 30,
    monthly_cap: 10,
    referrer_reward: { kind: 'miles', miles: 500 },
    referred_reward: { kind: 'miles', miles: 250 },
  },
  riobet: {
    wager_amount: 5_000,
    days: 30,
    monthly_cap: 10,
    referrer_reward: { kind: 'miles', miles: 300 },
    referred_reward: { kind: 'miles', miles: 150 },
  },
  'lucky-star': {
    wager_amount: 2_000,
    days: 30,
    monthly_cap: 10,
    referrer_reward: { kind: 'miles', miles: 200 },
    referred_reward: { kind: 'miles', miles: 100 },
  },
};

/** The depositing friend's first deposit (above each brand's minimum). */
const DEMO_DEPOSIT: Record<string, number> = {
  tribuna: 1_000_000,
  riobet: 10_000,
  'lucky-star': 5_000,
};

// A 1x1 PNG: the demo deposit's proof of payment (its type is read from its bytes).
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type SeedDeps = Pick<ModuleServices, 'players' | 'wallet' | 'responsible'>;

/**
 * The demo player's friends, through the services' own calls: three demo accounts referred
 * by `demo` (the referral the sign-up step makes); then one deposits (the qualification
 * consumer makes it `deposited`) and one self-excludes (rejected at once). The friends share
 * the demo player's password hash, as the other demo accounts share theirs: a sign-up's
 * hashing per friend would cost every seeded test a second.
 */
export async function seedDemoReferrals(
  referrals: ReferralsService,
  brand: SeededBrand,
  deps: SeedDeps,
): Promise<void> {
  const { players, wallet, responsible } = deps;
  const byName = async (username: string) =>
    (await players.refs(brand.id, { q: username, limit: 5 })).find((p) => p.username === username);
  const demo = await byName('demo');
  const record = demo ? await players.getRecord(brand.id, demo.id) : null;
  if (!demo || !record) return;
  const friends = ['lucas', 'sofia', 'mateo'].map((name) => ({
    name: name[0]?.toUpperCase() + name.slice(1),
    username: `${name}.${brand.slug.slice(0, 3)}`,
  }));
  // Seeded once: a restart of a seeded database finds the friends there.
  if (await byName(friends[0]?.username ?? '')) return;
  const made: string[] = [];
  for (const friend of friends) {
    await players.ensureDemo(
      brand.id,
      {
        username: friend.username,
        email: `${friend.username}@${brand.slug}.test`,
        name: friend.name,
        lastName: 'Demo',
        language: brand.language,
        status: 'active',
        referredBy: demo.id,
      },
      record.passwordHash,
    );
    const player = await byName(friend.username);
    if (!player) continue;
    await referrals.refer({
      tenantId: brand.id,
      referrerId: demo.id,
      referredId: player.id,
    });
    made.push(player.id);
  }
  const [, depositor, excluded] = made;
  if (depositor) {
    const deposit = await wallet.deposits.createBank(brand.id, depositor, `demo-${depositor}`, {
      amount: DEMO_DEPOSIT[brand.slug] ?? 10_000,
      proof: { name: 'proof.png', content: PROOF_PNG },
    });
    await wallet.deposits.approve(SYSTEM_ACTOR, brand.id, `demo-ok-${depositor}`, deposit.id);
  }
  if (excluded) await responsible.takeBreak(brand.id, excluded, '6m', null);
}

import crypto from 'node:crypto';
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
 * The demo player's friends, made through the real calls: three sign up with `demo`'s
 * code; one then deposits (the qualification consumer makes it `deposited`) and one
 * self-excludes (rejected at once). Nothing is written to the referrals table by hand.
 */
export async function seedDemoReferrals(
  _referrals: ReferralsService,
  brand: SeededBrand,
  deps: SeedDeps,
): Promise<void> {
  const { players, wallet, responsible } = deps;
  const [demo] = (await players.refs(brand.id, { q: 'demo', limit: 10 })).filter(
    (p) => p.username === 'demo',
  );
  const record = demo ? await players.getRecord(brand.id, demo.id) : null;
  if (!record) return;
  const friends = ['lucas', 'sofia', 'mateo'].map((name) => `${name}.${brand.slug.slice(0, 3)}`);
  // Seeded once: a restart of a seeded database finds the friends there.
  if ((await players.refs(brand.id, { q: friends[0] ?? '', limit: 1 })).length > 0) return;
  const made: string[] = [];
  for (const username of friends) {
    const issued = await players.register(
      brand.id,
      {
        username,
        email: `${username}@${brand.slug}.test`,
        password: crypto.randomBytes(12).toString('base64url'),
        name: username.split('.')[0] ?? username,
        last_name: 'Demo',
        is_adult: true,
        birth_date: '1992-05-14',
        accept_terms: true,
        accept_privacy: true,
        referral_code: record.referralCode,
        language: brand.language,
      },
      { ip: '127.0.0.1', userAgent: 'demo seed', deviceId: null },
      { minimum: 18, today: new Date().toISOString().slice(0, 10) },
    );
    made.push(issued.playerId);
  }
  const [, depositor, excluded] = made;
  if (depositor) {
    const deposit = await wallet.deposits.createBank(brand.id, depositor, `demo-${depositor}`, {
      amount: DEMO_DEPOSIT[brand.slug] ?? 10_000,
      proof: { name: 'proof.png', content: PROOF_PNG },
    });
    await wallet.deposits.approve(
      SYSTEM_ACTOR,
      brand.id,
      `demo-referral-ok-${depositor}`,
      deposit.id,
    );
  }
  if (excluded) await responsible.takeBreak(brand.id, excluded, '6m', null);
}

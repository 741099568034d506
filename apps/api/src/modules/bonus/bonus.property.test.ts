import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_API,
  DEFAULT_CONTRIBUTIONS,
  type Bonus,
  type CampaignRequest,
  type WagerCategory,
} from '@tribuna/contracts/bonus';
import { WALLET_API } from '@tribuna/contracts/wallet';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { DEMO_PROOF_PNG } from '../wallet/demo-wallet';
import { checkLedger } from '../wallet/ledger-check';
import { BANK_WITHDRAWAL, patchBrand, walletCall } from '../wallet/wallet.test-support';
import { createBonusWagering } from './bonus-wagering';
import { consumeAll, playRound } from './bonus.test-support';

const HOST = 'localhost';
const SLOT = 'tesoro-del-dragon';
const DAY = 24 * 60 * 60 * 1000;
const MIN_WITHDRAWAL = 200_000;

let now = Date.now();
const clock = () => new Date(now);
let t: TestApp;

beforeAll(async () => {
  // Without the jobs: the consumer and the expiry run where the operations say.
  t = await createTestApp({ clock, jobs: false });
  await patchBrand(t.app, HOST, (settings) => ({
    payment_hours: { from: '00:00', to: '00:00' },
    limits: { ...settings.limits, min_withdrawal: MIN_WITHDRAWAL, max_daily_withdrawal: 1e12 },
  }));
}, 60_000);
afterAll(() => t.close());

const services = () => t.app.services;
const db = () => t.infra.database.db;

type Op =
  | { op: 'deposit'; amount: number }
  | {
      op: 'claim';
      kind: 'no_deposit' | 'deposit_match' | 'free_spins';
      amount: number;
      multiple: number;
      cap: number | null;
    }
  | { op: 'spin'; percent: number }
  | {
      op: 'round';
      amount: number;
      category: WagerCategory;
      odds: number;
      percent: number;
      refund: boolean;
    }
  | { op: 'consume' }
  | { op: 'cancel' }
  | { op: 'withdraw'; forfeit: boolean }
  | { op: 'expire' };

const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    amount: fc.integer({ min: 100_000, max: 600_000 }),
  }),
  fc.record({
    op: fc.constant('claim' as const),
    kind: fc.constantFrom('no_deposit' as const, 'deposit_match' as const, 'free_spins' as const),
    amount: fc.integer({ min: 1_000, max: 300_000 }),
    multiple: fc.integer({ min: 0, max: 3 }),
    cap: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
  }),
  fc.record({
    op: fc.constant('round' as const),
    amount: fc.integer({ min: 1, max: 250_000 }),
    category: fc.constantFrom<WagerCategory>('slots', 'table', 'live', 'sports'),
    odds: fc.integer({ min: 101, max: 400 }),
    percent: fc.constantFrom(0, 0, 50, 100, 180, 300),
    refund: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('spin' as const),
    percent: fc.constantFrom(0, 0, 50, 200, 1_000),
  }),
  fc.constant({ op: 'consume' as const }),
  fc.constant({ op: 'cancel' as const }),
  fc.record({ op: fc.constant('withdraw' as const), forfeit: fc.boolean() }),
  fc.constant({ op: 'expire' as const }),
);

interface ModelGrant {
  id: string;
  status: 'claimed' | 'active' | 'completed' | 'canceled';
  kind: 'no_deposit' | 'deposit_match' | 'free_spins';
  multiple: number;
  cap: number | null;
  minDeposit: number;
  required: number;
  progress: number;
  converted: number;
  /** Its wagering has started in the stream the consumer reads (claim, or its deposit). */
  started: boolean;
  /** Free spins not all played yet (nor lapsed): the bonus has no wagering. */
  vouchers: boolean;
  /** Free spins: the spins left to play, their stake, and what they won. */
  spinsLeft: number;
  spinStake: number;
  won: number;
}

/** A record the consumer has yet to read. */
type Pending =
  | { kind: 'deposit'; amount: number; claimedBy: string | null }
  | { kind: 'spins-played'; grantId: string }
  | { kind: 'round'; contribution: number; grantId: string | null; refund: boolean };

/** The player's money and bonus as the rules say they must be. */
interface Model {
  cash: number;
  bonus: number;
  withheld: number;
  grant: ModelGrant | null;
  pending: Pending[];
}

function contribution(op: Extract<Op, { op: 'round' }>): number {
  if (op.category === 'sports' && op.odds < 150) return 0;
  return Math.floor((op.amount * DEFAULT_CONTRIBUTIONS[op.category]) / 100);
}

/** A completed bonus's bonus money becomes cash up to its cap; the rest is forfeited. */
function complete(model: Model, grant: ModelGrant): void {
  const cash =
    grant.cap === null ? model.bonus : Math.min(model.bonus, grant.cap - grant.converted);
  model.cash += cash;
  grant.converted += cash;
  model.bonus = 0;
  grant.status = 'completed';
}

function activate(model: Model, grant: ModelGrant, amount: number): void {
  model.bonus += amount;
  grant.status = 'active';
  grant.required = amount * grant.multiple;
  if (grant.required === 0) complete(model, grant);
}

/**
 * The free spins are all played (or lapsed): what they won as bonus money is wagered from
 * here; with nothing won, or won as cash, the bonus is done.
 */
function spinsPlayed(model: Model, grant: ModelGrant): void {
  grant.spinsLeft = 0;
  grant.vouchers = false;
  if (grant.multiple > 0 && grant.won > 0) {
    grant.required = grant.won * grant.multiple;
    model.pending.push({ kind: 'spins-played', grantId: grant.id });
  } else {
    grant.status = 'completed';
  }
}

function consumeModel(model: Model): void {
  for (const record of model.pending) {
    const grant = model.grant;
    if (record.kind === 'spins-played') {
      // Stakes count from the last spin's transaction on, whenever the consumer reads them.
      if (grant?.id === record.grantId) grant.started = true;
      continue;
    }
    if (record.kind === 'deposit') {
      // A deposit made after the claim, large enough.
      const claimed = grant?.status === 'claimed' && record.claimedBy === grant.id;
      if (grant && claimed && record.amount >= grant.minDeposit) {
        grant.started = true;
        activate(model, grant, record.amount);
      }
      continue;
    }
    if (grant?.status !== 'active' || record.grantId !== grant.id || !grant.started) continue;
    if (record.refund) continue;
    grant.progress += record.contribution;
    if (grant.required > 0 && grant.progress >= grant.required) complete(model, grant);
  }
  model.pending = [];
}

async function consume(): Promise<void> {
  await consumeAll(t.app, db());
}

/** A free-spins claim's spins (1 to 3) and stake, drawn from its amount. */
const spinsOf = (op: Extract<Op, { op: 'claim' }>) => 1 + (op.amount % 3);
const spinStakeOf = (op: Extract<Op, { op: 'claim' }>) => 100 + (op.amount % 50) * 100;

function campaignOf(op: Extract<Op, { op: 'claim' }>): CampaignRequest {
  return {
    name: `Property ${crypto.randomUUID().slice(0, 8)}`,
    titles: { en_US: 'Property bonus' },
    kind: op.kind,
    trigger: 'code',
    code: `P${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    deposit_number: null,
    percent: op.kind === 'deposit_match' ? 100 : null,
    amount: op.kind === 'no_deposit' ? op.amount : null,
    max_bonus: op.kind === 'deposit_match' ? 10_000_000 : null,
    min_deposit: op.kind === 'deposit_match' ? op.amount : null,
    ...(op.kind === 'free_spins'
      ? { game: SLOT, spins: spinsOf(op), spin_stake: spinStakeOf(op) }
      : { game: null, spins: null, spin_stake: null }),
    cashback_period: null,
    wagering_multiple: op.multiple,
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: 150,
    max_bet: null,
    max_conversion: op.cap,
    claim_days: 30,
    wager_days: 30,
    starts_at: new Date(now - DAY).toISOString(),
    ends_at: null,
    max_grants: null,
    status: 'active',
  };
}

/** A round as the operation says; false when the balances could not pay its stake. */
async function round(player: TestPlayer, op: Extract<Op, { op: 'round' }>): Promise<boolean> {
  return playRound(t.app, db(), player, {
    amount: op.amount,
    returned: op.refund ? op.amount : Math.floor((op.amount * op.percent) / 100),
    refund: op.refund,
    category: op.category,
    oddsX100: op.category === 'sports' ? op.odds : null,
  }).then(
    () => true,
    (error: unknown) => {
      if ((error as { key?: string }).key === 'wallet.insufficient_funds') return false;
      throw error;
    },
  );
}

async function apply(player: TestPlayer, model: Model, op: Op): Promise<void> {
  switch (op.op) {
    case 'deposit': {
      const made = await services().wallet.deposits.createBank(
        player.tenantId,
        player.playerId,
        `d-${crypto.randomUUID()}`,
        { amount: op.amount, proof: { name: 'proof.png', content: DEMO_PROOF_PNG } },
      );
      await services().wallet.deposits.approve(
        SYSTEM_ACTOR,
        player.tenantId,
        `a-${crypto.randomUUID()}`,
        made.id,
      );
      model.cash += op.amount;
      const claimed = model.grant?.status === 'claimed' ? model.grant.id : null;
      model.pending.push({ kind: 'deposit', amount: op.amount, claimedBy: claimed });
      return;
    }
    case 'claim': {
      const campaign = await services().bonus.createCampaign(
        SYSTEM_ACTOR,
        player.tenantId,
        campaignOf(op),
      );
      const res = await rgCall(t.app, player, 'POST', BONUS_API.code, { code: campaign.code });
      const running = model.grant?.status === 'claimed' || model.grant?.status === 'active';
      if (running) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const grant: ModelGrant = {
        id: res.json<{ response: Bonus }>().response.id,
        status: 'claimed',
        kind: op.kind,
        multiple: op.multiple,
        cap: op.cap,
        minDeposit: op.kind === 'deposit_match' ? op.amount : 0,
        required: 0,
        progress: 0,
        converted: 0,
        started: op.kind === 'no_deposit',
        vouchers: op.kind === 'free_spins',
        spinsLeft: op.kind === 'free_spins' ? spinsOf(op) : 0,
        spinStake: op.kind === 'free_spins' ? spinStakeOf(op) : 0,
        won: 0,
      };
      model.grant = grant;
      if (op.kind === 'no_deposit') activate(model, grant, op.amount);
      if (op.kind === 'free_spins') grant.status = 'active';
      return;
    }
    case 'spin': {
      const grant = model.grant;
      const playable =
        grant?.kind === 'free_spins' && grant.status === 'active' && grant.spinsLeft > 0;
      const stake = grant?.spinStake || 100;
      const won = Math.floor((stake * op.percent) / 100);
      const played = await playRound(t.app, db(), player, {
        amount: stake,
        returned: won,
        voucher: grant?.id ?? crypto.randomUUID(),
        game: SLOT,
      }).then(
        () => true,
        (error: unknown) => {
          if ((error as { key?: string }).key === 'bonus.free_spins_invalid') return false;
          throw error;
        },
      );
      expect(played).toBe(playable);
      if (!played || !grant) return;
      // The brand paid the stake: the player's cash is not touched; the win is theirs.
      grant.won += won;
      if (grant.multiple > 0) model.bonus += won;
      else {
        model.cash += won;
        grant.converted += won;
      }
      grant.spinsLeft -= 1;
      if (grant.spinsLeft === 0) spinsPlayed(model, grant);
      return;
    }
    case 'round': {
      const taken = await round(player, op);
      const payable = model.cash + model.bonus >= op.amount;
      expect(taken).toBe(payable);
      if (!taken) return;
      const cash = Math.min(op.amount, model.cash);
      const bonus = op.amount - cash;
      model.cash -= cash;
      model.bonus -= bonus;
      const returned = op.refund ? op.amount : Math.floor((op.amount * op.percent) / 100);
      // Returned the way the stake was paid; a bonus is active whenever there is bonus money.
      const share = bonus > 0 ? Math.floor((returned * bonus) / op.amount) : 0;
      model.bonus += share;
      model.cash += returned - share;
      const grant = model.grant;
      model.pending.push({
        kind: 'round',
        contribution: contribution(op),
        grantId: grant?.status === 'active' || grant?.status === 'claimed' ? grant.id : null,
        refund: op.refund,
      });
      return;
    }
    case 'consume':
      await consume();
      consumeModel(model);
      return;
    case 'cancel': {
      const grant = model.grant;
      if (grant?.status !== 'claimed' && grant?.status !== 'active') return;
      const res = await rgCall(t.app, player, 'POST', BONUS_API.cancel(grant.id));
      expect(res.statusCode, res.body).toBe(200);
      grant.status = 'canceled';
      model.bonus = 0;
      return;
    }
    case 'withdraw': {
      if (model.cash < MIN_WITHDRAWAL) return;
      const res = await walletCall(t.app, player, 'POST', WALLET_API.withdrawals, {
        payload: {
          ...BANK_WITHDRAWAL,
          amount: MIN_WITHDRAWAL,
          ...(op.forfeit ? { forfeit_bonus: true } : {}),
        },
      });
      const grant = model.grant;
      // Free spins still to play with nothing won yet hold no bonus money to lose.
      const unplayed = grant?.vouchers === true && model.bonus === 0;
      const active = grant?.status === 'active' && !unplayed;
      if (active && !op.forfeit) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      // The player's own money is always withdrawable: at most the bonus money is lost.
      expect(res.statusCode, res.body).toBe(201);
      if (active && model.grant) {
        model.grant.status = 'canceled';
        model.bonus = 0;
      }
      model.cash -= MIN_WITHDRAWAL;
      model.withheld += MIN_WITHDRAWAL;
      return;
    }
    case 'expire': {
      now += 31 * DAY;
      const wagering = createBonusWagering({ service: services().bonus });
      await wagering.expire(clock());
      const grant = model.grant;
      if (grant?.status === 'claimed') grant.status = 'canceled';
      if (grant?.status === 'active' && grant.vouchers) {
        // The unused spins lapse; what the played ones won is wagered from now on.
        spinsPlayed(model, grant);
      } else if (grant?.status === 'active') {
        if (grant.progress >= grant.required) complete(model, grant);
        else {
          grant.status = 'canceled';
          model.bonus = 0;
        }
      }
      return;
    }
  }
}

describe('bonus money', () => {
  it('balances, never spends cash by a bonus rule, keeps deposits withdrawable, and counts wagering exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 14 }), async (ops) => {
        const player = await newPlayer(t.app, HOST);
        const model: Model = { cash: 0, bonus: 0, withheld: 0, grant: null, pending: [] };
        for (const op of ops) {
          await apply(player, model, op);
          expect(await services().wallet.ledger.balances(player.tenantId, player.playerId)).toEqual(
            { cash: model.cash, bonus: model.bonus, withheld: model.withheld },
          );
        }
        await apply(player, model, { op: 'consume' });
        const grants = await services().bonus.list(player.tenantId, player.playerId, 'en_US');
        const grant = model.grant;
        if (grant) {
          const found = grants.find((g) => g.id === grant.id);
          expect(found?.status).toBe(grant.status);
          expect(found?.wagering.progress).toBe(grant.progress);
          expect(found?.converted ?? 0).toBe(grant.converted);
        }
        expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});

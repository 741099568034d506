import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { ActivityRecord } from '../activity/activity.service';
import type { BonusBrand, BonusService } from './bonus.service';
import { contributionOf, matchOf, termsOf, type GrantRow } from './bonus-terms';
import { bonusCampaigns, bonusGrants, bonusPlayers, bonusWagers } from './bonus.schema';

/**
 * The wagering consumer: reads the activity stream once per record, in order per player,
 * and keeps each active bonus's progress (every stake while it is active, at its
 * contribution; a refunded stake no longer counts), completes the bonuses whose wagering is
 * done, and gives the deposit bonuses (a claimed deposit match's deposit, the Nth deposit's
 * offer). Its effects commit with its position in the stream (ActivityHandler).
 */
export function createBonusWagering(deps: { service: BonusService }) {
  const { service } = deps;
  const { lifecycle } = service;

  async function onDeposit(
    tx: Tx,
    brand: BonusBrand,
    record: ActivityRecord,
    grant: GrantRow | null,
  ): Promise<GrantRow | null> {
    const [counted] = await tx
      .insert(bonusPlayers)
      .values({ playerId: record.playerId, tenantId: record.tenantId, deposits: 1 })
      .onConflictDoUpdate({
        target: bonusPlayers.playerId,
        set: { deposits: sql`${bonusPlayers.deposits} + 1` },
      })
      .returning({ deposits: bonusPlayers.deposits });
    const nth = counted?.deposits ?? 1;
    if (!(await service.mayReceive(tx, brand, record.playerId))) return grant;
    // A claimed deposit match takes the first deposit after its claim that qualifies; its
    // wagering starts from that deposit, however late this consumer reads it.
    if (grant?.status === 'claimed') {
      const terms = termsOf(grant.terms);
      const after = grant.claimedXid !== null && BigInt(record.xid) > BigInt(grant.claimedXid);
      if (!after || record.cash < (terms.min_deposit ?? 0)) return grant;
      const [funded] = await tx
        .update(bonusGrants)
        .set({ depositRef: record.reference })
        .where(eq(bonusGrants.id, grant.id))
        .returning();
      if (!funded) return grant;
      return lifecycle.activate(
        tx,
        funded,
        brand.currency,
        matchOf(record.cash, terms),
        record.xid,
      );
    }
    // The brand's offers for this deposit (the first, the second, ...), live when it was made.
    const at = record.occurredAt;
    const campaigns = await tx
      .select()
      .from(bonusCampaigns)
      .where(
        and(
          eq(bonusCampaigns.tenantId, record.tenantId),
          eq(bonusCampaigns.trigger, 'deposit'),
          eq(bonusCampaigns.depositNumber, nth),
          eq(bonusCampaigns.status, 'active'),
          lte(bonusCampaigns.startsAt, at),
          or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, at)),
        ),
      )
      .orderBy(asc(bonusCampaigns.createdAt));
    for (const campaign of campaigns) {
      const terms = termsOf(campaign.terms);
      if (record.cash < (terms.min_deposit ?? 0)) continue;
      await service.receive(tx, campaign, record.playerId, {
        status: 'available',
        amount: matchOf(record.cash, terms),
        depositRef: record.reference,
      });
    }
    return grant;
  }

  async function addProgress(tx: Tx, grant: GrantRow, amount: number): Promise<GrantRow> {
    if (amount === 0) return grant;
    const [row] = await tx
      .update(bonusGrants)
      .set({ wageringProgress: sql`${bonusGrants.wageringProgress} + ${amount}` })
      .where(eq(bonusGrants.id, grant.id))
      .returning();
    return row ?? grant;
  }

  /** Notes a stake's contribution to the active bonus it came after; it counts at its result. */
  async function onStake(tx: Tx, record: ActivityRecord, grant: GrantRow): Promise<GrantRow> {
    if (grant.activatedXid === null || BigInt(record.xid) <= BigInt(grant.activatedXid)) {
      return grant;
    }
    const contributed = contributionOf(record, termsOf(grant.terms));
    if (contributed <= 0) return grant;
    const [wager] = await tx
      .insert(bonusWagers)
      .values({ grantId: grant.id, reference: record.reference, contributed })
      .onConflictDoUpdate({
        target: [bonusWagers.grantId, bonusWagers.reference],
        set: { contributed: sql`${bonusWagers.contributed} + ${contributed}` },
      })
      .returning({ counted: bonusWagers.counted });
    // A further stake on a wager already settled (a round's second bet) counts at once.
    return wager?.counted ? addProgress(tx, grant, contributed) : grant;
  }

  /**
   * A wager's result: a win, a loss or a cash out counts its stakes (once); a void or a
   * refund drops them; a rolled-back result takes the count back until the next one.
   */
  async function onResult(tx: Tx, record: ActivityRecord, grant: GrantRow): Promise<GrantRow> {
    const mine = and(
      eq(bonusWagers.grantId, grant.id),
      eq(bonusWagers.reference, record.reference),
    );
    if (record.outcome === 'void' || record.outcome === 'refund') {
      const [dropped] = await tx
        .delete(bonusWagers)
        .where(mine)
        .returning({ contributed: bonusWagers.contributed, counted: bonusWagers.counted });
      return dropped?.counted ? addProgress(tx, grant, -dropped.contributed) : grant;
    }
    const rollback = record.outcome === 'rollback';
    const [changed] = await tx
      .update(bonusWagers)
      .set({ counted: !rollback })
      .where(and(mine, eq(bonusWagers.counted, rollback)))
      .returning({ contributed: bonusWagers.contributed });
    if (!changed) return grant;
    return addProgress(tx, grant, rollback ? -changed.contributed : changed.contributed);
  }

  async function handle(
    records: readonly ActivityRecord[],
    tx: Tx,
  ): Promise<(() => Promise<void>) | undefined> {
    const touched: { tenantId: string; playerId: string }[] = [];
    const byPlayer = new Map<string, ActivityRecord[]>();
    for (const record of records) {
      const list = byPlayer.get(record.playerId) ?? [];
      list.push(record);
      byPlayer.set(record.playerId, list);
    }
    // Only players with a bonus waiting or running, or with a deposit, need more than this.
    const ids = [...byPlayer.keys()];
    const runningRows = await tx
      .select({ playerId: bonusGrants.playerId })
      .from(bonusGrants)
      .where(
        and(inArray(bonusGrants.playerId, ids), inArray(bonusGrants.status, ['claimed', 'active'])),
      );
    const withBonus = new Set(runningRows.map((r) => r.playerId));
    const brands = new Map<string, BonusBrand>();
    // In id order: the locks of several players are always taken in one order.
    for (const playerId of ids.sort()) {
      const list = byPlayer.get(playerId) ?? [];
      const first = list[0];
      if (!first) continue;
      if (!withBonus.has(playerId) && !list.some((r) => r.kind === 'deposit')) continue;
      const brand = brands.get(first.tenantId) ?? (await service.brandOf(first.tenantId, tx));
      brands.set(first.tenantId, brand);
      await lifecycle.lock(tx, { tenantId: brand.tenantId, playerId, currency: brand.currency });
      let grant = await service.running(tx, playerId);
      touched.push({ tenantId: brand.tenantId, playerId });
      for (const record of list) {
        if (record.kind === 'deposit') {
          grant = await onDeposit(tx, brand, record, grant);
        } else if (grant?.status === 'active' && record.kind === 'stake') {
          grant = await onStake(tx, record, grant);
        } else if (grant?.status === 'active' && record.kind === 'result') {
          grant = await onResult(tx, record, grant);
        }
        if (
          grant?.status === 'active' &&
          grant.wageringRequired > 0 &&
          grant.wageringProgress >= grant.wageringRequired
        ) {
          grant = await lifecycle.complete(tx, grant, brand.currency);
        }
        if (grant && grant.status !== 'active' && grant.status !== 'claimed') grant = null;
      }
    }
    if (touched.length === 0) return undefined;
    return async () => {
      for (const player of touched) await service.publishBalance(player.tenantId, player.playerId);
    };
  }

  /**
   * Ends the bonuses past their deadline: an offer or a claimed deposit match expires; an
   * active bonus completes if its wagering is done, else expires (its bonus money forfeited).
   * Each in its own transaction under the player's lock, so a claim or a stake in between
   * is seen.
   */
  async function expire(now: Date, limit = 100): Promise<number> {
    const due = await service.due(now, limit);
    for (const { id, tenantId, playerId } of due) {
      const brand = await service.brandOf(tenantId);
      await service.asPlayer(brand, playerId, async (tx) => {
        const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, id));
        if (!grant || !['available', 'claimed', 'active'].includes(grant.status)) return;
        if (grant.expiresAt === null || grant.expiresAt > now) return;
        if (lifecycle.inVouchers(grant)) {
          // Unused vouchers lapse; what the played ones won (or will win) is kept.
          await lifecycle.lapseVouchers(tx, grant);
        } else if (grant.status === 'active' && grant.wageringProgress >= grant.wageringRequired) {
          await lifecycle.complete(tx, grant, brand.currency);
        } else {
          await lifecycle.cancel(tx, grant, brand.currency, {
            reason: 'expired',
            by: null,
            note: null,
          });
        }
      });
    }
    return due.length;
  }

  return { handle, expire };
}

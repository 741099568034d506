import {
  activityProductSchema,
  type OfficeActivityRecord,
  type OfficePlayerActivityQuery,
} from '@tribuna/contracts/activity';
import { asDay } from '../../lib/day-range';

/**
 * What a record did to the player's balances: a stake or a withdrawal took its amounts, a
 * result or a deposit gave them (a result's own sign kept: a reversed win takes back).
 */
export function balanceEffect(record: Pick<OfficeActivityRecord, 'kind' | 'cash' | 'bonus'>): {
  cash: number;
  bonus: number;
} {
  const sign = record.kind === 'stake' || record.kind === 'withdrawal' ? -1 : 1;
  // `|| 0` keeps a zero from turning into -0 (shown as "-ARS 0.00").
  return { cash: sign * record.cash || 0, bonus: sign * record.bonus || 0 };
}

/** A product's name as the API spells it, when the URL holds one it would take. */
export function asProduct(value: string | null): string | undefined {
  return value !== null && activityProductSchema.safeParse(value).success ? value : undefined;
}

/**
 * The player's activity query from the page's URL; values the API would refuse (a
 * hand-edited link) are left out.
 */
export function playerActivityQuery(
  params: URLSearchParams,
  limit: number,
  offset: number,
): OfficePlayerActivityQuery {
  return {
    product: asProduct(params.get('product')),
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
    limit,
    offset,
  };
}

import type { StaffScope } from '@tribuna/contracts/office';

export type Access = StaffScope | 'owner';

/** `admin` implies every scope of its brand; the platform owner passes everything. */
export function canAccess(
  staff: { scopes: readonly StaffScope[]; is_owner: boolean },
  anyOf: readonly Access[],
): boolean {
  if (staff.is_owner) return true;
  return anyOf.some(
    (need) => need !== 'owner' && (staff.scopes.includes('admin') || staff.scopes.includes(need)),
  );
}

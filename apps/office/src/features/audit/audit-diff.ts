export interface Change {
  /** Dotted path of the changed key; empty when the whole value was replaced. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of nested objects by dotted path; arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix) into.set(prefix, value);
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keys an audited action changed, so an operator reads "colors.primary:
 * #22c55e → #ff0000" instead of two whole documents.
 */
export function diffChanges(before: unknown, after: unknown): Change[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  const changes: Change[] = [];
  for (const path of paths) {
    const inLeft = left.has(path);
    const inRight = right.has(path);
    const a = left.get(path);
    const b = right.get(path);
    if (inLeft && inRight) {
      if (!same(a, b)) changes.push({ path, kind: 'changed', before: a, after: b });
    } else if (inRight) {
      changes.push({ path, kind: 'added', before: undefined, after: b });
    } else {
      changes.push({ path, kind: 'removed', before: a, after: undefined });
    }
  }
  return changes;
}

/** A value as an operator reads it. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

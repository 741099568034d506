/** `value` when it is one of `values` (a URL parameter a hand-edited link may spoil), else nothing. */
export function oneOf<V extends string>(values: readonly V[], value: string | null): V | undefined {
  return values.find((candidate) => candidate === value);
}

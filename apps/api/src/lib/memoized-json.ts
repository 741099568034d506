const texts = new WeakMap<object, string>();

/**
 * JSON.stringify that remembers the text of each object it has seen. Only for answers
 * that are shared and frozen (see the tenants service's configuration answers).
 */
export function memoizedJson(data: unknown): string {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) {
    return JSON.stringify(data);
  }
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
}

import pg from 'pg';

/**
 * How many distinct statement texts are prepared (per process, and so at most per
 * connection): every statement the code writes has a handful of shapes (a list of one,
 * two or three ids…), so this is never reached in practice; past it a text goes unnamed,
 * as before, and nothing grows without end on either side.
 */
export const MAX_PREPARED = 2_000;

/**
 * Names for statement texts: the same text always the same name, a new text the next
 * name, and undefined for a new text once `max` texts are named.
 */
export function statementNamer(max: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `tribuna_${names.size.toString(36)}`;
    names.set(text, name);
    return name;
  };
}

/** One namer per process: a text has one name on every connection. */
const statementName = statementNamer(MAX_PREPARED);

type QueryConfigLike = { text: string; name?: string; values?: unknown[] };

function isPreparable(config: unknown): config is QueryConfigLike {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { text?: unknown }).text === 'string' &&
    (config as { name?: unknown }).name === undefined &&
    // A Submittable (a cursor, a stream) carries its own protocol.
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}

/**
 * A pg client that prepares every parameterised statement once per connection and then
 * only binds and executes it: PostgreSQL parses and plans a statement's text once
 * instead of on every call (a placement's statements cost the server about half as much
 * CPU), and the driver skips the Parse message. Statements without parameters (BEGIN,
 * COMMIT, a bare `select 1`) keep the simple protocol, the cheapest for them.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The base class's overloads are many and its dispatch reads the arguments as given:
    // only a config's name is added, and the call is otherwise the same.
    this.query = ((...args: unknown[]) => {
      const [config, values] = args;
      if (isPreparable(config)) {
        const withValues = values ?? config.values;
        const name =
          Array.isArray(withValues) && withValues.length > 0
            ? statementName(config.text)
            : undefined;
        if (name !== undefined) args[0] = { ...config, name };
      } else if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = statementName(config);
        if (name !== undefined) args.splice(0, 2, { text: config, values, name });
      }
      // Looked up on each call: what wraps the driver's prototype (a tracer, the bench's
      // statement counter) sees these calls too.
      return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    }) as pg.Client['query'];
  }
}

import pg from 'pg';
import type { Executor } from './executor';

/** At most this many different statement texts get a name; further texts run unnamed. */
export const MAX_NAMED_STATEMENTS = 1000;

/**
 * Names of statement texts: the same text, the same name. At most `max` texts are named; further
 * texts run unnamed, which keeps the statements each connection holds finite even if some query
 * builds a new text per call (IN lists of varying length).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `apopunkt_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}

const statementNames = new StatementNames();

/**
 * The pool's connection. It sends every parameterised statement as a named prepared statement: PostgreSQL
 * parses and analyses each text once per connection (and plans it once when a generic plan does),
 * and the driver sends only Bind/Execute afterwards. Drizzle builds the same text for the same query,
 * so the statements of the hot paths are each prepared once per connection.
 */
export class NamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The pool listens for errors only on idle connections. One checked out by a transaction
    // that is between two statements when its backend goes away would emit an error nobody hears,
    // which ends the process; the next statement on it fails anyway and the pool drops it.
    this.on('error', () => {});
  }

  override query(...args: unknown[]): never {
    const [config] = args;
    if (typeof config === 'object' && config !== null && 'text' in config && !('name' in config && config.name)) {
      const text = (config as { text: unknown }).text;
      const name = typeof text === 'string' && text.includes('$1') ? statementNames.nameOf(text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as unknown as (...a: unknown[]) => never)(...args);
  }
}

/** What each Drizzle database and transaction holds inside: a session on one driver connection. */
interface WithSession {
  session: { client: unknown };
}

/**
 * A query built once, the one way to define a hot statement: `build` receives an executor and
 * returns the prepared query (`….prepare('name')`, values as `sql.placeholder`s), and each call
 * answers it bound to the connection of the executor it is given: the database, or an open
 * transaction, which then runs it (and sees its writes). Drizzle needs 100–300 µs to build a
 * statement, so a transaction must not build its statements again (a rewarded completion runs a
 * dozen: about 15 % of its throughput). On PostgreSQL the name makes each connection prepare the
 * text once (as NamedStatementClient does for every other statement).
 *
 * The one reach into Drizzle: its prepared query keeps the connection it runs on in `client`, and
 * every database or transaction has a `session` with that connection; the answer is a copy with
 * the executor's `client` (statements.test.ts holds Drizzle to this on both drivers).
 *
 * A placeholder compared with or written to a column is mapped like the column's values (a Date
 * for a timestamp); one inside a raw sql`` fragment is not: pass what the driver takes there
 * (numbers, strings, ISO timestamps, JSON text) and cast it.
 */
export function definePrepared<P extends object>(build: (db: Executor) => P): (db: Executor) => P {
  // One build per driver (node-postgres, PGlite): their sessions are different classes.
  const byDriver = new Map<unknown, P>();
  return (executor) => {
    const { session } = executor as unknown as WithSession;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(executor);
      byDriver.set(session.constructor, prepared);
    }
    return Object.create(prepared, { client: { value: session.client } }) as P;
  };
}

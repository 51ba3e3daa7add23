import type { Executor } from './client';

/** What every Drizzle database and transaction has inside: a session on a driver connection. */
interface SessionOf {
  session: { client: unknown };
}

/**
 * A query built once and prepared once per driver, run on whichever executor the caller holds:
 * the database, or an open transaction, whose connection then runs it (and sees its writes). Hot
 * paths neither rebuild the SQL (Drizzle needs 100–300 µs per statement) nor let PostgreSQL parse
 * it again on every request: the statement's name makes each connection prepare it once.
 *
 * `build` receives an executor and returns the prepared query (`….prepare('name')`, values as
 * `sql.placeholder`s). A placeholder compared with or written to a column is mapped like the
 * column's values (a Date for a timestamp); one inside a raw sql`` fragment is not: pass what the
 * driver takes there (numbers, strings, ISO timestamps, JSON text) and cast it.
 *
 * A Drizzle prepared query keeps the connection it runs on in its `client`; each call answers a
 * copy bound to the executor's connection (tests in prepared.test.ts hold Drizzle to this).
 */
export function preparedPerDatabase<P extends object>(build: (db: Executor) => P): (db: Executor) => P {
  const byDriver = new Map<unknown, P>();
  return (executor) => {
    const { session } = executor as unknown as SessionOf;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(executor);
      byDriver.set(session.constructor, prepared);
    }
    return Object.create(prepared, { client: { value: session.client } }) as P;
  };
}

import type { Executor } from './client';

/**
 * A query built and prepared once per database: hot paths neither rebuild the SQL (Drizzle) nor
 * let PostgreSQL plan it again on every request. `build` receives the database and returns the
 * prepared query (`….prepare('name')`); the result is remembered per database object.
 */
export function preparedPerDatabase<P>(build: (db: Executor) => P): (db: Executor) => P {
  const cache = new WeakMap<object, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

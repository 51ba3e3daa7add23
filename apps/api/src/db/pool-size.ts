import { availableParallelism } from 'node:os';

/**
 * The connections an instance keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise:
 * PostgreSQL's rule of thumb, about twice the cores that run the queries, at least four. More
 * connections than that do not make a busy machine faster: with 20 on two cores, rewarded
 * completions ran at 95/s with p99 648 ms, with 4 at 147/s and p99 166 ms (docs/benchmarks.md).
 */
export function defaultDatabasePoolSize(cores: number = availableParallelism()): number {
  return Math.max(4, 2 * cores);
}

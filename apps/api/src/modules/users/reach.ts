import { CUSTOMER_JOBS } from '@apopunkt/domain/constants/jobs';
import { type SQL, sql } from 'drizzle-orm';

const CUSTOMER_JOB_LIST = sql.join(
  CUSTOMER_JOBS.map((job) => sql`${job}`),
  sql`, `,
);

/**
 * Whether the user row `alias` (a table alias of `users` in the query) counts towards a
 * manufacturer's reach: members only, never staff, managers (CUS), field service (CFR) or
 * regional managers (CRM), whose own completions are not contacts (issue 36 §10). The one
 * predicate every reach and statistics query of the business area uses.
 */
export function countsAsReach(alias: string): SQL {
  const u = sql.raw(alias);
  return sql`(NOT ${u}.is_staff AND coalesce(${u}.job, '') NOT IN (${CUSTOMER_JOB_LIST}))`;
}

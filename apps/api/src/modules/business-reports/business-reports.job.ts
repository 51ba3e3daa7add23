import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/background-jobs';
import type { Clock } from '../../lib/clock';
import { runReportJob } from './report-job.service';

/**
 * Keeps the business report tables current: folds newly submitted attempts every ten seconds, on
 * one instance per period. A run cut off by a crash loses nothing (each batch is one transaction
 * that also removes its queue rows); the next period's run folds the rest.
 */
export function businessReportsJob(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): JobDefinition {
  return {
    name: 'business-reports',
    everySeconds: 10,
    expireInSeconds: 300,
    async run() {
      const folded = await runReportJob(deps.db, deps.clock);
      if (folded) deps.log.info({ folded }, 'business reports updated');
    },
  };
}

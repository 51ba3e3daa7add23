import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/background-jobs';
import type { Clock } from '../../lib/clock';
import { runDueDeposits } from './deposits.service';

/**
 * Executes due scheduled deposits (SCHEDDEP) every minute, on one instance per minute. Each deposit
 * is booked once in its own transaction, so a run cut off by a crash is simply finished by the next.
 * Submissions also run a module's due deposits first, so rewards never wait for this job.
 */
export function scheduledDepositsJob(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): JobDefinition {
  return {
    name: 'scheduled-deposits',
    everySeconds: 60,
    expireInSeconds: 300,
    async run() {
      const executed = await runDueDeposits(deps.db, deps.clock.now());
      if (executed > 0) deps.log.info({ executed }, 'scheduled deposits executed');
    },
  };
}

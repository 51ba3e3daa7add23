import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../lib/background-jobs';
import { accountErasureJob } from './account-erasure';
import { budgetWarningsJob } from './business';
import { businessReportsJob } from './business-reports';
import { scheduledDepositsJob } from './ledger';
import type { MailTransport } from './mail';
import { mailDeliveryJob } from './mail';
import { mediaCleanupJob } from './media';

/** Every kind of background work, run from the job queue (plugins/jobs.ts). Add a job here. */
export function jobDefinitions(app: FastifyInstance, transport: MailTransport | null): JobDefinition[] {
  const { db, clock, config, mailer } = app.deps;
  const log = app.log;
  return [
    businessReportsJob({ db, clock, log }),
    scheduledDepositsJob({ db, clock, log }),
    budgetWarningsJob({ db, clock, log, mailer, product: config.PRODUCT_NAME, publicUrl: config.publicUrl }),
    mediaCleanupJob({ db, clock, log, mediaDir: join(config.DATA_DIR, 'media') }),
    accountErasureJob({ db, clock, log }),
    ...(transport
      ? [
          mailDeliveryJob({
            db,
            clock,
            transport,
            from: config.MAIL_FROM,
            retries: { limit: config.MAIL_RETRY_LIMIT, delaySeconds: config.MAIL_RETRY_DELAY_SECONDS },
          }) as JobDefinition,
        ]
      : []),
  ];
}

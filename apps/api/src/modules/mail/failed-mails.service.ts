import { AppError } from '@apopunkt/domain/errors';
import { ADMIN_MAIL_MESSAGES, type FailedMail } from '@apopunkt/domain/schemas/admin-mails';
import type { PaginationQuery } from '@apopunkt/domain/schemas/common';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { countFailedMails as countFailed, findOutboxMail, listFailedMails, reopenFailedMail } from './mail.repository';
import { MAIL_DELIVERY_JOB } from './mail-delivery.job';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'jobs' | 'config'>;

/** Mails whose delivery failed on every try (the staff dashboard's count). */
export function countFailedMails(deps: Pick<ResolvedDeps, 'db'>): Promise<number> {
  return countFailed(deps.db);
}

/** `GET /v1/admin/mails/failed`: newest failure first. */
export async function listFailed(
  deps: Deps,
  query: PaginationQuery,
): Promise<{ count: number; results: FailedMail[] }> {
  const [count, rows] = await Promise.all([countFailed(deps.db), listFailedMails(deps.db, query.limit, query.offset)]);
  return {
    count,
    results: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    })),
  };
}

/**
 * `POST /v1/admin/mails/{id}/delivery` ("send again"): the mail waits for delivery again with a
 * fresh set of retries, audited. 409 when it is not failed (sent meanwhile, or already waiting).
 */
export async function sendFailedMailAgain(deps: Deps, staff: { id: number }, id: number): Promise<void> {
  if (!deps.config.SMTP_URL || !deps.jobs) throw new AppError('CONFLICT', ADMIN_MAIL_MESSAGES.noTransport);
  await inTransaction(deps.db, async (tx) => {
    if (!(await findOutboxMail(tx, id))) throw new AppError('NOT_FOUND', ADMIN_MAIL_MESSAGES.notFound);
    if (!(await reopenFailedMail(tx, id))) throw new AppError('CONFLICT', ADMIN_MAIL_MESSAGES.notFailed);
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: 'mail.send-again',
      entityType: 'mail',
      entityId: String(id),
    });
  });
  await deps.jobs.send(MAIL_DELIVERY_JOB, { id });
}

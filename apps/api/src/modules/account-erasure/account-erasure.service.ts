import { ACCOUNT_DELETION_GRACE_MS, CPD_ATTENDANCE_RETENTION_YEARS } from '@apopunkt/domain/constants/account-deletion';
import { holderName } from '@apopunkt/domain/rules/premium';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { friendlyCode } from '../../lib/crypto';
import {
  addressesOf,
  deleteExpiredAttendance,
  deletePersonalRows,
  dueAccountIds,
  lockDueAccount,
  personalPattern,
  personalRegExp,
  pseudonymiseUser,
  scrubTexts,
  strip,
} from './account-erasure.repository';

export interface AccountErasureDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Accounts erased per run; the rest wait for the next run. */
const BATCH = 100;

/** The same moment `years` calendar years earlier (UTC). */
function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

/** German date as mails and the audit log write it (dd.MM.yyyy) from yyyy-MM-dd. */
function germanDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * Erases one account whose grace period has ended, in one transaction (issue 37 §2): the rows that
 * only serve the member go, the rows others need stay without the member's words, and the user row
 * becomes pseudonymous (docs/decisions.md lists every table). False when it was not (or no longer)
 * due: cancelled by a sign-in, or erased by another run that held the row first.
 */
export async function eraseAccount(deps: AccountErasureDeps, userId: number): Promise<boolean> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_MS);
  return inTransaction(deps.db, async (tx) => {
    const user = await lockDueAccount(tx, userId, dueBefore);
    if (!user) return false;
    const addresses = await addressesOf(tx, user);
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    const needles = {
      addresses,
      names: [fullName, holderName(user.firstName, user.lastName), user.firstName, user.lastName],
      dates: user.dateOfBirth ? [user.dateOfBirth, germanDate(user.dateOfBirth)] : [],
    };
    await scrubTexts(tx, user, {
      addresses,
      pattern: personalPattern(needles),
      regExp: personalRegExp(needles),
      fullName,
    });
    await deletePersonalRows(tx, user.id, addresses);
    await strip(tx, user.id, now);
    await pseudonymiseUser(tx, user.id, { referrerCode: `X${friendlyCode(11)}`, now });
    return true;
  });
}

/**
 * One run of the erasure job: erases every account whose grace period has ended (each in its own
 * transaction), then deletes the attendance of accredited modules of erased accounts whose retention
 * ended (CPD_ATTENDANCE_RETENTION_YEARS). Safe to run on several instances at once: each account is
 * erased by whichever run locks it first. Answers what it did.
 */
export async function eraseDueAccounts(deps: AccountErasureDeps): Promise<{ erased: number; attendances: number }> {
  const now = deps.clock.now();
  const ids = await dueAccountIds(deps.db, new Date(now.getTime() - ACCOUNT_DELETION_GRACE_MS), BATCH);
  let erased = 0;
  for (const id of ids) {
    if (await eraseAccount(deps, id)) erased++;
  }
  const attendances = await deleteExpiredAttendance(deps.db, yearsBefore(now, CPD_ATTENDANCE_RETENTION_YEARS));
  if (erased > 0 || attendances > 0) deps.log.info({ erased, attendances }, 'account erasure');
  return { erased, attendances };
}

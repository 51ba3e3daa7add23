import { LETTER_PRINT_BATCH_MAX } from '@apopunkt/domain/constants/premium';
import { ACCOUNT_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { letterExpiresAt, letterStatus } from '@apopunkt/domain/rules/premium';
import type { VerificationLetter, VerificationLetterListQuery } from '@apopunkt/domain/schemas/verification';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { presentOrganisation } from '../../presenters/organisation';
import { recordStaffChange } from '../audit-log';
import { letterCodeHash, newLetterCode } from './letter-codes';
import { type PrintedLetter, renderLetters } from './letter-pdf';
import {
  insertPendingLetter,
  type LetterListRow,
  listLetters,
  lockLettersForPrint,
  markLettersTriggered,
  markPrinted,
  markSuperseded,
  type PrintRow,
} from './verification-letters.repository';

/**
 * Queues a letter for the next print run, inside the transaction that records the user's
 * request (me.service). An older letter that has not been printed yet is superseded, so staff
 * never post two letters for one request; printed letters stay valid until they expire.
 */
export async function queueVerificationLetter(
  tx: Executor,
  values: { userId: number; organisationId: number; requestedAt: Date },
): Promise<void> {
  await insertPendingLetter(tx, values);
}

function toLetter(row: LetterListRow, now: Date): VerificationLetter {
  const { organisation, user } = row;
  return {
    id: row.id,
    status: letterStatus(row, now),
    requestedAt: row.requestedAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      job: user.job,
    },
    organisation: presentOrganisation(organisation),
  };
}

/** Staff list of letters by status (pending: the next print run), oldest request first. */
export async function listVerificationLetters(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  query: Required<Pick<VerificationLetterListQuery, 'status'>> & { limit: number; offset: number },
): Promise<{ count: number; results: VerificationLetter[] }> {
  const now = deps.clock.now();
  const { count, rows } = await listLetters(deps.db, { ...query, now });
  return { count, results: rows.map((row) => toLetter(row, now)) };
}

/** A letter whose user is verified meanwhile or works elsewhere now would only waste postage. */
function isStale(row: PrintRow): boolean {
  return row.employeeVerified === true || row.employeeOrganisationId !== row.organisationId;
}

function checkRequested(ids: number[], rows: PrintRow[]): void {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('NOT_FOUND', STAFF_ACTION_ERRORS.lettersNotFound(missing.join(', ')), { ids: missing });
  }
  const done = rows.filter((r) => r.status === 'used' || r.status === 'superseded').map((r) => r.id);
  if (done.length > 0) {
    throw new AppError('CONFLICT', STAFF_ACTION_ERRORS.lettersDone(done.join(', ')), { ids: done });
  }
}

export interface PrintRun {
  pdf: Buffer;
  printed: number;
  /** Letters left out because the user is verified meanwhile or changed workplace. */
  superseded: number;
}

/**
 * A print run for staff: one PDF with a page per letter, in one transaction with marking the
 * letters printed. Each printed letter gets a new code (only its HMAC is stored) valid for 60
 * days, so printing a letter again (lost in the printer) replaces its code. Without `ids` the
 * oldest pending letters are printed. Letters that have become pointless are superseded instead.
 */
export async function printVerificationLetters(
  deps: Pick<ResolvedDeps, 'db' | 'clock' | 'keys' | 'config'>,
  actor: { id: number },
  ids: number[] | null,
): Promise<PrintRun> {
  const now = deps.clock.now();
  const run = await inTransaction(deps.db, async (tx) => {
    const rows = await lockLettersForPrint(tx, ids, LETTER_PRINT_BATCH_MAX);
    if (ids) checkRequested(ids, rows);
    const stale = rows.filter(isStale);
    await markSuperseded(
      tx,
      stale.map((r) => r.id),
    );
    const printable = rows.filter((r) => !isStale(r));
    if (printable.length === 0) return { pdf: null, printed: 0, superseded: stale.length };
    const expiresAt = letterExpiresAt(now);
    const letters: PrintedLetter[] = [];
    for (const row of printable) {
      const code = newLetterCode();
      await markPrinted(tx, row.id, {
        codeHash: letterCodeHash(deps.keys, code),
        printedAt: now,
        expiresAt,
        printedById: actor.id,
      });
      letters.push({ code, requestedAt: row.requestedAt, expiresAt, user: row.user, organisation: row.organisation });
    }
    await markLettersTriggered(
      tx,
      printable.map((r) => r.user.id),
      now,
    );
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'verification-letter.print',
      entityType: 'verification-letter',
      entityId: printable.map((r) => r.id).join(','),
      after: { printed: printable.map((r) => r.id), superseded: stale.map((r) => r.id) },
    });
    const pdf = await renderLetters(letters, {
      product: deps.config.PRODUCT_NAME,
      publicUrl: deps.config.publicUrl,
      supportEmail: deps.config.SUPPORT_EMAIL,
      returnAddress: deps.config.LETTER_RETURN_ADDRESS,
      printedAt: now,
    });
    return { pdf, printed: printable.length, superseded: stale.length };
  });
  if (!run.pdf) throw new AppError('CONFLICT', ACCOUNT_ERRORS.noLettersToPrint, { superseded: run.superseded });
  return { pdf: run.pdf, printed: run.printed, superseded: run.superseded };
}

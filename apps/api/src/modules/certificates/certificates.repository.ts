import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { certificateAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import { users } from '../../db/schema/users';

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Inserts a certificate; null when it conflicts, either because the user already holds one for
 * the module (certificates_user_module_idx) or, very rarely, because the code is taken.
 */
export async function insertCertificate(
  db: Executor,
  values: Omit<typeof certificates.$inferInsert, 'uuid'>,
): Promise<CertificateRow | null> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCertificateFor(
  db: Executor,
  userId: number,
  moduleId: number,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.moduleId, moduleId)));
  return row ?? null;
}

const listColumns = {
  uuid: certificates.uuid,
  moduleName: certificates.moduleName,
  knowledgePoints: certificates.knowledgePoints,
  verificationCode: certificates.verificationCode,
  issuedAt: certificates.issuedAt,
  moduleSlug: modules.slug,
  moduleShortName: modules.name,
};

/** One page of the user's certificates, newest first (certificates_user_issued_idx). */
export async function listUserCertificates(db: Executor, userId: number, page: { limit: number; offset: number }) {
  const where = eq(certificates.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(certificates)
      .leftJoin(modules, eq(modules.id, certificates.moduleId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.uuid))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type CertificateListRow = Awaited<ReturnType<typeof listUserCertificates>>['rows'][number];

/** What a certificate PDF prints: the certificate, its holder's name and its accreditation snapshot (if any). */
const printColumns = {
  ...listColumns,
  userId: certificates.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  holderErasedAt: users.erasedAt,
  chamber: certificateAccreditations.chamber,
  eventNumber: certificateAccreditations.eventNumber,
  accreditedPoints: certificateAccreditations.points,
  category: certificateAccreditations.category,
};

/** A certificate with its holder's name: by uuid for its owner, or by public code. */
async function findWithHolder(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select(printColumns)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(modules, eq(modules.id, certificates.moduleId))
    .leftJoin(certificateAccreditations, eq(certificateAccreditations.certificateUuid, certificates.uuid))
    .where(where);
  return row ?? null;
}

export type CertificatePrintRow = NonNullable<Awaited<ReturnType<typeof findWithHolder>>>;

export function findOwnCertificate(db: Executor, userId: number, uuid: string) {
  return findWithHolder(db, and(eq(certificates.uuid, uuid), eq(certificates.userId, userId)));
}

export function findCertificateByCode(db: Executor, code: string) {
  return findWithHolder(db, eq(certificates.verificationCode, code));
}

/** The user's certificates of attendance (those with an accreditation snapshot) as printed, oldest first. */
export function listAttendancePrints(db: Executor, userId: number) {
  return db
    .select(printColumns)
    .from(certificateAccreditations)
    .innerJoin(certificates, eq(certificates.uuid, certificateAccreditations.certificateUuid))
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(modules, eq(modules.id, certificates.moduleId))
    .where(eq(certificateAccreditations.userId, userId))
    .orderBy(asc(certificateAccreditations.attendedAt), asc(certificateAccreditations.certificateUuid));
}

import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/catalog';
import { certificateAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import { users } from '../../db/schema/users';
import { printColumns } from '../certificates/certificates.repository';

/** The member's certificates of attendance with their accreditation snapshots, newest first. */
export function listAttendances(db: Executor, userId: number) {
  return db
    .select({
      certificateUuid: certificateAccreditations.certificateUuid,
      moduleName: certificates.moduleName,
      verificationCode: certificates.verificationCode,
      chamber: certificateAccreditations.chamber,
      eventNumber: certificateAccreditations.eventNumber,
      points: certificateAccreditations.points,
      category: certificateAccreditations.category,
      attendedAt: certificateAccreditations.attendedAt,
    })
    .from(certificateAccreditations)
    .innerJoin(certificates, eq(certificates.uuid, certificateAccreditations.certificateUuid))
    .where(eq(certificateAccreditations.userId, userId))
    .orderBy(desc(certificateAccreditations.attendedAt), desc(certificateAccreditations.certificateUuid));
}
export type AttendanceRow = Awaited<ReturnType<typeof listAttendances>>[number];

/** Every certificate of attendance of the member as the PDF prints it, oldest first (the chamber's order). */
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

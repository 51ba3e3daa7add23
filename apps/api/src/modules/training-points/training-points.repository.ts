import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificateAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';

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

import { pointsCount, pointsExpireAt, summariseTrainingPoints } from '@apopunkt/domain/rules/training-points';
import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import type { ResolvedDeps } from '../../deps';
import { listAttendances } from './training-points.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** Served by the certificates module: the bundle is made of certificates. */
export const TRAINING_POINTS_PDF_PATH = '/api/v1/me/training-points/certificates.pdf';

/**
 * `GET /v1/me/training-points`: the Fortbildungskonto — the points of the last three years towards
 * the chamber's 100, what expires when, and every certificate of attendance.
 */
export async function getTrainingPoints(deps: Deps, userId: number): Promise<TrainingPoints> {
  const now = deps.clock.now();
  const rows = await listAttendances(deps.db, userId);
  const summary = summariseTrainingPoints(rows, now);
  return {
    ...summary,
    attendances: rows.map((row) => ({
      certificateUuid: row.certificateUuid,
      moduleName: row.moduleName,
      chamber: row.chamber,
      eventNumber: row.eventNumber,
      points: row.points,
      category: row.category,
      attendedAt: row.attendedAt.toISOString(),
      expiresAt: pointsExpireAt(row.attendedAt).toISOString(),
      counts: pointsCount(row.attendedAt, now),
      verificationCode: row.verificationCode,
    })),
    pdfUrl: rows.length > 0 ? TRAINING_POINTS_PDF_PATH : null,
  };
}

import { TRAINING_POINTS_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { pointsCount, pointsExpireAt, summariseTrainingPoints } from '@apopunkt/domain/rules/training-points';
import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import type { ResolvedDeps } from '../../deps';
import { renderCertificates } from '../certificates/certificate-pdf';
import { attendanceCertificatePrints } from '../certificates/certificates.service';
import { listAttendances } from './training-points.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;

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

/**
 * `GET /v1/me/training-points/certificates.pdf`: every certificate of attendance in one PDF, oldest
 * first, one page each, for the chamber. Without any the answer is 404 (an empty PDF would be a
 * blank sheet), with a text the page can show.
 */
export async function trainingPointsPdf(deps: Deps, userId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const prints = await attendanceCertificatePrints(deps, userId);
  if (prints.length === 0) throw new AppError('NOT_FOUND', TRAINING_POINTS_ERRORS.noCertificates);
  const pdf = await renderCertificates(prints, {
    Title: 'Teilnahmebescheinigungen',
    Author: deps.config.PRODUCT_NAME,
    Subject: `Fortbildungspunkte: ${prints.length} Teilnahmebescheinigungen`,
  });
  return { pdf, fileName: 'teilnahmebescheinigungen.pdf' };
}

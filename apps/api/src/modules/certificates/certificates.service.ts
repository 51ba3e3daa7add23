import { CERTIFICATE_CODE_LENGTH } from '@apopunkt/domain/constants/premium';
import { CATALOG_ERRORS, TRAINING_POINTS_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { certificateVerifyUrl, holderName, normaliseCode } from '@apopunkt/domain/rules/premium';
import type { Certificate, CertificateVerification } from '@apopunkt/domain/schemas/certificates';
import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import { friendlyCode } from '../../lib/crypto';
import { snapshotAccreditation } from '../training-points';
import { type CertificatePrint, renderCertificate, renderCertificates } from './certificate-pdf';
import {
  type CertificateListRow,
  type CertificatePrintRow,
  type CertificateRow,
  findCertificateByCode,
  findCertificateFor,
  findOwnCertificate,
  insertCertificate,
  listAttendancePrints,
  listUserCertificates,
} from './certificates.repository';

export interface CertificateCandidate {
  /** The player; without `can_earn_certificates` nothing is issued. */
  user: { id: number; permissions?: readonly string[] };
  module: { id: number; name: string; longName: string; knowledgeValue: number; hasCertificate: boolean };
  now: Date;
}

/**
 * Issues the certificate of a passed module, inside the submission's transaction, so a pass and
 * its certificate are recorded together. Only modules with `hasCertificate` and users with
 * `can_earn_certificates`; once per user and module (unique key), however often and however
 * concurrently the module is passed. The module's name and knowledge points are kept as they
 * were that day; so is the module's accreditation when the pass falls inside its window (a
 * certificate of attendance). Answers the certificate (new or existing) or null when none is due.
 */
export async function issueCertificateIfEligible(
  tx: Executor,
  input: CertificateCandidate,
): Promise<CertificateRow | null> {
  const { user, module, now } = input;
  if (!module.hasCertificate || !user.permissions?.includes('can_earn_certificates')) return null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await insertCertificate(tx, {
      userId: user.id,
      moduleId: module.id,
      moduleName: module.longName || module.name,
      knowledgePoints: module.knowledgeValue,
      verificationCode: friendlyCode(CERTIFICATE_CODE_LENGTH),
      issuedAt: now,
    });
    if (created) {
      await snapshotAccreditation(tx, created);
      return created;
    }
    const existing = await findCertificateFor(tx, user.id, module.id);
    if (existing) return existing;
  }
  throw new Error('no free certificate code found');
}

type Deps = Pick<ResolvedDeps, 'db' | 'config'>;

function toCertificate(row: CertificateListRow, publicUrl: string): Certificate {
  return {
    uuid: row.uuid,
    moduleName: row.moduleName,
    module: row.moduleSlug ? { slug: row.moduleSlug, name: row.moduleShortName ?? row.moduleName } : null,
    knowledgePoints: row.knowledgePoints,
    issuedAt: row.issuedAt.toISOString(),
    verificationCode: row.verificationCode,
    verifyUrl: certificateVerifyUrl(publicUrl, row.verificationCode),
    pdfUrl: `/api/v1/me/certificates/${row.uuid}/pdf`,
  };
}

/** `GET /v1/me/certificates`: the user's certificates, newest first. */
export async function listMyCertificates(
  deps: Deps,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Certificate[] }> {
  const { count, rows } = await listUserCertificates(deps.db, userId, page);
  return { count, results: rows.map((row) => toCertificate(row, deps.config.publicUrl)) };
}

/** What the PDF prints of a stored certificate: the holder's current name, the accreditation snapshot if any. */
export function toCertificatePrint(
  row: CertificatePrintRow,
  config: Pick<ResolvedDeps['config'], 'PRODUCT_NAME' | 'publicUrl'>,
): CertificatePrint {
  const { chamber, eventNumber, accreditedPoints, category } = row;
  return {
    product: config.PRODUCT_NAME,
    holderFullName: `${row.firstName} ${row.lastName}`,
    moduleName: row.moduleName,
    issuedAt: row.issuedAt,
    knowledgePoints: row.knowledgePoints,
    verificationCode: row.verificationCode,
    verifyUrl: certificateVerifyUrl(config.publicUrl, row.verificationCode),
    accreditation:
      chamber !== null && eventNumber !== null && accreditedPoints !== null && category !== null
        ? { chamber, eventNumber, points: accreditedPoints, category }
        : null,
  };
}

/**
 * The certificate as a PDF, made on the server from the stored certificate and the holder's
 * current name. Only its owner gets it; anyone else's uuid answers 404 like a missing one.
 */
export async function certificatePdf(
  deps: Deps,
  userId: number,
  uuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findOwnCertificate(deps.db, userId, uuid);
  if (!row) throw new AppError('NOT_FOUND', CATALOG_ERRORS.certificateNotFound);
  const pdf = await renderCertificate(toCertificatePrint(row, deps.config));
  return { pdf, fileName: `zertifikat-${row.moduleSlug ?? row.verificationCode.toLowerCase()}.pdf` };
}

/** The user's certificates of attendance as the PDF prints them, oldest first (the Fortbildungskonto's bundle). */
export async function attendanceCertificatePrints(deps: Deps, userId: number): Promise<CertificatePrint[]> {
  const rows = await listAttendancePrints(deps.db, userId);
  return rows.map((row) => toCertificatePrint(row, deps.config));
}

/**
 * Public check of a certificate's code (the QR code's target). It confirms the module and date
 * and names the holder by first name and initial only (nobody once the holder's account was erased,
 * issue 37 §2); unknown codes answer null (404).
 */
export async function verifyCertificate(
  deps: Pick<ResolvedDeps, 'db'>,
  code: string,
): Promise<CertificateVerification | null> {
  const row = await findCertificateByCode(deps.db, normaliseCode(code));
  if (!row) return null;
  return {
    valid: true,
    holderName: row.holderErasedAt ? null : holderName(row.firstName, row.lastName),
    moduleName: row.moduleName,
    knowledgePoints: row.knowledgePoints,
    issuedAt: row.issuedAt.toISOString(),
    verificationCode: row.verificationCode,
  };
}

/**
 * `GET /v1/me/training-points/certificates.pdf`: every certificate of attendance in one PDF, oldest
 * first, one page each, for the chamber. Without any the answer is 404 (an empty PDF would be a
 * blank sheet), with a text the page can show.
 */
export async function attendanceCertificatesPdf(
  deps: Deps,
  userId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const prints = await attendanceCertificatePrints(deps, userId);
  if (prints.length === 0) throw new AppError('NOT_FOUND', TRAINING_POINTS_ERRORS.noCertificates);
  const pdf = await renderCertificates(prints, {
    Title: 'Teilnahmebescheinigungen',
    Author: deps.config.PRODUCT_NAME,
    Subject: `Fortbildungspunkte: ${prints.length} Teilnahmebescheinigungen`,
  });
  return { pdf, fileName: 'teilnahmebescheinigungen.pdf' };
}

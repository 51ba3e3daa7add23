import { z } from 'zod';
import { pageSchema, textSchema } from './common';

/** One of the user's certificates (`GET /v1/me/certificates`). */
export const certificateSchema = z.object({
  uuid: textSchema(),
  /** The module's long name when the certificate was issued. */
  moduleName: textSchema(),
  /** The module today; null when it no longer exists. */
  module: z.object({ slug: textSchema(), name: textSchema() }).nullable(),
  knowledgePoints: z.number().int(),
  issuedAt: textSchema(),
  verificationCode: textSchema(),
  /** Public page that confirms the certificate (also in the PDF's QR code). */
  verifyUrl: textSchema(),
  /** API path of the PDF: `/api/v1/me/certificates/{uuid}/pdf`. */
  pdfUrl: textSchema(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificatePageSchema = pageSchema(certificateSchema);
export type CertificatePage = z.infer<typeof certificatePageSchema>;

export const certificateCodeParamSchema = z.object({ code: textSchema().min(1).max(40) });

/** `GET /v1/certificates/verify/{code}` (public): who holds it, shown with first name and initial only. */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  /** Null once the holder's account was erased (issue 37 §2): the certificate stays valid, without a name. */
  holderName: textSchema().nullable(),
  moduleName: textSchema(),
  knowledgePoints: z.number().int(),
  issuedAt: textSchema(),
  verificationCode: textSchema(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The 404 of the verification: `valid: false` next to the usual error body. */
export const certificateNotFoundSchema = z.object({
  valid: z.literal(false),
  error: z.object({ code: textSchema(), message: textSchema() }),
});
export type CertificateNotFound = z.infer<typeof certificateNotFoundSchema>;

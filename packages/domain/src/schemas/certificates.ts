import { z } from 'zod';
import { pageSchema } from './common';

/** One of the user's certificates (`GET /v1/me/certificates`). */
export const certificateSchema = z.object({
  uuid: z.string(),
  /** The module's long name when the certificate was issued. */
  moduleName: z.string(),
  /** The module today; null when it no longer exists. */
  module: z.object({ slug: z.string(), name: z.string() }).nullable(),
  knowledgePoints: z.number().int(),
  issuedAt: z.string(),
  verificationCode: z.string(),
  /** Public page that confirms the certificate (also in the PDF's QR code). */
  verifyUrl: z.string(),
  /** API path of the PDF: `/api/v1/me/certificates/{uuid}/pdf`. */
  pdfUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificatePageSchema = pageSchema(certificateSchema);
export type CertificatePage = z.infer<typeof certificatePageSchema>;

export const certificateCodeParamSchema = z.object({ code: z.string().min(1).max(40) });

/** `GET /v1/certificates/verify/{code}` (public): who holds it, shown with first name and initial only. */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  holderName: z.string(),
  moduleName: z.string(),
  knowledgePoints: z.number().int(),
  issuedAt: z.string(),
  verificationCode: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The 404 of the verification: `valid: false` next to the usual error body. */
export const certificateNotFoundSchema = z.object({
  valid: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type CertificateNotFound = z.infer<typeof certificateNotFoundSchema>;

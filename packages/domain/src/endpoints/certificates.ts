import {
  certificateCodeParamSchema,
  certificateNotFoundSchema,
  certificatePageSchema,
  certificateVerificationSchema,
} from '../schemas/certificates';
import { paginationQuerySchema, uuidParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

const access = { permission: 'can_view_certificates' } as const;

/**
 * The user's certificates with their PDFs (can_view_certificates), the Fortbildungskonto's PDF of
 * all certificates of attendance, and the public check of a code.
 */
export const certificatesEndpoints = {
  /** The user's certificates, newest first. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/v1/me/certificates',
    tag: 'certificates',
    access,
    query: paginationQuerySchema,
    answer: { 200: certificatePageSchema },
  }),
  /** One certificate as a PDF (inline). */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/v1/me/certificates/:uuid/pdf',
    tag: 'certificates',
    access,
    params: uuidParamSchema,
  }),
  /** Every certificate of attendance as one PDF (a download). */
  attendancePdf: defineEndpoint({
    method: 'GET',
    path: '/v1/me/training-points/certificates.pdf',
    tag: 'certificates',
    access,
  }),
  /** The public check of a certificate's code; 404 when there is none. */
  verify: defineEndpoint({
    method: 'GET',
    path: '/v1/certificates/verify/:code',
    tag: 'certificates',
    access: 'public',
    params: certificateCodeParamSchema,
    answer: { 200: certificateVerificationSchema, 404: certificateNotFoundSchema },
  }),
};

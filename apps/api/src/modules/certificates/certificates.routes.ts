import type { CertificateNotFound } from '@apopunkt/domain/schemas/certificates';
import {
  certificateCodeParamSchema,
  certificateNotFoundSchema,
  certificatePageSchema,
  certificateVerificationSchema,
} from '@apopunkt/domain/schemas/certificates';
import { paginationQuerySchema, uuidParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  attendanceCertificatesPdf,
  certificatePdf,
  listMyCertificates,
  verifyCertificate,
} from './certificates.service';

const NOT_FOUND: CertificateNotFound = {
  valid: false,
  error: { code: 'NOT_FOUND', message: 'Zu diesem Prüfcode gibt es kein Zertifikat.' },
};

/**
 * The user's certificates with their PDFs (can_view_certificates), the Fortbildungskonto's PDF of
 * all certificates of attendance, and the public check of a code.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { permission: 'can_view_certificates' } as const;

  app.get(
    '/v1/me/certificates',
    {
      config: { access },
      schema: { tags: ['certificates'], querystring: paginationQuerySchema, response: { 200: certificatePageSchema } },
    },
    async (request) => {
      const { count, results } = await listMyCertificates(app.deps, currentUser(request).id, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.get(
    '/v1/me/certificates/:uuid/pdf',
    { config: { access }, schema: { tags: ['certificates'], params: uuidParamSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await certificatePdf(app.deps, currentUser(request).id, request.params.uuid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/v1/me/training-points/certificates.pdf',
    { config: { access }, schema: { tags: ['certificates'] } },
    async (request, reply) => {
      const { pdf, fileName } = await attendanceCertificatesPdf(app.deps, currentUser(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/v1/certificates/verify/:code',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        params: certificateCodeParamSchema,
        response: { 200: certificateVerificationSchema, 404: certificateNotFoundSchema },
      },
    },
    async (request, reply) => {
      const found = await verifyCertificate(app.deps, request.params.code);
      return found ?? reply.status(404).send(NOT_FOUND);
    },
  );
};

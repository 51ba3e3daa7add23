import { certificatesEndpoints } from '@apopunkt/domain/endpoints/certificates';
import type { CertificateNotFound } from '@apopunkt/domain/schemas/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
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
  app.route({
    ...routeOf(certificatesEndpoints.mine),
    handler: async (request) => {
      const { count, results } = await listMyCertificates(app.deps, currentUser(request).id, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(certificatesEndpoints.pdf),
    handler: async (request, reply) => {
      const { pdf, fileName } = await certificatePdf(app.deps, currentUser(request).id, request.params.uuid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  });

  app.route({
    ...routeOf(certificatesEndpoints.attendancePdf),
    handler: async (request, reply) => {
      const { pdf, fileName } = await attendanceCertificatesPdf(app.deps, currentUser(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  app.route({
    ...routeOf(certificatesEndpoints.verify, { rateLimit: { max: 60, timeWindow: '1 minute' } }),
    handler: async (request, reply) => {
      const found = await verifyCertificate(app.deps, request.params.code);
      return found ?? reply.status(404).send(NOT_FOUND);
    },
  });
};

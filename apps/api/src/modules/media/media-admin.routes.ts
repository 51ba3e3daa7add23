import { mediaAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@apopunkt/domain/schemas/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../users';
import { storeMediaUpload } from './media.service';

/** POST /v1/admin/media?kind=image|video|document|scorm: staff upload one file (multipart). */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(mediaAdminEndpoints.upload),
    handler: async (request, reply) => {
      const { kind } = request.query;
      const file = await readUploadedFile(request, {
        maxBytes: MEDIA_MAX_BYTES[kind],
        messages: { missing: MEDIA_MESSAGES.missing, tooLarge: MEDIA_MESSAGES.tooLarge(kind) },
      });
      return reply.status(201).send(await storeMediaUpload(app.deps, currentUser(request), kind, file));
    },
  });
};

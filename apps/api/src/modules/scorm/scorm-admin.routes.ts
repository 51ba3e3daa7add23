import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { adminModuleSchema, moduleUuidParamSchema } from '@apopunkt/domain/schemas/admin-modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../users';
import { attachScormPackage, detachScormPackage, scormMaxBytes } from './scorm-package.service';

/** SCORM packages of modules: staff upload and remove them (the player's completion: scorm-completion.routes.ts). */
export const scormAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/modules/:uuid/scorm-package',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: moduleUuidParamSchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, {
        maxBytes: scormMaxBytes(app.deps.config),
        messages: { missing: SCORM_ERRORS.missingFile, tooLarge: SCORM_ERRORS.tooLarge(app.deps.config.SCORM_MAX_MB) },
      });
      return attachScormPackage(app.deps, currentUser(request), request.params.uuid, file);
    },
  );

  app.delete(
    '/v1/admin/modules/:uuid/scorm-package',
    { schema: { tags: ['admin'], params: moduleUuidParamSchema, response: { 200: adminModuleSchema } } },
    async (request) => detachScormPackage(app.deps, currentUser(request), request.params.uuid),
  );
};

import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../users';
import { attachScormPackage, detachScormPackage, scormMaxBytes } from './scorm-package.service';

/** SCORM packages of modules: staff upload and remove them (the player's completion: scorm-completion.routes.ts). */
export const scormAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(modulesAdminEndpoints.uploadScormPackage),
    handler: async (request) => {
      const file = await readUploadedFile(request, {
        maxBytes: scormMaxBytes(app.deps.config),
        messages: { missing: SCORM_ERRORS.missingFile, tooLarge: SCORM_ERRORS.tooLarge(app.deps.config.SCORM_MAX_MB) },
      });
      return attachScormPackage(app.deps, currentUser(request), request.params.uuid, file);
    },
  });

  app.route({
    ...routeOf(modulesAdminEndpoints.removeScormPackage),
    handler: async (request) => detachScormPackage(app.deps, currentUser(request), request.params.uuid),
  });
};

import { dataExportFileName } from '@apopunkt/domain/constants/data-export';
import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { exportMemberData } from './data-export.service';

/** GET /v1/me/data-export: the caller's data as one JSON download, never cached. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(myDataEndpoints.dataExport),
    handler: async (request, reply) => {
      const data = await exportMemberData(app.deps, currentUser(request).id);
      reply.header('Content-Disposition', `attachment; filename="${dataExportFileName(data.exportedAt.slice(0, 10))}"`);
      reply.header('Cache-Control', 'no-store');
      return data;
    },
  });
};

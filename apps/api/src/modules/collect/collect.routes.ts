import { collectSchema } from '@apopunkt/domain/schemas/collect';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getCollect } from './collect.service';

/** The Collect page's data (spec §2 /collect). */
export const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/me/collect', { schema: { tags: ['rewards'], response: { 200: collectSchema } } }, async (request) =>
    getCollect(app.deps, currentUser(request)),
  );
};

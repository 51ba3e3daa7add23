import { trainingEmployeesSchema, trainingModulesSchema } from '@apopunkt/domain/schemas/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import { getTrainingEmployees, getTrainingModules } from './training.service';

const cfrFeature = { access: { subscription: 'FEATURE_DASHBOARD_CFR' } } as const;
const tags = ['business'];

/** The field service's training overview of its pharmacies (feature CFR, spec §6). */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/business/training/modules',
    { config: cfrFeature, schema: { tags, response: { 200: trainingModulesSchema } } },
    async (request) => getTrainingModules(app.deps, currentUser(request)),
  );
  app.get(
    '/v1/business/training/employees',
    { config: cfrFeature, schema: { tags, response: { 200: trainingEmployeesSchema } } },
    async (request) => getTrainingEmployees(app.deps, currentUser(request)),
  );
};

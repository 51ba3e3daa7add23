import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import {
  cancellationBodySchema,
  type LedgerAudit,
  ledgerAuditSchema,
  transferSchema,
  transferUuidParamSchema,
} from '@apopunkt/domain/schemas/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { sharedRuns } from '../../lib/shared-runs';
import { auditLedger, getModuleBudget } from '../ledger';
import { currentUser } from '../users';
import { bookDeposit, cancelTransferAsStaff } from './ledger-admin.service';

/**
 * Staff tools for the points ledger: audit, module budgets, deposits, cancellations. The audit
 * checks the whole ledger (3 s on 600k transfers); audits asked for while one runs share it.
 */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const audits = sharedRuns<LedgerAudit>();
  app.get('/v1/admin/ledger/audit', { schema: { response: { 200: ledgerAuditSchema } } }, async () =>
    audits.run('audit', () => auditLedger(app.deps.db)),
  );

  app.route({
    ...routeOf(modulesAdminEndpoints.bookDeposit),
    handler: async (request, reply) =>
      reply.status(201).send(await bookDeposit(app.deps, currentUser(request), request.body)),
  });

  app.post(
    '/v1/admin/ledger/transfers/:uuid/cancellation',
    {
      schema: { params: transferUuidParamSchema, body: cancellationBodySchema, response: { 201: transferSchema } },
    },
    async (request, reply) => {
      const reverse = await cancelTransferAsStaff(
        app.deps,
        currentUser(request),
        request.params.uuid,
        request.body.comments,
      );
      return reply.status(201).send(reverse);
    },
  );

  app.route({
    ...routeOf(modulesAdminEndpoints.budget),
    handler: async (request) => getModuleBudget(app.deps.db, request.params.slug),
  });
};

import { ledgerAdminEndpoints } from '@apopunkt/domain/endpoints/admin-ledger';
import type { LedgerAudit } from '@apopunkt/domain/schemas/ledger';
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
  app.route({
    ...routeOf(ledgerAdminEndpoints.audit),
    handler: async () => audits.run('audit', () => auditLedger(app.deps.db)),
  });

  app.route({
    ...routeOf(ledgerAdminEndpoints.deposit),
    handler: async (request, reply) =>
      reply.status(201).send(await bookDeposit(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(ledgerAdminEndpoints.cancelTransfer),
    handler: async (request, reply) => {
      const reverse = await cancelTransferAsStaff(
        app.deps,
        currentUser(request),
        request.params.uuid,
        request.body.comments,
      );
      return reply.status(201).send(reverse);
    },
  });

  app.route({
    ...routeOf(ledgerAdminEndpoints.moduleBudget),
    handler: async (request) => getModuleBudget(app.deps.db, request.params.slug),
  });
};

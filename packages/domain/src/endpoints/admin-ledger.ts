import { slugParamSchema } from '../schemas/common';
import {
  cancellationBodySchema,
  depositBodySchema,
  depositResultSchema,
  ledgerAuditSchema,
  moduleBudgetSchema,
  transferSchema,
  transferUuidParamSchema,
} from '../schemas/ledger';
import { defineEndpoint } from './define-endpoint';

/** Staff tools for the points ledger under /v1/admin/ledger (staff by the path). */
export const ledgerAdminEndpoints = {
  /** Checks the whole ledger (audits asked for while one runs share it). */
  audit: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/ledger/audit',
    tag: 'admin',
    answer: { 200: ledgerAuditSchema },
  }),
  /** Books a deposit into a module's budget now, or schedules it when the value date lies ahead. */
  deposit: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/ledger/deposits',
    tag: 'admin',
    body: depositBodySchema,
    answer: { 201: depositResultSchema },
  }),
  /** Cancels a transfer; the answer is its reverse booking. */
  cancelTransfer: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/ledger/transfers/:uuid/cancellation',
    tag: 'admin',
    params: transferUuidParamSchema,
    body: cancellationBodySchema,
    answer: { 201: transferSchema },
  }),
  /** A module's budget: deposits, spending, what is left. */
  moduleBudget: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/ledger/modules/:slug/budget',
    tag: 'admin',
    params: slugParamSchema,
    answer: { 200: moduleBudgetSchema },
  }),
};

import { z } from 'zod';
import {
  deactivateDuplicateBodySchema,
  dismissDuplicateBodySchema,
  duplicateCandidatePageSchema,
  duplicateListQuerySchema,
  mergeDuplicatesBodySchema,
  mergeResultSchema,
} from '../schemas/duplicates';
import { defineEndpoint } from './define-endpoint';

/** Nutzer Duplikate (staff by the path): candidate pairs, dismiss, deactivate one, merge two. */
export const duplicatesAdminEndpoints = {
  /** Candidate pairs, highest score first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/duplicates',
    tag: 'admin',
    query: duplicateListQuerySchema,
    answer: { 200: duplicateCandidatePageSchema },
  }),
  /** The two accounts belong to two people. */
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/duplicates/dismissal',
    tag: 'admin',
    body: dismissDuplicateBodySchema,
    answer: { 204: z.null() },
  }),
  /** Switches one account off. */
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/duplicates/deactivation',
    tag: 'admin',
    body: deactivateDuplicateBodySchema,
    answer: { 204: z.null() },
  }),
  /** Everything of the source account moves to the target. */
  merge: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/duplicates/merge',
    tag: 'admin',
    body: mergeDuplicatesBodySchema,
    answer: { 200: mergeResultSchema },
  }),
};

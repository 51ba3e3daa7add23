import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserPatchBodySchema,
  createSubscriptionBodySchema,
  employeeVerificationBodySchema,
  permissionGrantsBodySchema,
  userSubscriptionParamsSchema,
} from '../schemas/admin-users';
import { idParamSchema } from '../schemas/common';
import { requiredIdempotencyHeadersSchema } from '../schemas/idempotency';
import { pointsCorrectionBodySchema, pointsCorrectionResultSchema } from '../schemas/points-corrections';
import { subscriptionSchema } from '../schemas/users';
import { defineEndpoint } from './define-endpoint';

/**
 * Staff user management under /v1/admin/users (staff by the path; some flags superuser only, the
 * service decides): the list, one user and the changes to it. The changes answer the new user
 * record, except the subscriptions (the new subscription, or nothing) and a points correction (its booking).
 */
export const adminUsersEndpoints = {
  /** Users by name, e-mail or number. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/users',
    tag: 'admin',
    query: adminUserListQuerySchema,
    answer: { 200: adminUserPageSchema },
  }),
  /** Profile, grants and the job group's default permissions. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/users/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminUserDetailSchema },
  }),
  /** Account flags (staff and superuser only by a superuser). */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/users/:id',
    tag: 'admin',
    params: idParamSchema,
    body: adminUserPatchBodySchema,
    answer: { 200: adminUserDetailSchema },
  }),
  /** Replaces all per-user grants and revocations. */
  replacePermissions: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/users/:id/permissions',
    tag: 'admin',
    params: idParamSchema,
    body: permissionGrantsBodySchema,
    answer: { 200: adminUserDetailSchema },
  }),
  /** Gives the user a subscription. */
  addSubscription: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/users/:id/subscriptions',
    tag: 'admin',
    params: idParamSchema,
    body: createSubscriptionBodySchema,
    answer: { 201: subscriptionSchema },
  }),
  /** Ends one of the user's subscriptions. */
  removeSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/users/:id/subscriptions/:subscriptionId',
    tag: 'admin',
    params: userSubscriptionParamsSchema,
    answer: { 204: z.null() },
  }),
  /** Staff confirm the employment directly. */
  verifyEmployee: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/users/:id/employee/verification',
    tag: 'admin',
    params: idParamSchema,
    body: employeeVerificationBodySchema,
    answer: { 200: adminUserDetailSchema },
  }),
  /** Staff confirm a job the user changed; Rx content opens again. */
  confirmJob: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/users/:id/job-confirmation',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminUserDetailSchema },
  }),
  /**
   * Credits (value > 0) or debits (value < 0) the member's premium points through the ledger, with
   * the reason in the member's history; at most once per `Idempotency-Key`; a debit never overdraws.
   */
  correctPoints: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/users/:id/points-corrections',
    tag: 'admin',
    params: idParamSchema,
    headers: requiredIdempotencyHeadersSchema,
    body: pointsCorrectionBodySchema,
    answer: { 201: pointsCorrectionResultSchema },
  }),
};

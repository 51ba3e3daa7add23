import { adminUserDetailSchema, adminUserListQuerySchema, adminUserPageSchema } from '../schemas/admin-users';
import { idParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/**
 * Staff user management under /v1/admin/users (staff by the path): the list and one user. The
 * changes (profile, permissions, subscriptions, verification) are not declared here yet.
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
};

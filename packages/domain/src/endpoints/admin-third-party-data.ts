import { moduleUuidParamSchema } from '../schemas/admin-modules';
import {
  moduleThirdPartySetBodySchema,
  moduleThirdPartySetSchema,
  thirdPartySetBodySchema,
  thirdPartySetListQuerySchema,
  thirdPartySetPageSchema,
  thirdPartySetParamSchema,
  thirdPartySetPatchSchema,
  thirdPartySetSchema,
} from '../schemas/third-party-data';
import { defineEndpoint } from './define-endpoint';

/**
 * Data-sharing sets (Datenweitergabe) for staff (staff by the path): the sets, their consents'
 * export as CSV, and the set a module asks its participants to share with.
 */
export const thirdPartyDataAdminEndpoints = {
  /** Sets, searched, a page at a time. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/third-party-data',
    tag: 'admin',
    query: thirdPartySetListQuerySchema,
    answer: { 200: thirdPartySetPageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/third-party-data',
    tag: 'admin',
    body: thirdPartySetBodySchema,
    answer: { 201: thirdPartySetSchema },
  }),
  /** One set with its modules and export log. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/third-party-data/:uuid',
    tag: 'admin',
    params: thirdPartySetParamSchema,
    answer: { 200: thirdPartySetSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/third-party-data/:uuid',
    tag: 'admin',
    params: thirdPartySetParamSchema,
    body: thirdPartySetPatchSchema,
    answer: { 200: thirdPartySetSchema },
  }),
  /** The set's consents as a CSV (a download, status 201); the export is logged. */
  export: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/third-party-data/:uuid/exports',
    tag: 'admin',
    params: thirdPartySetParamSchema,
  }),
  /** The set a module is attached to, if any. */
  moduleSet: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/modules/:uuid/third-party-data',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 200: moduleThirdPartySetSchema },
  }),
  /** Attaches a set to a module (its uuid) or detaches it (null). */
  setModuleSet: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/modules/:uuid/third-party-data',
    tag: 'admin',
    params: moduleUuidParamSchema,
    body: moduleThirdPartySetBodySchema,
    answer: { 200: moduleThirdPartySetSchema },
  }),
};

import { z } from 'zod';
import {
  adGroupOrderBodySchema,
  adminAdGroupSchema,
  adminModuleContentBodySchema,
  adminModuleCreateSchema,
  adminModuleListQuerySchema,
  adminModulePageSchema,
  adminModuleSchema,
  adminModuleUpdateSchema,
  budgetHistorySchema,
  moduleUuidParamSchema,
} from '../schemas/admin-modules';
import { idParamSchema } from '../schemas/common';
import { mediaFileSchema, mediaUploadQuerySchema } from '../schemas/media';
import { accreditationBodySchema, moduleAccreditationSchema } from '../schemas/training-points';
import { defineEndpoint } from './define-endpoint';

/**
 * The staff module editor (issue 12, staff by the path): overview, create, edit, content, SCORM
 * package, accreditation, budget history (the ledger's budget and deposits: admin-ledger.ts) and ad group 1.
 */
export const modulesAdminEndpoints = {
  /** The overview with its filters. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/modules',
    tag: 'admin',
    query: adminModuleListQuerySchema,
    answer: { 200: adminModulePageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/modules',
    tag: 'admin',
    body: adminModuleCreateSchema,
    answer: { 201: adminModuleSchema },
  }),
  /** Every field and the content document with its solutions. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/modules/:uuid',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 200: adminModuleSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/modules/:uuid',
    tag: 'admin',
    params: moduleUuidParamSchema,
    body: adminModuleUpdateSchema,
    answer: { 200: adminModuleSchema },
  }),
  /** A new content version (the route allows a 2 MB body). */
  replaceContent: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/modules/:uuid/content',
    tag: 'admin',
    params: moduleUuidParamSchema,
    body: adminModuleContentBodySchema,
    answer: { 200: adminModuleSchema },
  }),
  /** Uploads and unpacks a SCORM 1.2/2004 ZIP (multipart, field `file`). */
  uploadScormPackage: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/modules/:uuid/scorm-package',
    tag: 'admin',
    consumes: 'multipart/form-data',
    params: moduleUuidParamSchema,
    answer: { 200: adminModuleSchema },
  }),
  /** The module is played from its pages and quiz again. */
  removeScormPackage: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/modules/:uuid/scorm-package',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 200: adminModuleSchema },
  }),
  /** The module's accreditation by an Apothekerkammer, or null. */
  accreditation: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/modules/:uuid/accreditation',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 200: moduleAccreditationSchema },
  }),
  saveAccreditation: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/modules/:uuid/accreditation',
    tag: 'admin',
    params: moduleUuidParamSchema,
    body: accreditationBodySchema,
    answer: { 200: moduleAccreditationSchema },
  }),
  removeAccreditation: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/modules/:uuid/accreditation',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 204: z.null() },
  }),
  /** Deposits, scheduled deposits and cancellations of the module's budget. */
  budgetHistory: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/modules/:uuid/budget-history',
    tag: 'admin',
    params: moduleUuidParamSchema,
    answer: { 200: budgetHistorySchema },
  }),
  /** An ad group's modules in order, hidden ones included (group 1: "Empfehlungen der Redaktion"). */
  adGroup: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/ad-groups/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminAdGroupSchema },
  }),
  /** Replaces an ad group's choice and its order. */
  saveAdGroup: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/ad-groups/:id',
    tag: 'admin',
    params: idParamSchema,
    body: adGroupOrderBodySchema,
    answer: { 200: adminAdGroupSchema },
  }),
};

/** Staff uploads of media files (staff by the path). */
export const mediaAdminEndpoints = {
  /** One file (multipart, field `file`); the server checks type and size and answers its /media/ URL. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/media',
    tag: 'admin',
    consumes: 'multipart/form-data',
    query: mediaUploadQuerySchema,
    answer: { 201: mediaFileSchema },
  }),
};

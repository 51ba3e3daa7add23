import { z } from 'zod';
import {
  adminPopupListQuerySchema,
  adminPopupPageSchema,
  adminPopupSchema,
  closePopupBodySchema,
  createPopupBodySchema,
  currentPopupSchema,
  patchPopupBodySchema,
  popupInteractionBodySchema,
  popupReportSchema,
  popupUuidParamSchema,
} from '../schemas/popups';
import { defineEndpoint } from './define-endpoint';

/** Popups (spec §7): the member's current popup and its interactions; any signed-in user. */
export const popupsEndpoints = {
  /** The current popup or none. */
  current: defineEndpoint({
    method: 'GET',
    path: '/v1/popups',
    tag: 'engagement',
    answer: { 200: currentPopupSchema },
  }),
  /** A view (0) or a click (1) of a popup. */
  report: defineEndpoint({
    method: 'POST',
    path: '/v1/popups',
    tag: 'engagement',
    body: popupInteractionBodySchema,
    answer: { 204: z.null() },
  }),
  /**
   * The member closed (or clicked) this version of the popup: it stays hidden from them on every
   * device and after every sign-in, until staff change it (issue 36).
   */
  close: defineEndpoint({
    method: 'PUT',
    path: '/v1/popups/:uuid/closed',
    tag: 'engagement',
    params: popupUuidParamSchema,
    body: closePopupBodySchema,
    answer: { 204: z.null() },
  }),
};

/** Staff management of popups under /v1/admin/popups (staff by the path). */
export const popupsAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/popups',
    tag: 'admin',
    query: adminPopupListQuerySchema,
    answer: { 200: adminPopupPageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/popups',
    tag: 'admin',
    body: createPopupBodySchema,
    answer: { 201: adminPopupSchema },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/popups/:uuid',
    tag: 'admin',
    params: popupUuidParamSchema,
    answer: { 200: adminPopupSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/popups/:uuid',
    tag: 'admin',
    params: popupUuidParamSchema,
    body: patchPopupBodySchema,
    answer: { 200: adminPopupSchema },
  }),
  /** Views and clicks of a popup. */
  report: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/popups/:uuid/report',
    tag: 'admin',
    params: popupUuidParamSchema,
    answer: { 200: popupReportSchema },
  }),
};

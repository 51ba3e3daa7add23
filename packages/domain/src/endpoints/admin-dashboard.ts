import { z } from 'zod';
import { adminDashboardSchema } from '../schemas/admin-dashboard';
import { failedMailListQuerySchema, failedMailPageSchema } from '../schemas/admin-mails';
import { idParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/** The staff's start page (staff by the path): figures, work queues and the mails that failed. */
export const adminDashboardEndpoints = {
  /** Platform figures of the last 30 days and the open work queues. */
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/dashboard',
    tag: 'admin',
    answer: { 200: adminDashboardSchema },
  }),
  /** Mails whose delivery failed on every try, newest first. */
  failedMails: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/mails/failed',
    tag: 'admin',
    query: failedMailListQuerySchema,
    answer: { 200: failedMailPageSchema },
  }),
  /** "Send again" with a fresh set of retries. */
  sendMailAgain: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/mails/:id/delivery',
    tag: 'admin',
    params: idParamSchema,
    answer: { 202: z.null() },
  }),
};

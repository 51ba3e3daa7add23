import {
  newsletterConfirmParamsSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribeResponseSchema,
} from '../schemas/newsletter';
import { defineEndpoint } from './define-endpoint';

/** Newsletter sign-up: guests by double opt-in, signed-in users directly (spec §7). */
export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/v1/newsletter/subscribe',
    tag: 'newsletter',
    access: 'public',
    body: newsletterSubscribeBodySchema,
    answer: { 200: newsletterSubscribeResponseSchema, 202: newsletterSubscribeResponseSchema },
  }),
  /** The link in the confirmation mail; redirects to `/?newsletter=confirmed|invalid`. */
  confirm: defineEndpoint({
    method: 'GET',
    path: '/v1/newsletter/confirm/:token',
    tag: 'newsletter',
    access: 'public',
    params: newsletterConfirmParamsSchema,
  }),
};

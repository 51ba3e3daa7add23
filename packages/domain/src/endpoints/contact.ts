import { contactBodySchema, contactResponseSchema } from '../schemas/contact';
import { defineEndpoint } from './define-endpoint';

/** The public contact form (spec §7). */
export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/v1/contact',
    tag: 'contact',
    access: 'public',
    body: contactBodySchema,
    answer: { 201: contactResponseSchema },
  }),
};

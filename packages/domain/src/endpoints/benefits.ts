import {
  benefitPageSchema,
  benefitRequestPageSchema,
  benefitRequestSchema,
  createBenefitRequestBodySchema,
} from '../schemas/benefits';
import { idParamSchema, paginationQuerySchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

const access = { permission: 'can_request_benefits', premium: true } as const;

/** The benefits world (spec §2 /benefits: can_request_benefits and premium). */
export const benefitsEndpoints = {
  /** The benefits with the user's latest request per benefit. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/benefits',
    tag: 'rewards',
    access,
    query: paginationQuerySchema,
    answer: { 200: benefitPageSchema },
  }),
  /** A request for one benefit, with an optional message. */
  request: defineEndpoint({
    method: 'POST',
    path: '/v1/benefits/:id/requests',
    tag: 'rewards',
    access,
    params: idParamSchema,
    body: createBenefitRequestBodySchema,
    answer: { 201: benefitRequestSchema },
  }),
  /** The user's requests with their status and staff's answer. */
  myRequests: defineEndpoint({
    method: 'GET',
    path: '/v1/me/benefit-requests',
    tag: 'rewards',
    query: paginationQuerySchema,
    answer: { 200: benefitRequestPageSchema },
  }),
};

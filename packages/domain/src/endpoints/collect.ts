import { collectSchema } from '../schemas/collect';
import { defineEndpoint } from './define-endpoint';

/** The Collect page (spec §2 /collect): the ways to collect premium points open to the user now. */
export const collectEndpoints = {
  page: defineEndpoint({ method: 'GET', path: '/v1/me/collect', tag: 'rewards', answer: { 200: collectSchema } }),
};

import { idParamSchema, slugParamSchema } from '../schemas/common';
import {
  adGroupSchema,
  moduleDetailSchema,
  moduleListQuerySchema,
  modulePageSchema,
} from '../schemas/learning-modules';
import { defineEndpoint } from './define-endpoint';

/** The members' module catalogue (spec §2, §7): lists, one module and the editors' ad groups. */
export const learningModulesEndpoints = {
  /** The modules the user may see, filtered by type, ordered, one page (Discover's rows, "Module"). */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/modules',
    query: moduleListQuerySchema,
    answer: { 200: modulePageSchema },
  }),
  /** One module with what the player needs. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/modules/:slug',
    params: slugParamSchema,
    answer: { 200: moduleDetailSchema },
  }),
  /** An editors' group of modules in their order (group 1: the picks on Home, spec §7). */
  adGroup: defineEndpoint({
    method: 'GET',
    path: '/v1/ad-groups/:id',
    params: idParamSchema,
    answer: { 200: adGroupSchema },
  }),
};

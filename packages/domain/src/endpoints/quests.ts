import { questListSchema } from '../schemas/quests';
import { defineEndpoint } from './define-endpoint';

/** The running weekly challenges (spec §7); the first one is the banner. */
export const questsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/quests',
    tag: 'engagement',
    access: { permission: 'can_view_quests' },
    answer: { 200: questListSchema },
  }),
};

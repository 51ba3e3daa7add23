import { idParamSchema } from '../schemas/common';
import {
  adminCompetitionListQuerySchema,
  adminCompetitionPageSchema,
  adminCompetitionSchema,
  competitionAnalyticsSchema,
  competitionDrawSchema,
  createCompetitionBodySchema,
  drawWinnersBodySchema,
  moduleOptionsSchema,
  patchCompetitionBodySchema,
} from '../schemas/competitions';
import {
  adminQuestListQuerySchema,
  adminQuestPageSchema,
  adminQuestSchema,
  createQuestBodySchema,
  patchQuestBodySchema,
} from '../schemas/quests';
import { defineEndpoint } from './define-endpoint';

/** Staff management of competitions under /v1/admin/competitions (staff by the path). */
export const competitionsAdminEndpoints = {
  /** The modules competitions and weekly challenges may point to. */
  moduleOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/engagement/modules',
    tag: 'admin',
    answer: { 200: moduleOptionsSchema },
  }),
  /** Competitions by status, newest start first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/competitions',
    tag: 'admin',
    query: adminCompetitionListQuerySchema,
    answer: { 200: adminCompetitionPageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/competitions',
    tag: 'admin',
    body: createCompetitionBodySchema,
    answer: { 201: adminCompetitionSchema },
  }),
  /** One competition with its draw. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/competitions/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminCompetitionSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/competitions/:id',
    tag: 'admin',
    params: idParamSchema,
    body: patchCompetitionBodySchema,
    answer: { 200: adminCompetitionSchema },
  }),
  /** Participation figures of one competition. */
  analytics: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/competitions/:id/analytics',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: competitionAnalyticsSchema },
  }),
  /** Draws `count` winners of an ended competition. */
  draw: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/competitions/:id/draw',
    tag: 'admin',
    params: idParamSchema,
    body: drawWinnersBodySchema,
    answer: { 200: competitionDrawSchema },
  }),
  /** The participants as a CSV download. */
  participantsCsv: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/competitions/:id/participants.csv',
    tag: 'admin',
    params: idParamSchema,
  }),
};

/** Staff management of weekly challenges under /v1/admin/quests (staff by the path). */
export const questsAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/quests',
    tag: 'admin',
    query: adminQuestListQuerySchema,
    answer: { 200: adminQuestPageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/quests',
    tag: 'admin',
    body: createQuestBodySchema,
    answer: { 201: adminQuestSchema },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/quests/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminQuestSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/quests/:id',
    tag: 'admin',
    params: idParamSchema,
    body: patchQuestBodySchema,
    answer: { 200: adminQuestSchema },
  }),
};

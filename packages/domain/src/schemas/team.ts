import { z } from 'zod';
import { peopleCountSchema } from './business';
import { textSchema } from './common';

/** How long an owner's note to a recommendation may be. */
export const RECOMMENDATION_MESSAGE_MAX = 500;

export const TEAM_MESSAGES = {
  moduleRequired: 'Bitte wähle ein Modul aus.',
  messageTooLong: `Bitte schreibe höchstens ${RECOMMENDATION_MESSAGE_MAX} Zeichen.`,
} as const;

/** `POST /v1/team/recommendations`: the owner recommends a module to the team, with a short note. */
export const recommendationBodySchema = z.strictObject({
  moduleSlug: textSchema({ error: TEAM_MESSAGES.moduleRequired }).trim().min(1, TEAM_MESSAGES.moduleRequired).max(200),
  message: textSchema().trim().max(RECOMMENDATION_MESSAGE_MAX, TEAM_MESSAGES.messageTooLong).optional(),
});
export type RecommendationBody = z.infer<typeof recommendationBodySchema>;

const personSchema = z.object({ firstName: textSchema(), lastName: textSchema() });

/** A member's Fortbildungspunkte of the last three years towards 100 (rules/training-points). */
export const teamTrainingPointsSchema = z.object({
  goal: z.number().int(),
  points: z.number().int(),
  missing: z.number().int(),
  percent: z.number().int(),
  reached: z.boolean(),
  /** The next day on which counting points fall out of the three years, and how many. */
  nextExpiry: z.object({ date: textSchema(), points: z.number().int() }).nullable(),
});

/** A member of the owner's pharmacy who consented to TEAM_VISIBILITY. Never answers. */
export const teamMemberSchema = personSchema.extend({
  id: z.number().int(),
  job: textSchema().nullable(),
  modulesPassed: z.number().int(),
  certificates: z.number().int(),
  trainingPoints: teamTrainingPointsSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A recommendation of the pharmacy, with who of the consenting members passed the module. */
export const teamRecommendationSchema = z.object({
  moduleSlug: textSchema(),
  moduleName: textSchema(),
  message: textSchema().nullable(),
  recommendedBy: textSchema(),
  recommendedAt: textSchema(),
  passedBy: z.array(personSchema),
  /** Members without consent who passed it: a count, "< 5" under five (0 when none). */
  passedWithoutConsent: peopleCountSchema,
});
export type TeamRecommendation = z.infer<typeof teamRecommendationSchema>;

/**
 * `GET /v1/team`: the owner's pharmacy, its consenting members (those whose points need attention
 * first), how many did not consent (a count, "< 5" under five, 0 when none) and the recommendations.
 */
export const teamSchema = z.object({
  pharmacy: z.object({ id: z.number().int(), name: textSchema(), city: textSchema() }),
  members: z.array(teamMemberSchema),
  withoutConsent: peopleCountSchema,
  recommendations: z.array(teamRecommendationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** A recommendation the member's pharmacy owner made ("Empfohlen von …"). */
export const myRecommendationSchema = z.object({
  moduleSlug: textSchema(),
  moduleName: textSchema(),
  message: textSchema().nullable(),
  recommendedBy: textSchema(),
  recommendedAt: textSchema(),
});
export type MyRecommendation = z.infer<typeof myRecommendationSchema>;
export const myRecommendationsSchema = z.object({ results: z.array(myRecommendationSchema) });
export type MyRecommendations = z.infer<typeof myRecommendationsSchema>;

import { z } from 'zod';
import { COMPETITION_TYPE_VALUES, MAX_WINNERS_PER_DRAW } from '../constants/engagement';
import { ENGAGEMENT_ERRORS } from '../error-texts';
import { idSchema, pageSchema, paginationQuerySchema, textSchema } from './common';

const competitionTypeSchema = z.union(COMPETITION_TYPE_VALUES.map((v) => z.literal(v)));

/** The member's participation in a competition (spec §3, §4). */
export const participationSchema = z.object({
  progress: z.number().int(),
  createdAt: textSchema(),
  hasAcceptedTos: z.boolean(),
});
export type Participation = z.infer<typeof participationSchema>;

/** A competition as a member sees it in lists and tiles (spec §3). */
export const competitionSchema = z.object({
  id: z.number().int(),
  slug: textSchema().nullable(),
  name: textSchema(),
  bannerImage: textSchema().nullable(),
  thumbnailImage: textSchema().nullable(),
  isActive: z.boolean(),
  isSpecial: z.boolean(),
  startsAt: textSchema(),
  endsAt: textSchema(),
  competitionType: competitionTypeSchema,
  isOnlyForVerifiedUsers: z.boolean(),
  participation: participationSchema.nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

/**
 * A module of a module competition for the member: `isDone` when passed inside the competition's
 * period (what counts); `passedBeforeStart` when passed only before it started, which does not count.
 */
export const competitionModuleSchema = z.object({
  name: textSchema(),
  type: z.number().int(),
  key: textSchema(),
  isDone: z.boolean(),
  passedBeforeStart: z.boolean(),
});

/** `GET /v1/competitions/{id}`: the competition with its texts and, for type 1, its modules. */
export const competitionDetailSchema = competitionSchema.extend({
  description: textSchema(),
  termsOfService: textSchema(),
  privacyPolicy: textSchema(),
  modules: z.array(competitionModuleSchema),
});
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>;

/** `GET /v1/competitions?order_by=-visible_from&limit=` (spec §7): the running competitions. */
export const competitionListQuerySchema = z.object({
  order_by: z.enum(['-visible_from', 'visible_from']).default('-visible_from'),
  limit: paginationQuerySchema.shape.limit,
});
export const competitionListSchema = z.object({ results: z.array(competitionSchema) });

/** `GET /v1/competitions/banner?is_special=`: the newest running competition's banner, if any. */
export const competitionBannerQuerySchema = z.object({ is_special: z.enum(['true', 'false']).default('false') });
export const competitionBannerSchema = z.object({
  banner: z
    .object({
      id: z.number().int(),
      slug: textSchema().nullable(),
      bannerImage: textSchema().nullable(),
      thumbnailImage: textSchema().nullable(),
    })
    .nullable(),
});
export type CompetitionBanner = z.infer<typeof competitionBannerSchema>;

/** `{id}` in a competition address: digits or a slug such as 'premium'. */
export const competitionKeyParamSchema = z.object({
  id: textSchema().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Unbekanntes Gewinnspiel.'),
});

/** `POST /v1/competitions/{id}/participation`: the conditions must be accepted. */
export const joinCompetitionBodySchema = z.object({
  hasAcceptedTos: z.literal(true, { error: 'Bitte akzeptiere die Teilnahmebedingungen.' }),
});

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

const dateTimeSchema = z.iso.datetime({ offset: true });
const imagePathSchema = textSchema().trim().max(500).nullable();

const competitionFields = {
  name: textSchema().trim().min(1).max(200),
  slug: textSchema()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,63}$/, 'Nur Kleinbuchstaben, Ziffern und -.')
    .nullable(),
  description: textSchema().max(10_000),
  termsOfService: textSchema().max(10_000),
  privacyPolicy: textSchema().max(10_000),
  bannerImage: imagePathSchema,
  thumbnailImage: imagePathSchema,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  isActive: z.boolean(),
  isSpecial: z.boolean(),
  isOnlyForVerifiedUsers: z.boolean(),
  isOnlyForPremiumUsers: z.boolean(),
  moduleIds: z.array(idSchema).max(100),
};

const periodInOrder = (b: { startsAt?: string; endsAt?: string }) =>
  !b.startsAt || !b.endsAt || new Date(b.startsAt) < new Date(b.endsAt);
const periodMessage = { message: 'Das Ende muss nach dem Beginn liegen.', path: ['endsAt'] };

/** The texts a member confirms with the box before joining, each with what staff are told when it is missing. */
const CONFIRMED_TEXTS = [
  { field: 'termsOfService', message: ENGAGEMENT_ERRORS.termsRequired },
  { field: 'privacyPolicy', message: ENGAGEMENT_ERRORS.privacyRequired },
] as const;

/**
 * The texts an active competition lacks (members can join it, so they must be able to read what
 * they accept): create's schema, the edit form and the patch's check of the saved result (issue 36).
 */
export function missingConfirmedTexts(c: {
  isActive: boolean;
  termsOfService: string;
  privacyPolicy: string;
}): { field: 'termsOfService' | 'privacyPolicy'; message: string }[] {
  if (!c.isActive) return [];
  return CONFIRMED_TEXTS.filter(({ field }) => c[field].trim() === '');
}

export const createCompetitionBodySchema = z
  .object({
    ...competitionFields,
    competitionType: competitionTypeSchema,
    slug: competitionFields.slug.default(null),
    description: competitionFields.description.default(''),
    termsOfService: competitionFields.termsOfService.default(''),
    privacyPolicy: competitionFields.privacyPolicy.default(''),
    bannerImage: imagePathSchema.default(null),
    thumbnailImage: imagePathSchema.default(null),
    isActive: z.boolean().default(true),
    isSpecial: z.boolean().default(false),
    isOnlyForVerifiedUsers: z.boolean().default(false),
    isOnlyForPremiumUsers: z.boolean().default(false),
    moduleIds: competitionFields.moduleIds.default([]),
  })
  .refine(periodInOrder, periodMessage)
  .refine((b) => b.competitionType !== 1 || b.moduleIds.length > 0, {
    message: 'Ein Modul-Gewinnspiel braucht mindestens ein Modul.',
    path: ['moduleIds'],
  })
  .superRefine((b, ctx) => {
    for (const { field, message } of missingConfirmedTexts(b)) ctx.addIssue({ code: 'custom', message, path: [field] });
  });
export type CreateCompetitionBody = z.infer<typeof createCompetitionBodySchema>;

export const patchCompetitionBodySchema = z.object(competitionFields).partial().refine(periodInOrder, periodMessage);
export type PatchCompetitionBody = z.infer<typeof patchCompetitionBodySchema>;

export const competitionStatusSchema = z.enum(['running', 'upcoming', 'ended']);
export const adminCompetitionListQuerySchema = paginationQuerySchema.extend({
  status: competitionStatusSchema.optional(),
});

export const competitionDrawSchema = z.object({
  seed: textSchema(),
  winnerCount: z.number().int(),
  eligibleCount: z.number().int(),
  drawnAt: textSchema(),
  winners: z.array(
    z.object({
      rank: z.number().int(),
      userId: z.number().int(),
      firstName: textSchema(),
      lastName: textSchema(),
      email: textSchema(),
    }),
  ),
});
export type CompetitionDraw = z.infer<typeof competitionDrawSchema>;

export const adminCompetitionSchema = z.object({
  id: z.number().int(),
  slug: textSchema().nullable(),
  name: textSchema(),
  competitionType: competitionTypeSchema,
  description: textSchema(),
  termsOfService: textSchema(),
  privacyPolicy: textSchema(),
  bannerImage: textSchema().nullable(),
  thumbnailImage: textSchema().nullable(),
  startsAt: textSchema(),
  endsAt: textSchema(),
  isActive: z.boolean(),
  isSpecial: z.boolean(),
  isOnlyForVerifiedUsers: z.boolean(),
  isOnlyForPremiumUsers: z.boolean(),
  status: competitionStatusSchema,
  modules: z.array(z.object({ id: z.number().int(), name: textSchema(), slug: textSchema() })),
  participants: z.number().int(),
  createdAt: textSchema(),
  draw: competitionDrawSchema.nullable(),
});
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;
export const adminCompetitionPageSchema = pageSchema(adminCompetitionSchema.omit({ draw: true }));

export const drawWinnersBodySchema = z.object({ count: z.number().int().min(1).max(MAX_WINNERS_PER_DRAW) });

/** One bar of a chart: its label and how many. */
export const countRowSchema = z.object({ label: textSchema(), count: z.number().int() });

/** `GET /v1/admin/competitions/{id}/analytics`. */
export const competitionAnalyticsSchema = z.object({
  participants: z.number().int(),
  completed: z.number().int(),
  participantsOverTime: z.array(countRowSchema),
  progressDistribution: z.array(countRowSchema),
  moduleCompletion: z.array(z.object({ moduleId: z.number().int(), name: textSchema(), passed: z.number().int() })),
  perJob: z.array(countRowSchema),
  perRegion: z.array(countRowSchema),
});
export type CompetitionAnalytics = z.infer<typeof competitionAnalyticsSchema>;

/** `GET /v1/admin/engagement/modules`: module choices for competition and quest forms. */
export const moduleOptionsSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), name: textSchema(), slug: textSchema() })),
});

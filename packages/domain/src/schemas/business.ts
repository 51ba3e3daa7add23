import { z } from 'zod';
import { isCalendarDay, MAX_PERIOD_DAYS, periodLength } from '../rules/dashboard-period';
import { idSchema, idStringSchema, isoDateSchema, pageSchema, paginationQuerySchema, textSchema } from './common';
import { moduleTypeSchema } from './learning-modules';
import { moduleBudgetSchema } from './ledger';

/** Cells about fewer people than this are shown as "< 5", never as a number (data protection). */
export const SMALL_CELL_LIMIT = 5;
export const SMALL_CELL = '< 5';

/** A count of people, or "< 5" when fewer than five. */
export const peopleCountSchema = z.union([z.number().int(), z.literal(SMALL_CELL)]);
export type PeopleCount = z.infer<typeof peopleCountSchema>;

export function maskSmall(count: number): PeopleCount {
  return count < SMALL_CELL_LIMIT ? SMALL_CELL : count;
}

/** Product list item (spec §3). */
export const businessProductItemSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  slug: textSchema(),
  isActive: z.boolean(),
  thumbnail: textSchema().nullable(),
  isRxProduct: z.boolean(),
});
/** The product list: a page of products in German name order (DESIGN §3), optionally of those whose name contains `search`. */
export const businessProductListSchema = pageSchema(businessProductItemSchema);
export type BusinessProductItem = z.infer<typeof businessProductItemSchema>;
export type BusinessProductList = z.infer<typeof businessProductListSchema>;
export const businessProductListQuerySchema = paginationQuerySchema.extend({
  search: textSchema().trim().max(100).optional(),
});
export type BusinessProductListQuery = z.output<typeof businessProductListQuerySchema>;

/** When a module's budget runs out at the rate of the last 28 days (issue 37 §5, rules/budget-forecast). */
export const budgetForecastSchema = z.object({
  contactsPerDay: z.number(),
  daysLeft: z.number().int().nullable(),
  runsOutOn: textSchema().nullable(),
  isLow: z.boolean(),
});

/** A manufacturer module on the product page: the budget figures of spec §3 and §4, and the forecast (null: unlimited). */
export const manufacturerModuleSchema = moduleBudgetSchema.extend({
  manufacturer: textSchema(),
  product: textSchema().nullable(),
  forecast: budgetForecastSchema.nullable(),
});
export type ManufacturerModule = z.infer<typeof manufacturerModuleSchema>;

export const BUDGET_EVENT_KINDS = ['DEPOSIT', 'SCHEDDEP', 'SCHEDULED', 'REWARDS', 'MONTHLY_REWARDS'] as const;
/**
 * One point of the budget history: a deposit, an executed or pending scheduled deposit, a day's
 * rewards, or (before the last year) a calendar month's rewards dated the month's first day.
 */
export const budgetEventSchema = z.object({
  date: textSchema(),
  moduleSlug: textSchema(),
  kind: z.enum(BUDGET_EVENT_KINDS),
  value: z.number().int(),
});
export type BudgetEvent = z.infer<typeof budgetEventSchema>;

/** Manager's dashboard of a product (spec §3 product page + manager's dashboard). */
export const businessProductPageSchema = businessProductItemSchema.extend({
  banner: textSchema().nullable(),
  manufacturerModules: z.array(manufacturerModuleSchema),
  budgetHistory: z.array(budgetEventSchema),
});
export type BusinessProductPage = z.infer<typeof businessProductPageSchema>;

const reachReportSchema = z.object({
  count: z.number().int(),
  completedCount: z.number().int(),
  hasCostQuotaCount: z.number().int(),
});

/** Manufacturer statistics module (spec §3). */
export const moduleStatisticsSchema = z.object({
  slug: textSchema(),
  name: textSchema(),
  type: moduleTypeSchema,
  createdAt: textSchema(),
  product: textSchema().nullable(),
  visibleFrom: textSchema(),
  visibleTo: textSchema().nullable(),
  isVerifiedOnly: z.boolean(),
  balance: z.number().int(),
  rewardsGiven: z.number().int(),
  youtubeViews: z.number().int().nullable(),
  thumbnail: textSchema().nullable(),
  pharmaciesReachedReport: z.object({ count: z.number().int(), completedCount: z.number().int() }),
  combinedContactsReachedReport: z.object({
    attemptsReport: reachReportSchema,
    distinctUserReport: reachReportSchema,
  }),
  reportUpdatedAt: textSchema().nullable(),
  lastCalcDuration: z.number().int(),
});
export type ModuleStatistics = z.infer<typeof moduleStatisticsSchema>;

/** Usage statistics module (spec §3): per day, and the games solved. */
export const moduleUsageSchema = z.object({
  usageReport: z.array(
    z.object({
      date: textSchema(),
      attempts: z.number().int(),
      completed: z.number().int(),
      newUsers: z.number().int(),
    }),
  ),
  quotaDeductionReport: z.array(z.object({ date: textSchema(), contacts: z.number().int(), value: z.number().int() })),
  gamesSolvedCorrectly: z.number().int(),
  gamesSolvedIncorrectly: z.number().int(),
  reportUpdatedAt: textSchema().nullable(),
  lastCalcDuration: z.number().int(),
});
export type ModuleUsage = z.infer<typeof moduleUsageSchema>;

export const PERIOD_MESSAGES = {
  badDay: 'Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.',
  bothEnds: 'Bitte gib Anfang und Ende des Zeitraums an.',
  reversed: 'Der Anfang des Zeitraums liegt nach seinem Ende.',
  tooLong: `Der Zeitraum darf höchstens ${MAX_PERIOD_DAYS} Tage umfassen.`,
} as const;

const periodDaySchema = isoDateSchema.refine(isCalendarDay, PERIOD_MESSAGES.badDay).optional();

/**
 * The dashboards' period (issue 37 §5): `from` and `to` (yyyy-MM-dd, Europe/Berlin days, both
 * included) together, at most 366 days; without them the module's whole runtime.
 */
function withPeriod<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, from: periodDaySchema, to: periodDaySchema }).superRefine((query, ctx) => {
    const { from, to } = query as { from?: string; to?: string };
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined) {
      ctx.addIssue({ code: 'custom', path: [from === undefined ? 'from' : 'to'], message: PERIOD_MESSAGES.bothEnds });
      return;
    }
    const days = periodLength(from, to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: PERIOD_MESSAGES.reversed });
    else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.tooLong });
  });
}

/** `?from=&to=` of the statistics and usage calls. */
export const periodQuerySchema = withPeriod({});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
/** A checked period, or null for the whole runtime. */
export type DashboardPeriod = { from: string; to: string } | null;

export const ANALYTIC_VARIANTS = ['all', 'jobs', 'postcodes', 'certificates', 'completions'] as const;
export type AnalyticVariant = (typeof ANALYTIC_VARIANTS)[number];
export const analyticsQuerySchema = withPeriod({ variant: z.enum(ANALYTIC_VARIANTS).default('all') });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const completionStatisticSchema = z.object({
  /** The question's identifier in the module content. */
  und: textSchema(),
  question: textSchema(),
  firstAnswerDate: textSchema(),
  lastAnswerDate: textSchema(),
  answersTotal: z.number().int(),
  correct: z.number().int(),
  answers: z.array(
    z.object({ optionId: textSchema(), text: textSchema(), correct: z.boolean(), count: z.number().int() }),
  ),
});
export type CompletionStatistic = z.infer<typeof completionStatisticSchema>;

/** Analytics module (spec §3) with the reports of the asked variant ("all": every report). */
export const moduleAnalyticsSchema = z.object({
  createdAt: textSchema(),
  analyticVariant: z.enum(ANALYTIC_VARIANTS),
  reportUpdatedAt: textSchema().nullable(),
  lastCalcDuration: z.number().int(),
  reachedJobsReport: z.array(z.object({ job: textSchema(), users: peopleCountSchema })).optional(),
  reachedUsersPerZipReport: z.array(z.object({ zip: textSchema(), users: peopleCountSchema })).optional(),
  reachedPharmaciesPerZipReport: z
    .array(z.object({ zip: textSchema(), pharmacies: peopleCountSchema, users: peopleCountSchema }))
    .optional(),
  certificatesReport: z
    .object({
      total: z.number().int(),
      perDay: z.array(z.object({ date: textSchema(), certificates: z.number().int() })),
    })
    .optional(),
  completionStatisticsReport: z
    .object({
      perDay: z.array(z.object({ date: textSchema(), attempts: z.number().int(), completed: z.number().int() })),
      questions: z.array(completionStatisticSchema),
    })
    .optional(),
});
export type ModuleAnalytics = z.infer<typeof moduleAnalyticsSchema>;

/** Ratings of a module for the manufacturer (feature 13). */
export const moduleRatingsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  comments: z.array(z.object({ stars: z.number().int(), comment: textSchema(), updatedAt: textSchema() })),
});
export type ModuleRatings = z.infer<typeof moduleRatingsSchema>;

/** The demo dashboard: a synthetic module, marked as demo, never real figures. */
export const demoDashboardSchema = z.object({
  isDemo: z.literal(true),
  notice: textSchema(),
  statistics: moduleStatisticsSchema,
  usage: moduleUsageSchema,
  analytics: moduleAnalyticsSchema,
  ratings: moduleRatingsSchema,
});
export type DemoDashboard = z.infer<typeof demoDashboardSchema>;

/** `PUT /v1/modules/{slug}/rating`. */
export const ratingBodySchema = z.object({
  stars: z.number().int().min(1, 'Bitte vergib 1 bis 5 Sterne.').max(5, 'Bitte vergib 1 bis 5 Sterne.'),
  comment: textSchema().trim().max(1000).nullish(),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;
export const myRatingSchema = z.object({
  canRate: z.boolean(),
  rating: z.object({ stars: z.number().int(), comment: textSchema().nullable(), updatedAt: textSchema() }).nullable(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

const trainingPharmacySchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  zip: textSchema(),
  city: textSchema(),
});

/** Field service: the manufacturer's modules and how the assigned pharmacies completed them. */
export const trainingModulesSchema = z.object({
  pharmacies: z.array(trainingPharmacySchema.extend({ employees: z.number().int() })),
  modules: z.array(
    z.object({
      slug: textSchema(),
      name: textSchema(),
      completedTotal: z.number().int(),
      /** Completions per pharmacy, "< 5" under five (they may be of members shown only as a count). */
      perPharmacy: z.array(z.object({ pharmacyId: z.number().int(), completed: peopleCountSchema })),
    }),
  ),
  perMonth: z.array(z.object({ month: textSchema(), completed: z.number().int() })),
});
export type TrainingModules = z.infer<typeof trainingModulesSchema>;

/** A member of an assigned pharmacy who lets their team see them, with what they passed. */
export const trainingEmployeeSchema = z.object({
  firstName: textSchema(),
  lastName: textSchema(),
  job: textSchema().nullable(),
  pharmacy: trainingPharmacySchema,
  passed: z.array(z.object({ moduleSlug: textSchema(), passedAt: textSchema() })),
});
export type TrainingEmployee = z.infer<typeof trainingEmployeeSchema>;

/**
 * Field service: the employees of the assigned pharmacies who let their team see them
 * (TEAM_VISIBILITY, issue 37 §3), a page of them by name with what each passed (`results`, by
 * last name); the others only as a count per pharmacy ("< 5" under five). A rep's pharmacies hold
 * a thousand people and more, so the named list is paged (issue 38) and can be searched.
 */
export const trainingEmployeesSchema = pageSchema(trainingEmployeeSchema).extend({
  modules: z.array(z.object({ slug: textSchema(), name: textSchema() })),
  withoutConsent: z.array(z.object({ pharmacy: trainingPharmacySchema, members: peopleCountSchema })),
});
export type TrainingEmployees = z.infer<typeof trainingEmployeesSchema>;

/** The training pages: staff choose whose view they see (`user_id`, a field-service user); others see their own. */
export const trainingViewQuerySchema = z.object({ user_id: idStringSchema.optional() });
export type TrainingViewQuery = z.infer<typeof trainingViewQuerySchema>;

/**
 * The employees page: trainingViewQuerySchema with a page (`limit`, `offset`) and `search`, which
 * matches word starts of the name, the pharmacy's name, its city or postcode.
 */
export const trainingEmployeesQuerySchema = trainingViewQuerySchema.extend({
  ...paginationQuerySchema.shape,
  search: textSchema().trim().max(100).optional(),
});
export type TrainingEmployeesQuery = z.output<typeof trainingEmployeesQuerySchema>;

/** Staff: the users with the field-service feature (CFR), whose training view staff may open. */
export const fieldServiceUsersSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      firstName: textSchema(),
      lastName: textSchema(),
      email: textSchema(),
      manufacturer: z.object({ id: z.number().int(), name: textSchema() }).nullable(),
      pharmacies: z.number().int(),
    }),
  ),
});
export type FieldServiceUsers = z.infer<typeof fieldServiceUsersSchema>;

/** Staff: the pharmacies assigned to a field-service employee. */
export const fieldServicePharmaciesSchema = z.object({ pharmacies: z.array(trainingPharmacySchema) });
export type FieldServicePharmacies = z.infer<typeof fieldServicePharmaciesSchema>;
export const fieldServicePharmaciesBodySchema = z.object({ organisationIds: z.array(idSchema).max(500) });

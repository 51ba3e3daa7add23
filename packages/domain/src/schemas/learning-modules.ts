import { z } from 'zod';
import { MODULE_TYPE_VALUES, type ModuleType } from '../constants/modules';
import { pageSchema, paginationQuerySchema } from './common';

export const moduleTypeSchema = z.literal(MODULE_TYPE_VALUES);

/** `true`/`false` (also 1/0) in a query string. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const MODULE_ORDERINGS = ['-visible_from', 'visible_from', 'name', '-name'] as const;
export type ModuleOrdering = (typeof MODULE_ORDERINGS)[number];

/** `type=2,3` → [2, 3]; every entry must be a known module type. */
export const moduleTypeListSchema = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/, 'Modultypen als Komma-Liste erwartet, z. B. 2,3')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.number().refine((t) => MODULE_TYPE_VALUES.includes(t as ModuleType), 'Unbekannter Modultyp')));

/** Query of `GET /v1/modules` (spec §7). */
export const moduleListQuerySchema = paginationQuerySchema.extend({
  type: moduleTypeListSchema.optional(),
  order_by: z.enum(MODULE_ORDERINGS).optional(),
  latest: queryFlagSchema,
  ignore_exhausted: queryFlagSchema,
});
export type ModuleListQuery = z.infer<typeof moduleListQuerySchema>;

export const moduleProductRefSchema = z.object({
  slug: z.string(),
  isActive: z.boolean(),
  isRxProduct: z.boolean(),
});

/** The module of spec §3 as a user sees it in lists and tiles. */
export const moduleForUserSchema = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  type: moduleTypeSchema,
  isVisible: z.boolean(),
  isNew: z.boolean(),
  completed: z.boolean(),
  /** No reward for this module inside its reward period yet. */
  creditable: z.boolean(),
  isExhausted: z.boolean(),
  visibleFrom: z.string(),
  visibleTo: z.string().nullable(),
  knowledgeValue: z.number().int(),
  longName: z.string(),
  product: moduleProductRefSchema.nullable(),
  thumbnail: z.string().nullable(),
  /** The module pays premium points (premiumValue > 0). */
  premium: z.boolean(),
  premiumValue: z.number().int(),
});
export type ModuleForUser = z.infer<typeof moduleForUserSchema>;

export const thirdPartyModalDataSchema = z.object({ title: z.string(), text: z.string(), partner: z.string() });

/** `GET /v1/modules/{slug}`: the list shape plus the detail and content-module fields of spec §3. */
export const moduleDetailSchema = moduleForUserSchema.extend({
  coverImageSrc: z.string().nullable(),
  footNote: z.string().nullable(),
  legalInfo: z.string().nullable(),
  contentUrl: z.string().nullable(),
  sourcesPdf: z.string().nullable(),
  thirdPartyModalData: thirdPartyModalDataSchema.nullable(),
  surveyUrl: z.string().nullable(),
  manufacturer: z.object({ slug: z.string(), name: z.string() }).nullable(),
  isVerifiedOnly: z.boolean(),
  hasCertificate: z.boolean(),
  questionCount: z.number().int(),
  passMarkPercent: z.number().int(),
  /** Repeat period in days; null means the module pays once. */
  repeatPeriodDays: z.number().int().nullable(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

export const modulePageSchema = pageSchema(moduleForUserSchema);

/** `GET /v1/ad-groups/{id}`: the editors' picks shown on Discover. */
export const adGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modules: z.array(moduleForUserSchema),
});
export type AdGroup = z.infer<typeof adGroupSchema>;

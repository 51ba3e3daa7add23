import { z } from 'zod';
import { MODULE_TYPE_VALUES, type ModuleType } from '../constants/modules';
import { pageSchema, paginationQuerySchema, textSchema } from './common';
import { playerScormPackageSchema } from './scorm';

export const moduleTypeSchema = z.literal(MODULE_TYPE_VALUES);

/** `true`/`false` (also 1/0) in a query string. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const MODULE_ORDERINGS = ['-visible_from', 'visible_from', 'name', '-name'] as const;
export type ModuleOrdering = (typeof MODULE_ORDERINGS)[number];

/** `type=2,3` → [2, 3]; every entry must be a known module type. */
export const moduleTypeListSchema = textSchema()
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
  slug: textSchema(),
  isActive: z.boolean(),
  isRxProduct: z.boolean(),
});

/** The module of spec §3 as a user sees it in lists and tiles. */
export const moduleForUserSchema = z.object({
  uuid: textSchema(),
  slug: textSchema(),
  name: textSchema(),
  shortDescription: textSchema(),
  type: moduleTypeSchema,
  isVisible: z.boolean(),
  isNew: z.boolean(),
  completed: z.boolean(),
  /** No reward for this module inside its reward period yet. */
  creditable: z.boolean(),
  isExhausted: z.boolean(),
  visibleFrom: textSchema(),
  visibleTo: textSchema().nullable(),
  knowledgeValue: z.number().int(),
  longName: textSchema(),
  product: moduleProductRefSchema.nullable(),
  thumbnail: textSchema().nullable(),
  /** The module pays premium points (premiumValue > 0). */
  premium: z.boolean(),
  premiumValue: z.number().int(),
});
export type ModuleForUser = z.infer<typeof moduleForUserSchema>;

export const thirdPartyModalDataSchema = z.object({ title: textSchema(), text: textSchema(), partner: textSchema() });

/** `GET /v1/modules/{slug}`: the list shape plus the detail and content-module fields of spec §3. */
export const moduleDetailSchema = moduleForUserSchema.extend({
  coverImageSrc: textSchema().nullable(),
  footNote: textSchema().nullable(),
  legalInfo: textSchema().nullable(),
  contentUrl: textSchema().nullable(),
  sourcesPdf: textSchema().nullable(),
  thirdPartyModalData: thirdPartyModalDataSchema.nullable(),
  surveyUrl: textSchema().nullable(),
  manufacturer: z.object({ slug: textSchema(), name: textSchema() }).nullable(),
  isVerifiedOnly: z.boolean(),
  hasCertificate: z.boolean(),
  questionCount: z.number().int(),
  passMarkPercent: z.number().int(),
  /** Repeat period in days; null means the module pays once. */
  repeatPeriodDays: z.number().int().nullable(),
  /** A SCORM package played instead of pages and quiz (its launch file and version); null for other modules. */
  scormPackage: playerScormPackageSchema.nullable(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

export const modulePageSchema = pageSchema(moduleForUserSchema);

/** `GET /v1/ad-groups/{id}`: the editors' picks shown on Discover. */
export const adGroupSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  modules: z.array(moduleForUserSchema),
});
export type AdGroup = z.infer<typeof adGroupSchema>;

import { z } from 'zod';
import { PLAY_REQUIREMENTS } from '../rules/module-playable';
import { sanitizeSafeMarkup, toPlainText } from '../rules/safe-markup';
import {
  idSchema,
  idStringSchema,
  pageSchema,
  paginationQuerySchema,
  partialWithoutDefaults,
  textSchema,
} from './common';
import { moduleTypeListSchema, moduleTypeSchema, queryFlagSchema, thirdPartyModalDataSchema } from './learning-modules';
import { transactionTypeSchema } from './ledger';
import { type ModuleContent, moduleContentSchema } from './module-content';
import { scormPackageSchema } from './scorm';

export const ADMIN_MODULE_MESSAGES = {
  mediaPath: 'Bitte lade die Datei hoch; erlaubt sind nur Dateien unter /media/.',
  httpsUrl: 'Bitte gib eine Adresse beginnend mit https:// an.',
  visibleTo: 'Das Ende der Sichtbarkeit muss nach dem Beginn liegen.',
  slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche.',
  slugTaken: 'Diese Kurzadresse ist schon vergeben.',
  duplicateIds: 'Jede Frage und jede Antwort braucht eine eigene ID.',
  notFound: 'Dieses Modul wurde nicht gefunden.',
  unknownProduct: 'Dieses Produkt gibt es nicht.',
  unknownManufacturer: 'Diesen Hersteller gibt es nicht.',
  manufacturerOfProduct: 'Der Hersteller des Moduls muss der Hersteller des gewählten Produkts sein.',
  unknownModules: 'Mindestens eines der gewählten Module gibt es nicht.',
  plainTextEmpty: 'Seitentitel, Fragen, Antworten und Erklärungen brauchen Text (ohne HTML).',
} as const;

/** A file uploaded through POST /v1/admin/media (or seeded): a path under /media/, never a foreign host. */
export const mediaPathSchema = textSchema()
  .trim()
  .max(500)
  .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9/._-]+$/, ADMIN_MODULE_MESSAGES.mediaPath);

export const httpsUrlSchema = textSchema()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, ADMIN_MODULE_MESSAGES.httpsUrl);

export const slugSchema = textSchema()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, ADMIN_MODULE_MESSAGES.slug);

const optionalText = (max: number) => textSchema().trim().max(max).nullable();

/** Every field of spec §3 that staff set on a module (the content document has its own call). */
export const adminModuleFieldsSchema = z.object({
  type: moduleTypeSchema,
  name: textSchema().trim().min(1).max(200),
  longName: textSchema().trim().max(300).default(''),
  shortDescription: textSchema().trim().max(1000).default(''),
  /** Omitted on create: derived from the name. */
  slug: slugSchema.optional(),
  productId: idSchema.nullable().default(null),
  manufacturerId: idSchema.nullable().default(null),
  thumbnail: mediaPathSchema.nullable().default(null),
  coverImage: mediaPathSchema.nullable().default(null),
  isVisible: z.boolean().default(false),
  isVerifiedOnly: z.boolean().default(false),
  visibleFrom: z.iso.datetime({ offset: true }).optional(),
  visibleTo: z.iso.datetime({ offset: true }).nullable().default(null),
  knowledgeValue: z.number().int().min(0).max(100_000).default(0),
  /** null: the cost per contact of the type (DESIGN §5). */
  premiumValue: z.number().int().min(0).max(100_000).nullable().default(null),
  repeatPeriodDays: z.number().int().min(1).max(3650).nullable().default(null),
  minSeconds: z.number().int().min(0).max(86_400).nullable().default(null),
  footNote: optionalText(2000).default(null),
  legalInfo: optionalText(5000).default(null),
  sourcesPdf: mediaPathSchema.nullable().default(null),
  surveyUrl: httpsUrlSchema.nullable().default(null),
  contentUrl: httpsUrlSchema.nullable().default(null),
  thirdPartyModalData: thirdPartyModalDataSchema.nullable().default(null),
  hasCertificate: z.boolean().default(false),
});

const visibleWindow = (v: { visibleFrom?: string; visibleTo?: string | null }) =>
  !v.visibleFrom || !v.visibleTo || new Date(v.visibleTo) > new Date(v.visibleFrom);

export const adminModuleCreateSchema = adminModuleFieldsSchema.refine(visibleWindow, {
  message: ADMIN_MODULE_MESSAGES.visibleTo,
  path: ['visibleTo'],
});
export type AdminModuleCreate = z.infer<typeof adminModuleCreateSchema>;

/** PATCH: any subset of the fields; the defaults of create do not apply (an omitted field stays). */
export const adminModuleUpdateSchema = partialWithoutDefaults(adminModuleFieldsSchema.shape).refine(visibleWindow, {
  message: ADMIN_MODULE_MESSAGES.visibleTo,
  path: ['visibleTo'],
});
export type AdminModuleUpdate = z.infer<typeof adminModuleUpdateSchema>;

/**
 * The content document as staff send it: the learner's schema, plus rich text normalised to the
 * safe markup, page titles and quiz texts stored as plain text (the player shows them as text, so
 * markup would appear verbatim), files only from /media/, and unique question and option ids.
 */
export const adminModuleContentSchema = moduleContentSchema
  .transform(
    (content): ModuleContent => ({
      ...content,
      pages: content.pages.map((page) => {
        const title = toPlainText(page.title);
        return page.kind === 'text' ? { ...page, title, body: sanitizeSafeMarkup(page.body) } : { ...page, title };
      }),
      questions: content.questions.map((q) => ({
        ...q,
        text: toPlainText(q.text),
        explanation: toPlainText(q.explanation),
        options: q.options.map((o) => ({ ...o, text: toPlainText(o.text) })),
      })),
    }),
  )
  .refine((c) => c.pages.every((p) => p.kind !== 'text' || p.body.length > 0), {
    message: 'Eine Textseite braucht Text.',
  })
  .refine(
    (c) =>
      c.pages.every((p) => p.title !== '') &&
      c.questions.every((q) => q.text !== '' && q.explanation !== '' && q.options.every((o) => o.text !== '')),
    { message: ADMIN_MODULE_MESSAGES.plainTextEmpty },
  )
  .refine(
    (c) =>
      c.pages.every((p) => {
        const paths =
          p.kind === 'image' ? [p.src] : p.kind === 'video' ? [p.src, p.poster] : p.kind === 'download' ? [p.href] : [];
        return paths.every((path) => path === undefined || mediaPathSchema.safeParse(path).success);
      }),
    { message: ADMIN_MODULE_MESSAGES.mediaPath },
  )
  .refine(
    (c) => {
      const ids = c.questions.map((q) => q.id);
      return (
        new Set(ids).size === ids.length &&
        c.questions.every((q) => new Set(q.options.map((o) => o.id)).size === q.options.length)
      );
    },
    { message: ADMIN_MODULE_MESSAGES.duplicateIds },
  );

export const adminModuleContentBodySchema = z.object({ content: adminModuleContentSchema });
export type AdminModuleContentBody = z.infer<typeof adminModuleContentBodySchema>;

export const ADMIN_MODULE_VISIBILITY = ['visible', 'hidden', 'scheduled', 'expired'] as const;

/** `GET /v1/admin/modules`. */
export const adminModuleListQuerySchema = paginationQuerySchema.extend({
  type: moduleTypeListSchema.optional(),
  manufacturer: idStringSchema.optional(),
  product: idStringSchema.optional(),
  visibility: z.enum(ADMIN_MODULE_VISIBILITY).optional(),
  exhausted: queryFlagSchema,
  search: textSchema().trim().max(200).optional(),
});
export type AdminModuleListQuery = z.infer<typeof adminModuleListQuerySchema>;

const refSchema = z.object({ id: z.number().int(), name: textSchema(), slug: textSchema() });

/** A row of the staff overview: identity, visibility and the budget at a glance. */
export const adminModuleRowSchema = z.object({
  uuid: textSchema(),
  slug: textSchema(),
  name: textSchema(),
  type: moduleTypeSchema,
  isVisible: z.boolean(),
  visibleFrom: textSchema(),
  visibleTo: textSchema().nullable(),
  product: refSchema.nullable(),
  manufacturer: refSchema.nullable(),
  premiumValue: z.number().int(),
  balance: z.number().int(),
  isExhausted: z.boolean(),
  /** null for the unlimited types 0, 1 and 10. */
  remainingContacts: z.number().int().nullable(),
  completions: z.number().int(),
  contentVersion: z.number().int(),
  updatedAt: textSchema(),
});
export type AdminModuleRow = z.infer<typeof adminModuleRowSchema>;
export const adminModulePageSchema = pageSchema(adminModuleRowSchema);

/** `GET /v1/admin/modules/{uuid}`: every field, the content document with its solutions, the version. */
export const adminModuleSchema = adminModuleFieldsSchema.extend({
  uuid: textSchema(),
  slug: textSchema(),
  longName: textSchema(),
  shortDescription: textSchema(),
  visibleFrom: textSchema(),
  visibleTo: textSchema().nullable(),
  content: moduleContentSchema.nullable(),
  contentVersion: z.number().int(),
  scormPackage: scormPackageSchema.nullable(),
  /** What the module lacks to be played (rules/module-playable); it may be shown only when empty. */
  missingForPlay: z.array(z.enum(PLAY_REQUIREMENTS)),
  createdAt: textSchema(),
  updatedAt: textSchema(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const moduleUuidParamSchema = z.object({ uuid: z.uuid({ message: ADMIN_MODULE_MESSAGES.notFound }) });

/** A module's budget history: deposits (net of cancellations shown as their own rows) and scheduled ones. */
export const budgetHistoryEntrySchema = z.object({
  kind: z.enum(['transfer', 'scheduled']),
  id: textSchema(),
  type: transactionTypeSchema,
  value: z.number().int(),
  /** Points into (+) or out of (−) the module's account. */
  direction: z.enum(['in', 'out']),
  valueDate: textSchema(),
  comments: textSchema().nullable(),
  canceledAt: textSchema().nullable(),
  executed: z.boolean(),
});
export const budgetHistorySchema = z.object({ results: z.array(budgetHistoryEntrySchema) });
export type BudgetHistory = z.infer<typeof budgetHistorySchema>;

/** `PUT /v1/admin/ad-groups/1`: the chosen modules in their order. */
export const adGroupOrderBodySchema = z.object({
  moduleUuids: z
    .array(z.uuid())
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Jedes Modul darf nur einmal vorkommen.' }),
});
export type AdGroupOrderBody = z.infer<typeof adGroupOrderBodySchema>;

export const adminAdGroupSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  modules: z.array(
    z.object({
      uuid: textSchema(),
      slug: textSchema(),
      name: textSchema(),
      type: moduleTypeSchema,
      isVisible: z.boolean(),
    }),
  ),
});
export type AdminAdGroup = z.infer<typeof adminAdGroupSchema>;

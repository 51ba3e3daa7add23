import { z } from 'zod';
import { sanitizeSafeMarkup } from '../rules/safe-markup';
import { mediaPathSchema, slugSchema } from './admin-modules';
import {
  idSchema,
  idStringSchema,
  pageSchema,
  paginationQuerySchema,
  partialWithoutDefaults,
  textSchema,
} from './common';
import { queryFlagSchema } from './learning-modules';

export const ADMIN_CATALOG_MESSAGES = {
  manufacturerNotFound: 'Dieser Hersteller wurde nicht gefunden.',
  productNotFound: 'Dieses Produkt wurde nicht gefunden.',
  slugTaken: 'Diese Kurzadresse ist schon vergeben.',
  productHasModules:
    'Dem Produkt sind Module des bisherigen Herstellers zugeordnet. Ordne sie zuerst einem anderen Produkt zu.',
} as const;

/** Page texts in the safe markup (paragraphs, "- " lists, **bold**); tags and control characters dropped. */
const safeMarkupSchema = (max: number) => textSchema().max(max).transform(sanitizeSafeMarkup);

// ── manufacturers ──────────────────────────────────────────────────────────────────────────────

export const adminManufacturerFieldsSchema = z.object({
  name: textSchema().trim().min(1).max(200),
  /** Omitted on create: derived from the name. */
  slug: slugSchema.optional(),
  description: safeMarkupSchema(20_000).default(''),
  logo: mediaPathSchema.nullable().default(null),
});
export const adminManufacturerCreateSchema = adminManufacturerFieldsSchema;
export type AdminManufacturerCreate = z.infer<typeof adminManufacturerCreateSchema>;
export const adminManufacturerUpdateSchema = partialWithoutDefaults(adminManufacturerFieldsSchema.shape);
export type AdminManufacturerUpdate = z.infer<typeof adminManufacturerUpdateSchema>;

export const adminManufacturerSchema = z.object({
  id: z.number().int(),
  slug: textSchema(),
  name: textSchema(),
  description: textSchema(),
  logo: textSchema().nullable(),
  productCount: z.number().int(),
  createdAt: textSchema(),
});
export type AdminManufacturer = z.infer<typeof adminManufacturerSchema>;

// ── products ───────────────────────────────────────────────────────────────────────────────────

export const adminProductDownloadSchema = z.object({
  title: textSchema().trim().min(1).max(200),
  fileName: textSchema().trim().min(1).max(200),
  href: mediaPathSchema,
});

export const adminProductFieldsSchema = z.object({
  name: textSchema().trim().min(1).max(200),
  slug: slugSchema.optional(),
  manufacturerId: idSchema,
  description: safeMarkupSchema(20_000).default(''),
  /** The product page's own content block ("Loft"), in the safe markup. */
  customContent: safeMarkupSchema(50_000).nullable().default(null),
  isActive: z.boolean().default(true),
  isRxProduct: z.boolean().default(false),
  thumbnail: mediaPathSchema.nullable().default(null),
  banner: mediaPathSchema.nullable().default(null),
  downloads: z.array(adminProductDownloadSchema).max(50).default([]),
  tags: z
    .array(textSchema().trim().min(1).max(60))
    .max(30)
    .transform((tags) => [...new Set(tags)])
    .default([]),
});
export const adminProductCreateSchema = adminProductFieldsSchema;
export type AdminProductCreate = z.infer<typeof adminProductCreateSchema>;
export const adminProductUpdateSchema = partialWithoutDefaults(adminProductFieldsSchema.shape);
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: textSchema(),
  name: textSchema(),
  manufacturer: z.object({ id: z.number().int(), name: textSchema(), slug: textSchema() }),
  description: textSchema(),
  customContent: textSchema().nullable(),
  isActive: z.boolean(),
  isRxProduct: z.boolean(),
  thumbnail: textSchema().nullable(),
  banner: textSchema().nullable(),
  downloads: z.array(z.object({ title: textSchema(), fileName: textSchema(), href: textSchema() })),
  tags: z.array(textSchema()),
  moduleCount: z.number().int(),
  createdAt: textSchema(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductPageSchema = pageSchema(adminProductSchema);

export const adminProductListQuerySchema = paginationQuerySchema.extend({
  manufacturer: idStringSchema.optional(),
  active: queryFlagSchema,
  rx: queryFlagSchema,
  search: textSchema().trim().max(200).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

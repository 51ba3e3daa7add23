import { z } from 'zod';
import { textSchema } from './common';
import { moduleForUserSchema } from './learning-modules';

export const idOrSlugParamSchema = z.object({ idOrSlug: textSchema().trim().min(1).max(200) });

/** A product in lists (spec §3). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  slug: textSchema(),
  isActive: z.boolean(),
  thumbnail: textSchema().nullable(),
  isRxProduct: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productDownloadSchema = z.object({ title: textSchema(), fileName: textSchema(), href: textSchema() });
export type ProductDownload = z.infer<typeof productDownloadSchema>;

/** A competition tile on a product page (filled once competitions exist). */
export const productCompetitionSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  thumbnailImage: textSchema().nullable(),
  endsAt: textSchema().nullable(),
});

/** `GET /v1/products/{idOrSlug}`: the product page ("Loft") of spec §3. */
export const productPageSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  slug: textSchema(),
  description: textSchema(),
  thumbnail: textSchema().nullable(),
  banner: textSchema().nullable(),
  downloads: z.array(productDownloadSchema),
  tags: z.array(textSchema()),
  /** German paragraphs separated by blank lines. */
  customContent: textSchema().nullable(),
  manufacturer: z.object({ slug: textSchema(), name: textSchema() }),
  manufacturerModules: z.array(moduleForUserSchema),
  medicineModules: z.array(moduleForUserSchema),
  competitions: z.array(productCompetitionSchema),
  isActive: z.boolean(),
  isRxProduct: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** `GET /v1/manufacturers/{slug}`: the manufacturer with what the user may see of it. */
export const manufacturerPageSchema = z.object({
  slug: textSchema(),
  name: textSchema(),
  description: textSchema(),
  logo: textSchema().nullable(),
  products: z.array(productListItemSchema),
  modules: z.array(moduleForUserSchema),
});
export type ManufacturerPage = z.infer<typeof manufacturerPageSchema>;

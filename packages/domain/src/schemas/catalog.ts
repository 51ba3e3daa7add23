import { z } from 'zod';
import { moduleForUserSchema } from './learning-modules';

export const idOrSlugParamSchema = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

/** A product in lists (spec §3). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  thumbnail: z.string().nullable(),
  isRxProduct: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productDownloadSchema = z.object({ title: z.string(), fileName: z.string(), href: z.string() });
export type ProductDownload = z.infer<typeof productDownloadSchema>;

/** A competition tile on a product page (filled once competitions exist). */
export const productCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailImage: z.string().nullable(),
  endsAt: z.string().nullable(),
});

/** `GET /v1/products/{idOrSlug}`: the product page ("Loft") of spec §3. */
export const productPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  banner: z.string().nullable(),
  downloads: z.array(productDownloadSchema),
  tags: z.array(z.string()),
  /** German paragraphs separated by blank lines. */
  customContent: z.string().nullable(),
  manufacturer: z.object({ slug: z.string(), name: z.string() }),
  manufacturerModules: z.array(moduleForUserSchema),
  medicineModules: z.array(moduleForUserSchema),
  competitions: z.array(productCompetitionSchema),
  isActive: z.boolean(),
  isRxProduct: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** `GET /v1/manufacturers/{slug}`: the manufacturer with what the user may see of it. */
export const manufacturerPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  products: z.array(productListItemSchema),
  modules: z.array(moduleForUserSchema),
});
export type ManufacturerPage = z.infer<typeof manufacturerPageSchema>;

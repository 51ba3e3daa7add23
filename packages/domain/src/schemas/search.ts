import { z } from 'zod';

/** `GET /v1/search?name=`; fewer than 3 characters answer empty lists (spec §5, §9). */
export const searchQuerySchema = z.object({ name: z.string().max(200).default('') });

export const searchHitSchema = z.object({ slug: z.string(), name: z.string() });

export const searchResultSchema = z.object({
  products: z.array(searchHitSchema),
  modules: z.array(searchHitSchema),
  manufacturers: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

import { z } from 'zod';
import { textSchema } from './common';

/** `GET /v1/search?name=`; fewer than 3 characters answer empty lists (spec §5, §9). */
export const searchQuerySchema = z.object({ name: textSchema().max(200).default('') });

export const searchHitSchema = z.object({ slug: textSchema(), name: textSchema() });

export const searchResultSchema = z.object({
  products: z.array(searchHitSchema),
  modules: z.array(searchHitSchema),
  manufacturers: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

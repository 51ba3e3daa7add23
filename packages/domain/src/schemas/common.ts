import { z } from 'zod';
import { LIST_LIMIT_MAX } from '../constants/limits';

/** `limit` (max 500) and `offset` query parameters of every list (DESIGN §3). */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** `{count, next, previous, results}` list envelope. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A calendar date in yyyy-MM-dd (spec §5). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT erwartet');

/** Trimmed, lower-cased e-mail address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }));

export const uuidSchema = z.uuid();
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const uuidParamSchema = z.object({ uuid: z.uuid() });
export const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });

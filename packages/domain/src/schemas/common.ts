import { z } from 'zod';
import { LIST_LIMIT_MAX } from '../constants/limits';

// ── primitives every input uses ────────────────────────────────────────────────────────────────

/** The largest PostgreSQL `integer`: ids, counts and offsets from outside must fit. */
export const PG_INT_MAX = 2_147_483_647;
/** The default length limit of a text field; fields with a tighter rule add their own `.max()`. */
export const TEXT_MAX_LENGTH = 10_000;

export const INPUT_MESSAGES = {
  badCharacters: 'Der Text enthält unzulässige Zeichen.',
  tooLong: `Bitte gib höchstens ${TEXT_MAX_LENGTH} Zeichen ein.`,
  badId: 'Ungültige ID.',
  badInteger: 'Bitte gib eine ganze Zahl ein.',
} as const;

/** A NUL character or a UTF-16 surrogate without its partner: neither can be stored as text. */
const UNSTORABLE_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/**
 * The one string schema for text from outside (bodies, queries, path parameters): no NUL and no
 * lone surrogates, at most TEXT_MAX_LENGTH characters. Chain `.trim()`, `.min()`, a tighter
 * `.max()` or `.regex()` as the field needs; the parameters are those of `z.string()`.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .max(TEXT_MAX_LENGTH, INPUT_MESSAGES.tooLong)
    .refine(isStorableText, { message: INPUT_MESSAGES.badCharacters, abort: true });
}

/** An id in a JSON body: an integer from 1 to PG_INT_MAX. */
export const idSchema = z
  .number({ error: INPUT_MESSAGES.badId })
  .int(INPUT_MESSAGES.badId)
  .min(1, INPUT_MESSAGES.badId)
  .max(PG_INT_MAX, INPUT_MESSAGES.badId);

/**
 * A whole number written in a path or query: plain decimal digits only (no sign, blanks, `0x`,
 * exponent or fraction), within `min`..`max`.
 */
export function integerStringSchema(min: number, max: number, message: string = INPUT_MESSAGES.badInteger) {
  return z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,9})$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** An id in a path or query string: digits only, 1 to PG_INT_MAX. */
export const idStringSchema = integerStringSchema(1, PG_INT_MAX, INPUT_MESSAGES.badId);

/** `limit` (max 500) and `offset` query parameters of every list (DESIGN §3). */
export const paginationQuerySchema = z.object({
  limit: integerStringSchema(1, LIST_LIMIT_MAX).default(50),
  offset: integerStringSchema(0, PG_INT_MAX).default(0),
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
export const isoDateSchema = textSchema().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT erwartet');

/** Trimmed, lower-cased e-mail address. */
export const emailSchema = textSchema()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }));

export const uuidSchema = z.uuid();
export const idParamSchema = z.object({ id: idStringSchema });
export const uuidParamSchema = z.object({ uuid: z.uuid() });
export const slugParamSchema = z.object({ slug: textSchema().min(1).max(200) });

/** A PATCH body from a create schema's shape: every field optional and `.default()` undone, so an omitted field stays. */
export function partialWithoutDefaults<T extends z.ZodRawShape>(shape: T) {
  return z.object(
    Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
      ]),
    ) as unknown as { [K in keyof T]: z.ZodOptional<z.ZodType<z.output<T[K]>, z.input<T[K]>>> },
  );
}

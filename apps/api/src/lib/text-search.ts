import { type SQL, sql } from 'drizzle-orm';

/** Searches shorter than this (after trimming) are ignored and the list shows its first page. */
export const SEARCH_MIN_CHARS = 2;
const MAX_TERMS = 8;

/** The trimmed search, or null when it is too short to filter by. */
export function normaliseSearch(search: string | undefined): string | null {
  const trimmed = search?.trim().toLowerCase() ?? '';
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : null;
}

/**
 * A `to_tsquery('simple', …)` text in which every word of the input must start a word of the
 * document (`word:*` joined by `&`). Only letters and digits survive, so no input can produce a
 * tsquery syntax error. Null when nothing searchable is left.
 */
export function prefixTsQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_TERMS) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** `document @@ to_tsquery('simple', query)`; answered by a GIN index on the same document expression. */
export function matchesPrefixQuery(document: SQL, query: string): SQL {
  return sql`${document} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/**
 * The tsquery for a German search document (stemmed words plus the words as written, see
 * `germanSearchDocument`): every term of a `prefixTsQuery` text matches either stemmed ('german')
 * or as written ('simple'). A German stop word such as "durch" has no stemmed form, so it is
 * found as written; `&&` and `||` with an empty query leave the other side.
 */
export function germanPrefixQuery(query: string): SQL {
  const terms = query
    .split(' & ')
    .map((term) => sql`(to_tsquery('german'::regconfig, ${term}) || to_tsquery('simple'::regconfig, ${term}))`);
  return sql.join(terms, sql` && `);
}

/** `value` with the LIKE wildcards %, _ and the escape \ escaped, so it matches only itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching values that start with `prefix` literally. */
export function likePrefix(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

/** A LIKE pattern matching values that contain `part` literally. */
export function likeContaining(part: string): string {
  return `%${escapeLike(part)}%`;
}

import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL `tsvector`, used for generated search columns with a GIN index: word-prefix search
 * (`to_tsquery('simple', 'word:*')`) that an index can answer, in PGlite and PostgreSQL alike.
 */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * A German sort key column: text compared byte by byte (`COLLATE "C"`), so the order is the same on
 * PostgreSQL and on PGlite (which has no ICU collations). Fill it with `germanSortKey(...)`.
 */
export const sortKey = customType<{ data: string }>({
  dataType() {
    return 'text COLLATE "C"';
  },
});

/** Upper- and lower-case letters folded to their base letter; ß becomes ss afterwards. */
const FOLD_FROM = 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ';
const FOLD_TO = 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy';

/**
 * The German reader's order as a plain byte-comparable text (DIN 5007-1): case-insensitive,
 * umlauts and accents sort with their base letter (ä → a, ß → ss). `lower` folds ASCII everywhere;
 * the explicit table folds the rest, because PGlite's C locale lowercases ASCII only. Immutable,
 * so it can fill a generated column with a B-tree index.
 */
export function germanSortKey(text: SQL): SQL {
  return sql`replace(translate(lower(${text}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}), 'ß', 'ss')`;
}

/** German stemmed words plus the words as written ('simple'), so stop words like "durch" are found too. */
export function germanSearchDocument(text: string, weights: { german: string; simple: string }): SQL {
  return sql.raw(
    `setweight(to_tsvector('german'::regconfig, ${text}), '${weights.german}') || setweight(to_tsvector('simple'::regconfig, ${text}), '${weights.simple}')`,
  );
}

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

import type { Viewer } from '@apopunkt/domain/rules/module-visibility';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moduleVisibleTo, productVisibleTo } from '../../db/rule-sql';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { germanPrefixQuery } from '../../lib/text-search';

/**
 * German full-text search: the generated `search_vector` columns hold stemmed words
 * (`to_tsvector('german', …)`) and the words as written ('simple'), GIN-indexed; every query term
 * matches as a prefix (`term:*`) of either, so "Erkältungen" finds "Erkältung", "Sonnens" finds
 * "Sonnenschutz" and the stop word "durch" finds "durch". `tsQuery` comes from prefixTsQuery, which
 * lets only letters and digits through.
 */
function matches(vector: AnyPgColumn, tsQuery: string): SQL {
  return sql`${vector} @@ (${germanPrefixQuery(tsQuery)})`;
}

function rank(vector: AnyPgColumn, tsQuery: string): SQL {
  return sql`ts_rank(${vector}, ${germanPrefixQuery(tsQuery)})`;
}

export async function searchModules(db: Executor, viewer: Viewer, now: Date, tsQuery: string, limit: number) {
  return db
    .select({ slug: modules.slug, name: modules.name })
    .from(modules)
    .leftJoin(products, eq(products.id, modules.productId))
    .where(and(matches(modules.searchVector, tsQuery), moduleVisibleTo(viewer, now)))
    .orderBy(desc(rank(modules.searchVector, tsQuery)), asc(modules.nameSort))
    .limit(limit);
}

export async function searchProducts(db: Executor, viewer: Viewer, tsQuery: string, limit: number) {
  return db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(and(matches(products.searchVector, tsQuery), productVisibleTo(viewer)))
    .orderBy(desc(rank(products.searchVector, tsQuery)), asc(products.nameSort))
    .limit(limit);
}

export async function searchManufacturers(db: Executor, tsQuery: string, limit: number) {
  return db
    .select({ slug: manufacturers.slug, name: manufacturers.name })
    .from(manufacturers)
    .where(matches(manufacturers.searchVector, tsQuery))
    .orderBy(desc(rank(manufacturers.searchVector, tsQuery)), asc(manufacturers.nameSort))
    .limit(limit);
}

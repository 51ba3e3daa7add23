import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { COMPLETION_HISTORY_DAYS } from './constants';
import { one } from './sql';

/** Fewest and most modules a synthetic manufacturer has. */
export const MODULES_PER_MANUFACTURER = { min: 5, max: 60 } as const;
/** Modules per synthetic product (the last product of a manufacturer may have fewer). */
const MODULES_PER_PRODUCT = 6;

/** How many synthetic manufacturers a load of this size gets by default: one per 300k completions, 2 to 40. */
export function defaultManufacturerCount(completions: number): number {
  return Math.min(40, Math.max(2, Math.ceil(completions / 300_000)));
}

/**
 * Modules of manufacturer number g: spread over 5–60 by a fixed hash (so most are in the middle,
 * a few very small or very large), in SQL so every statement agrees on it.
 */
const moduleCountOf = (g: ReturnType<typeof sql>) =>
  sql`(${MODULES_PER_MANUFACTURER.min} + abs(hashint4(${g} * 7 + 3)) % ${MODULES_PER_MANUFACTURER.max - MODULES_PER_MANUFACTURER.min + 1})`;

/**
 * Synthetic manufacturers ("Lasthersteller N") beside the demo ones, each with 5–60 modules on
 * products of up to six modules. Every module is a copy of one of the demo manufacturers'
 * playable modules (content, type, values, certificate), renamed, and became visible at some
 * point of the history, so the old ones have years of completions and the young ones weeks.
 * Numbering continues from an earlier batch. Answers the counts.
 */
export async function insertSyntheticCatalog(tx: Tx, count: number) {
  const from = (
    await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM manufacturers WHERE slug LIKE 'lasthersteller-%'`,
      'existing manufacturers',
    )
  ).n;
  await tx.execute(sql`CREATE TEMP TABLE load_manufacturers ON COMMIT DROP AS
    SELECT g, ${moduleCountOf(sql`g`)} AS modules FROM generate_series(${from + 1}::int, ${from + count}::int) AS g`);
  await tx.execute(sql`INSERT INTO manufacturers (slug, name, description)
    SELECT 'lasthersteller-' || g, 'Lasthersteller ' || g || ' GmbH', 'Synthetischer Hersteller der Lastdaten'
    FROM load_manufacturers`);
  await tx.execute(sql`INSERT INTO products (slug, name, manufacturer_id, description)
    SELECT 'lastprodukt-' || lm.g || '-' || p, 'Lastprodukt ' || lm.g || '.' || p, m.id, 'Synthetisches Produkt der Lastdaten'
    FROM load_manufacturers lm
    JOIN manufacturers m ON m.slug = 'lasthersteller-' || lm.g
    CROSS JOIN LATERAL generate_series(1, (lm.modules + ${MODULES_PER_PRODUCT - 1}) / ${MODULES_PER_PRODUCT}) AS p`);
  await tx.execute(sql`CREATE TEMP TABLE load_templates ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY m.id) - 1)::int AS k, m.*
    FROM modules m
    JOIN manufacturers f ON f.id = m.manufacturer_id AND f.slug NOT LIKE 'lasthersteller-%'
    WHERE m.is_visible AND NOT m.is_verified_only AND m.scorm_package IS NULL
      AND jsonb_array_length(coalesce(m.content->'questions', '[]'::jsonb)) > 0`);
  const templates = await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM load_templates`, 'templates');
  if (templates.n === 0) throw new Error('Keine spielbaren Module der Demo-Hersteller als Vorlage gefunden.');
  const inserted = await one<{ modules: number }>(
    tx,
    sql`WITH ins AS (
      INSERT INTO modules (slug, name, long_name, short_description, type, product_id, manufacturer_id, visible_from,
        knowledge_value, premium_value, min_seconds, thumbnail, cover_image, has_certificate, content, content_version)
      SELECT 'lastmodul-' || lm.g || '-' || j, 'Lastmodul ' || lm.g || '.' || j, t.long_name, t.short_description, t.type,
             p.id, m.id,
             now() - (${COMPLETION_HISTORY_DAYS}::int * (0.05 + 0.95 * (abs(hashint4(lm.g * 1000 + j)) % 1000) / 1000.0)) * interval '1 day',
             t.knowledge_value, t.premium_value, t.min_seconds, t.thumbnail, t.cover_image, t.has_certificate, t.content, 1
      FROM load_manufacturers lm
      JOIN manufacturers m ON m.slug = 'lasthersteller-' || lm.g
      CROSS JOIN LATERAL generate_series(1, lm.modules) AS j
      JOIN products p ON p.slug = 'lastprodukt-' || lm.g || '-' || (1 + (j - 1) / ${MODULES_PER_PRODUCT})
      JOIN load_templates t ON t.k = (lm.g + j) % ${templates.n}::int
      RETURNING 1)
    SELECT count(*)::int AS modules FROM ins`,
    'modules',
  );
  return { manufacturers: count, modules: inserted.modules };
}

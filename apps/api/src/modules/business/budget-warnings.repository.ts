import { CUSTOMER_JOBS } from '@apopunkt/domain/constants/jobs';
import { DEPOSIT_TYPES } from '@apopunkt/domain/constants/ledger';
import { UNLIMITED_MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetWarnings } from '../../db/schema/business';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface WarnableModule {
  moduleId: number;
  slug: string;
  name: string;
  manufacturerId: number;
  productSlug: string | null;
  depositUuid: string;
}

/**
 * The manufacturers' limited modules, still running at `now`, whose newest live deposit (not
 * cancelled, not a reversal) has not been warned about yet.
 */
export async function listUnwarnedModules(db: Executor, now: Date): Promise<WarnableModule[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT d.module_id, d.uuid, m.slug, m.name, m.manufacturer_id, p.slug AS product_slug
        FROM (SELECT DISTINCT ON (t.module_id) t.module_id, t.uuid
              FROM transfers t
              WHERE t.module_id IS NOT NULL AND t.type IN (${list(DEPOSIT_TYPES)})
                AND t.canceled_at IS NULL AND t.cancels IS NULL
              ORDER BY t.module_id, t.value_date DESC, t.uuid) d
        JOIN modules m ON m.id = d.module_id
        LEFT JOIN products p ON p.id = m.product_id
        WHERE m.manufacturer_id IS NOT NULL AND m.type NOT IN (${list(UNLIMITED_MODULE_TYPES)})
          AND (m.visible_to IS NULL OR m.visible_to > ${now.toISOString()}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM budget_warnings w WHERE w.module_id = d.module_id AND w.deposit_uuid = d.uuid)`,
  );
  return found.map((r) => ({
    moduleId: Number(r.module_id),
    depositUuid: String(r.uuid),
    slug: String(r.slug),
    name: String(r.name),
    manufacturerId: Number(r.manufacturer_id),
    productSlug: r.product_slug === null ? null : String(r.product_slug),
  }));
}

/** Claims the warning of a module and deposit; false when it was claimed before (by any instance). */
export async function claimBudgetWarning(
  db: Executor,
  warning: { moduleId: number; depositUuid: string; balance: number; daysLeft: number | null },
): Promise<boolean> {
  const claimed = await db
    .insert(budgetWarnings)
    .values(warning)
    .onConflictDoNothing()
    .returning({ moduleId: budgetWarnings.moduleId });
  return claimed.length > 0;
}

/**
 * The manufacturer's managers: active customers (a customer job) with the manufacturer's
 * dashboard-modules subscription, who land on and see the product pages (rules/landing).
 */
export async function listManufacturerManagers(db: Executor, manufacturerId: number) {
  return rows<{ email: string; firstName: string }>(
    db,
    sql`SELECT u.email, u.first_name AS "firstName"
        FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.type = 'FEATURE_DASHBOARD_MODULES' AND s.manufacturer_id = ${manufacturerId}::int
          AND u.is_active AND u.job IN (${list(CUSTOMER_JOBS)})
        ORDER BY u.id`,
  );
}

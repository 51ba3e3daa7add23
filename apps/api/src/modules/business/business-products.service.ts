import { berlinDay } from '@apopunkt/domain/rules/dates';
import type {
  BudgetEvent,
  BusinessProductList,
  BusinessProductListQuery,
  BusinessProductPage,
  ManufacturerModule,
} from '@apopunkt/domain/schemas/business';
import type { ResolvedDeps } from '../../deps';
import { page } from '../../lib/pagination';
import { getModuleBudgets } from '../ledger';
import type { AuthUser } from '../users';
import { contactsInForecastWindow, forecastBudgets } from './budget-forecasts';
import {
  findProduct,
  listBudgetMovements,
  listProductModules,
  listProducts,
  listRewardDays,
} from './business.repository';
import { manufacturerScope, notFound, ownsObject } from './business-scope';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** `GET /v1/business/products`: a page of the manufacturer's products (staff: all), searched by name. */
export async function listBusinessProducts(
  deps: Deps,
  user: AuthUser,
  query: BusinessProductListQuery,
  url: string,
): Promise<BusinessProductList> {
  const { count, rows } = await listProducts(deps.db, manufacturerScope(user, 'FEATURE_DASHBOARD_MODULES'), query);
  return page(url, query, count, rows);
}

/**
 * `GET /v1/business/products/{slug}`: the manager's dashboard of a product: banner, each
 * manufacturer module with its budget figures and forecast, and the budget history (rewards per
 * day for the last REWARD_DAYS_LISTED days, per month before: listRewardDays). Another manufacturer's product answers 404.
 */
export async function getBusinessProduct(deps: Deps, user: AuthUser, slug: string): Promise<BusinessProductPage> {
  const product = await findProduct(deps.db, slug);
  if (!product || !ownsObject(manufacturerScope(user, 'FEATURE_DASHBOARD_MODULES'), product.manufacturerId)) {
    throw notFound('product');
  }
  const rows = await listProductModules(deps.db, product);
  const ids = rows.map((row) => row.id);
  const today = berlinDay(deps.clock.now());
  const [budgets, contacts, history] = await Promise.all([
    getModuleBudgets(deps.db, ids),
    contactsInForecastWindow(deps.db, ids, today),
    budgetHistory(deps, rows, today),
  ]);
  const forecasts = forecastBudgets(budgets, contacts, today);
  const manufacturerModules: ManufacturerModule[] = rows.flatMap((row) => {
    const budget = budgets.get(row.id);
    const forecast = forecasts.get(row.id) ?? null;
    return budget ? [{ ...budget, manufacturer: row.manufacturer, product: product.name, forecast }] : [];
  });
  const { manufacturerId: _, ...item } = product;
  return { ...item, manufacturerModules, budgetHistory: history };
}

async function budgetHistory(deps: Deps, rows: { id: number; slug: string }[], today: string): Promise<BudgetEvent[]> {
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  const ids = rows.map((r) => r.id);
  const [{ deposits, scheduled }, days] = await Promise.all([
    listBudgetMovements(deps.db, ids),
    listRewardDays(deps.db, ids, today),
  ]);
  const events: BudgetEvent[] = [
    ...deposits.map((d) => ({
      date: berlinDay(d.at),
      moduleSlug: slugOf.get(d.moduleId ?? 0) ?? '',
      kind: d.type === 'SCHEDDEP' ? ('SCHEDDEP' as const) : ('DEPOSIT' as const),
      value: d.value,
    })),
    ...scheduled.map((s) => ({
      date: berlinDay(s.at),
      moduleSlug: slugOf.get(s.moduleId) ?? '',
      kind: 'SCHEDULED' as const,
      value: s.value,
    })),
    ...days.map((d) => ({
      date: d.day,
      moduleSlug: slugOf.get(d.moduleId) ?? '',
      kind: d.monthly ? ('MONTHLY_REWARDS' as const) : ('REWARDS' as const),
      value: d.rewards,
    })),
  ];
  // ISO days and ASCII kinds: code-unit order is their order, and thousands of events sort without ICU.
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return events.sort((a, b) => order(a.date, b.date) || order(a.kind, b.kind));
}

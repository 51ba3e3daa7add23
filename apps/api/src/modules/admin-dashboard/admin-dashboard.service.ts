import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { remainingContacts } from '@apopunkt/domain/rules/contacts';
import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  NEAR_EXHAUSTION_CONTACTS,
} from '@apopunkt/domain/schemas/admin-dashboard';
import type { ResolvedDeps } from '../../deps';
import { countDuplicateCandidates } from '../duplicates/duplicates.service';
import { budgetedModules, dailySeries, memberCounts, queueCounts } from './admin-dashboard.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const sum = <T>(list: T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);

/**
 * The staff dashboard: members, registrations, completions, points issued and spent, vouchers sold
 * over the last 30 days (totals and one point per day for the charts), the budgets left on visible
 * budgeted modules with those close to exhaustion, and the open work queues.
 */
export async function loadAdminDashboard(deps: Pick<ResolvedDeps, 'db' | 'clock'>): Promise<AdminDashboard> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  const [members, series, budgeted, queues, duplicateCandidates] = await Promise.all([
    memberCounts(deps.db, now, new Date(now.getTime() - 7 * DAY_MS), new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS)),
    dailySeries(deps.db, since, now),
    budgetedModules(deps.db, now),
    queueCounts(deps.db),
    countDuplicateCandidates(deps),
  ]);
  const withContacts = budgeted.map((m) => ({
    ...m,
    remainingContacts: remainingContacts(m.type as ModuleType, m.balance) ?? 0,
  }));
  return {
    days: DASHBOARD_DAYS,
    members: { total: members.total, active7: members.active7, active30: members.active30 },
    registrations: sum(series, (p) => p.registrations),
    completions: sum(series, (p) => p.completions),
    knowledgePointsIssued: members.knowledge,
    premiumPointsIssued: sum(series, (p) => p.premiumIssued),
    premiumPointsSpent: sum(series, (p) => p.premiumSpent),
    vouchersSold: sum(series, (p) => p.vouchersSold),
    budgetsLeft: sum(withContacts, (m) => Math.max(0, m.balance)),
    modulesNearExhaustion: withContacts
      .filter((m) => m.remainingContacts < NEAR_EXHAUSTION_CONTACTS)
      .sort((a, b) => a.remainingContacts - b.remainingContacts || a.name.localeCompare(b.name, 'de'))
      .slice(0, 20),
    series,
    queues: { ...queues, duplicateCandidates },
  };
}

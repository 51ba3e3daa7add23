import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { remainingContacts } from '@apopunkt/domain/rules/contacts';
import { berlinDay } from '@apopunkt/domain/rules/dates';
import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  NEAR_EXHAUSTION_CONTACTS,
} from '@apopunkt/domain/schemas/admin-dashboard';
import type { ResolvedDeps } from '../../deps';
import { countPendingBenefitRequests } from '../benefits';
import { countDuplicateCandidates } from '../duplicates';
import { countFailedMails } from '../mail';
import { budgetedModules, dailySeries, memberCounts, queueCounts, storeClosedDays } from './dashboard-admin.repository';

const sum = <T>(list: T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);

/**
 * The staff dashboard: members, registrations, completions, points issued and spent, vouchers sold
 * over the last 30 calendar days, today included (totals and one point per day for the charts),
 * the budgets left on visible budgeted modules with those close to exhaustion, and the open work
 * queues. A closed day is counted once and stored (dashboard_days); only today is counted live,
 * so the load stays small however much history there is.
 */
export async function loadAdminDashboard(deps: Pick<ResolvedDeps, 'db' | 'clock'>): Promise<AdminDashboard> {
  const now = deps.clock.now();
  const today = berlinDay(now);
  await storeClosedDays(deps.db, today, DASHBOARD_DAYS);
  const [members, days, budgeted, queues, benefitRequests, duplicateCandidates, failedMails] = await Promise.all([
    memberCounts(deps.db, today),
    dailySeries(deps.db, today, DASHBOARD_DAYS),
    budgetedModules(deps.db, now),
    queueCounts(deps.db),
    countPendingBenefitRequests(deps),
    countDuplicateCandidates(deps),
    countFailedMails(deps),
  ]);
  const withContacts = budgeted.map((m) => ({
    ...m,
    remainingContacts: remainingContacts(m.type as ModuleType, m.balance) ?? 0,
  }));
  return {
    days: DASHBOARD_DAYS,
    members,
    registrations: sum(days, (p) => p.registrations),
    completions: sum(days, (p) => p.completions),
    knowledgePointsIssued: sum(days, (p) => p.knowledgeIssued),
    premiumPointsIssued: sum(days, (p) => p.premiumIssued),
    premiumPointsSpent: sum(days, (p) => p.premiumSpent),
    vouchersSold: sum(days, (p) => p.vouchersSold),
    budgetsLeft: sum(withContacts, (m) => Math.max(0, m.balance)),
    modulesNearExhaustion: withContacts
      .filter((m) => m.remainingContacts < NEAR_EXHAUSTION_CONTACTS)
      .sort((a, b) => a.remainingContacts - b.remainingContacts || a.name.localeCompare(b.name, 'de'))
      .slice(0, 20),
    series: days.map(({ knowledgeIssued: _, ...point }) => point),
    queues: { ...queues, benefitRequests, duplicateCandidates, failedMails },
  };
}

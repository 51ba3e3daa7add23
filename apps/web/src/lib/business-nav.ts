import { hasSubscription, type UserLike } from '@apopunkt/domain/policies';
import { paths, type RouteName } from '../config/paths';

export interface BusinessNavEntry {
  name: RouteName;
  label: string;
  /** Who sees the entry (spec §2 business sidebar, §6). */
  audience: 'staff' | 'superuser' | 'FEATURE_DASHBOARD_MODULES' | 'FEATURE_DASHBOARD_CFR';
}

/** The business sidebar in the order of spec §2's sidebar names, plus our user administration. */
export const BUSINESS_NAV: readonly BusinessNavEntry[] = [
  { name: 'AdminDashboard', label: 'Dashboard', audience: 'staff' },
  { name: 'BusinessProducts', label: 'Produkte', audience: 'FEATURE_DASHBOARD_MODULES' },
  { name: 'BusinessTrainingModules', label: 'Trainings: Module', audience: 'FEATURE_DASHBOARD_CFR' },
  { name: 'BusinessTrainingEmployees', label: 'Trainings: Mitarbeitende', audience: 'FEATURE_DASHBOARD_CFR' },
  { name: 'ModulesOverview', label: 'Module', audience: 'staff' },
  { name: 'CompetitionOverview', label: 'Gewinnspiele', audience: 'staff' },
  { name: 'QuestOverview', label: 'Weekly-Challenges', audience: 'staff' },
  { name: 'CouponDashboard', label: 'Coupons', audience: 'staff' },
  { name: 'AdminCampaignCodes', label: 'Aktionscodes', audience: 'staff' },
  { name: 'AdminBenefitRequests', label: 'Vorteils-Anfragen', audience: 'staff' },
  { name: 'AdminDuplicateUsers', label: 'Nutzer Duplikate', audience: 'staff' },
  { name: 'ThirdPartyDataOverview', label: 'Datenweitergabe', audience: 'staff' },
  { name: 'PopupOverview', label: 'Popups', audience: 'staff' },
  { name: 'OrganisationCreationRequestsOverview', label: 'Organisations-Anfragen', audience: 'staff' },
  { name: 'AdminVerificationLetters', label: 'Verifizierungsbriefe', audience: 'staff' },
  { name: 'AdminUsers', label: 'Nutzer', audience: 'staff' },
  { name: 'AdminAuditLog', label: 'Audit-Log', audience: 'superuser' },
  { name: 'AdminAdGroup', label: 'Empfehlungen der Redaktion', audience: 'staff' },
  { name: 'AdminManufacturers', label: 'Hersteller', audience: 'staff' },
  { name: 'AdminProducts', label: 'Produkte verwalten', audience: 'staff' },
];

export function canSeeBusinessEntry(user: UserLike, entry: BusinessNavEntry): boolean {
  if (entry.audience === 'superuser') return user.isStaff && user.isSuperuser === true;
  return entry.audience === 'staff' ? user.isStaff : hasSubscription(user, entry.audience);
}

/** The entries `user` may see. */
export function businessNavFor(user: UserLike | null): BusinessNavEntry[] {
  return user ? BUSINESS_NAV.filter((entry) => canSeeBusinessEntry(user, entry)) : [];
}

/** Where /business leads: the first page the user may see (null without business access). */
export function firstBusinessPath(user: UserLike | null): string | null {
  const first = businessNavFor(user)[0];
  return first ? paths[first.name].path : null;
}

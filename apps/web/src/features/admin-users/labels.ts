import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';

/** German names of the thirteen permissions for the staff permission matrix. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  can_recruit_users: 'Nutzer werben',
  can_register_users: 'Nutzer registrieren',
  can_earn_certificates: 'Zertifikate erwerben',
  can_view_certificates: 'Zertifikate ansehen',
  can_join_campaigns: 'An Aktionen teilnehmen',
  can_view_campaigns: 'Aktionen ansehen',
  can_join_competitions: 'An Gewinnspielen teilnehmen',
  can_view_competitions: 'Gewinnspiele ansehen',
  can_buy_coupons: 'Coupons kaufen',
  can_view_coupons: 'Coupons ansehen',
  can_view_quests: 'Weekly-Challenges ansehen',
  can_complete_quests: 'Weekly-Challenges abschließen',
  can_request_benefits: 'Vorteile anfordern',
};

export const SUBSCRIPTION_LABELS: Record<SubscriptionType, string> = {
  FEATURE_DASHBOARD_MODULES: 'Produkt-Dashboards',
  FEATURE_DASHBOARD_CFR: 'Trainingsdaten (Außendienst)',
  FEATURE_DASHBOARD_MODULE_RATING: 'Modulbewertungen',
};

export const FLAG_LABELS = {
  isActive: 'Aktiv',
  isStaff: 'Mitarbeiter*in (Staff)',
  isSuperuser: 'Superuser',
  isPremium: 'Premium',
  isDemo: 'Demo-Konto',
} as const;
export type UserFlag = keyof typeof FLAG_LABELS;

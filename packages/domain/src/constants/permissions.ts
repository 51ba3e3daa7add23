/** The thirteen permissions (spec §3), checked by name. */
export const PERMISSIONS = [
  'can_recruit_users',
  'can_register_users',
  'can_earn_certificates',
  'can_view_certificates',
  'can_join_campaigns',
  'can_view_campaigns',
  'can_join_competitions',
  'can_view_competitions',
  'can_buy_coupons',
  'can_view_coupons',
  'can_view_quests',
  'can_complete_quests',
  'can_request_benefits',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Upper-case aliases as the spec writes them in prose (CAN_VIEW_COMPETITIONS ...). */
export const CAN_VIEW_COMPETITIONS: Permission = 'can_view_competitions';
export const CAN_JOIN_COMPETITIONS: Permission = 'can_join_competitions';
export const CAN_VIEW_CERTIFICATES: Permission = 'can_view_certificates';
export const CAN_VIEW_COUPONS: Permission = 'can_view_coupons';
export const CAN_REQUEST_BENEFITS: Permission = 'can_request_benefits';
export const CAN_VIEW_QUESTS: Permission = 'can_view_quests';

/** The view permissions that CFR, CUS and CRM hold (DESIGN §4). */
export const VIEW_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('can_view_'));

/**
 * What the erasure of an account (issue 37 §2) does with each table of the database, as
 * docs/decisions.md explains it. `account-erasure.test.ts` fails when a table is missing here, so a
 * new table is classified (and, when it holds something of a member, erased) before it ships.
 */
export type ErasureTreatment =
  /** The member's rows are deleted. */
  | 'deleted'
  /** The rows stay for others (ledger, statistics, proof), without the member's words or name. */
  | 'stripped'
  /** Attendance of accredited modules: kept without the name, deleted three years after the attendance. */
  | 'cpd-retention'
  /** Rows that point at the member only by id and hold numbers, dates and codes: kept as they are. */
  | 'kept-pseudonymous'
  /** Content, configuration and staff's work: no member's data. */
  | 'no-member-data';

export const ERASURE_TABLE_RULE: Record<string, ErasureTreatment> = {
  refresh_tokens: 'deleted',
  password_resets: 'deleted',
  email_changes: 'deleted',
  email_verification_codes: 'deleted',
  user_permissions: 'deleted',
  subscriptions: 'deleted',
  field_service_pharmacies: 'deleted',
  verification_letters: 'deleted',
  organisation_creation_requests: 'deleted',
  popup_closures: 'deleted',
  member_activity: 'deleted',
  idempotency_keys: 'deleted',
  duplicate_dismissals: 'deleted',
  contact_messages: 'deleted',
  newsletter_subscriptions: 'deleted',
  member_consents: 'deleted',
  team_recommendations: 'deleted',
  mail_outbox: 'deleted',

  users: 'stripped',
  employees: 'stripped',
  module_ratings: 'stripped',
  benefit_requests: 'stripped',
  third_party_consents: 'stripped',
  transfers: 'stripped',
  audit_log: 'stripped',

  certificate_accreditations: 'cpd-retention',

  accounts: 'kept-pseudonymous',
  attempts: 'kept-pseudonymous',
  module_completions: 'kept-pseudonymous',
  module_rewards: 'kept-pseudonymous',
  module_flow_totals: 'kept-pseudonymous',
  certificates: 'kept-pseudonymous',
  coupon_purchases: 'kept-pseudonymous',
  coupon_codes: 'kept-pseudonymous',
  campaign_code_redemptions: 'kept-pseudonymous',
  quest_completions: 'kept-pseudonymous',
  participations: 'kept-pseudonymous',
  competition_winners: 'kept-pseudonymous',
  competition_draws: 'kept-pseudonymous',
  popup_events: 'kept-pseudonymous',
  third_party_exports: 'kept-pseudonymous',
  report_modules: 'kept-pseudonymous',
  report_module_users: 'kept-pseudonymous',
  report_module_answers: 'kept-pseudonymous',
  report_module_days: 'kept-pseudonymous',
  report_module_jobs: 'kept-pseudonymous',
  report_module_pharmacies: 'kept-pseudonymous',
  report_module_questions: 'kept-pseudonymous',
  report_module_zips: 'kept-pseudonymous',
  report_queue: 'kept-pseudonymous',
  report_state: 'kept-pseudonymous',
  dashboard_days: 'kept-pseudonymous',

  ad_groups: 'no-member-data',
  ad_group_modules: 'no-member-data',
  benefits: 'no-member-data',
  budget_warnings: 'no-member-data',
  campaign_codes: 'no-member-data',
  competitions: 'no-member-data',
  competition_modules: 'no-member-data',
  coupon_offers: 'no-member-data',
  coupon_partners: 'no-member-data',
  manufacturers: 'no-member-data',
  media_files: 'no-member-data',
  media_deletions: 'no-member-data',
  modules: 'no-member-data',
  module_accreditations: 'no-member-data',
  module_content_versions: 'no-member-data',
  module_third_party_data: 'no-member-data',
  organisations: 'no-member-data',
  popups: 'no-member-data',
  products: 'no-member-data',
  quests: 'no-member-data',
  scheduled_deposits: 'no-member-data',
  third_party_consent_texts: 'no-member-data',
  third_party_data_sets: 'no-member-data',
};

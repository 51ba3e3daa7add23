import type { UserRowMove } from './duplicates.repository';

/**
 * What a merge moves from the source account to the target, one table per line. Rows that would
 * clash with the target's own (same key) stay on the deactivated source: nothing is deleted.
 * Not moved on purpose: `module_rewards` (each paid reward stays tied to the ledger transfer that
 * credited the source; the points themselves move as MIGTOUSER), `accounts` and `transfers`
 * (the ledger is append-only), verification letters (addressed to the source's workplace).
 * Shared completions are combined before this list runs (combineSharedCompletions).
 */
export const MERGE_MOVES: readonly UserRowMove[] = [
  { table: 'module_completions', keys: ['module_id'] },
  { table: 'attempts', keys: ['module_id'], when: '$submitted_at IS NULL' },
  { table: 'certificates', keys: ['module_id'] },
  { table: 'coupon_purchases' },
  { table: 'campaign_code_redemptions', keys: ['code_id'] },
  { table: 'benefit_requests', keys: ['benefit_id'], when: "$status IN ('open', 'approved')" },
  { table: 'third_party_consents', keys: ['set_id'], when: '$withdrawn_at IS NULL' },
  { table: 'participations', keys: ['competition_id'] },
  { table: 'competition_winners', keys: ['competition_id'] },
  { table: 'quest_completions', keys: ['quest_id'] },
  { table: 'popup_events' },
  { table: 'popup_closures', keys: ['popup_uuid'] },
  { table: 'module_ratings', keys: ['module_id'] },
  { table: 'field_service_pharmacies', keys: ['organisation_id'] },
  { table: 'users', userColumn: 'referred_by_id' },
];

import {
  type BenefitDecisionStatus,
  type BenefitRequestStatus,
  PENDING_BENEFIT_REQUEST_STATUSES,
} from '../constants/rewards';

/** Open and approved requests are still being handled; a user may hold one per benefit. */
export function isPendingBenefitRequest(status: BenefitRequestStatus): boolean {
  return PENDING_BENEFIT_REQUEST_STATUSES.includes(status);
}

const NEXT: Record<BenefitRequestStatus, readonly BenefitDecisionStatus[]> = {
  open: ['approved', 'rejected', 'fulfilled'],
  approved: ['rejected', 'fulfilled'],
  rejected: [],
  fulfilled: [],
};

/**
 * Staff decisions move a request forward only: an open request can be approved, rejected or
 * fulfilled at once; an approved one fulfilled (or withdrawn as rejected); rejected and fulfilled
 * are final, so the user never gets contradicting mails. Setting the current status again is
 * allowed (a changed note) for pending requests.
 */
export function canSetBenefitStatus(from: BenefitRequestStatus, to: BenefitDecisionStatus): boolean {
  if (from === to) return isPendingBenefitRequest(from);
  return NEXT[from].includes(to);
}

/** The user can ask again when nothing is pending for this benefit. */
export function canRequestBenefit(latest: { status: BenefitRequestStatus } | null): boolean {
  return !latest || !isPendingBenefitRequest(latest.status);
}

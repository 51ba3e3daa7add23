import type { BenefitRequest } from '@apopunkt/domain/schemas/benefits';
import type { RequestRow } from './benefits.repository';

/** A request's state, as the benefits list shows it next to its benefit. */
export function toRequestState(row: RequestRow): Omit<BenefitRequest, 'benefit'> {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request as its user sees it. */
export function toBenefitRequest(row: RequestRow): BenefitRequest {
  return { ...toRequestState(row), benefit: { id: row.benefitId, title: row.benefitTitle } };
}

import { BENEFIT_STATUS_LABELS, type BenefitRequestStatus } from '@apopunkt/domain/constants/rewards';
import { Badge } from '@mantine/core';

const COLORS: Record<BenefitRequestStatus, string> = {
  open: 'blue',
  approved: 'teal',
  rejected: 'red',
  fulfilled: 'gray',
};

export function BenefitStatusBadge({ status }: { status: BenefitRequestStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {BENEFIT_STATUS_LABELS[status]}
    </Badge>
  );
}

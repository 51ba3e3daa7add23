import type { User } from '@apopunkt/domain/schemas/users';
import { PointsHistory } from '../../transactions';
import { AccountSection } from './account-section';

/** 'Punkteverlauf': the scores and every booking of premium points (GET /v1/me/transactions). */
export function PointsHistorySection({ user }: { user: User }) {
  return (
    <AccountSection
      id="punkteverlauf"
      title="Punkteverlauf"
      description="Jede Gutschrift und Abbuchung deiner Prämienpunkte, die neuesten zuerst."
    >
      <PointsHistory user={user} />
    </AccountSection>
  );
}

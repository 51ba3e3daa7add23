import { AccountSubpage } from '../../components/ui/account-subpage';
import { AttendanceList, ExpiryList, TrainingProgress, useTrainingPoints } from '../../features/training-points';

/** /account/training-points (can_view_certificates): the Fortbildungskonto (issue 12 §8). */
export function Component() {
  return (
    <AccountSubpage
      title="Fortbildungskonto"
      subtitle="Deine Fortbildungspunkte der Apothekerkammer auf dem Weg zum freiwilligen Fortbildungszertifikat."
      query={useTrainingPoints()}
    >
      {(account) => (
        <>
          <TrainingProgress account={account} />
          <ExpiryList expiries={account.expiries} />
          <AttendanceList account={account} />
        </>
      )}
    </AccountSubpage>
  );
}

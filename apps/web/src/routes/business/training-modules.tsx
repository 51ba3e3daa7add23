import { PageHeader } from '../../components/ui/page-header';
import { TrainingModulesView, TrainingViewFor } from '../../features/business';

/** /business/training-modules (FEATURE_DASHBOARD_CFR). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Trainings: Module"
        subtitle="Wie die dir zugeordneten Apotheken die Module des Herstellers abgeschlossen haben."
      />
      <TrainingViewFor>{(userId) => <TrainingModulesView userId={userId} />}</TrainingViewFor>
    </>
  );
}

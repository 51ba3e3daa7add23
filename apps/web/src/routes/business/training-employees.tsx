import { PageHeader } from '../../components/ui/page-header';
import { TrainingEmployeesView, TrainingViewFor } from '../../features/business';

/** /business/training-employees (FEATURE_DASHBOARD_CFR). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Trainings: Mitarbeitende"
        subtitle="Die Mitarbeitenden deiner Apotheken und wann sie welches Modul bestanden haben."
      />
      <TrainingViewFor>{(userId) => <TrainingEmployeesView userId={userId} />}</TrainingViewFor>
    </>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { TrainingEmployeesView, TrainingViewFor } from '../../features/business';

/** /business/training-employees (FEATURE_DASHBOARD_CFR). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Trainings: Mitarbeitende"
        subtitle="Wer in deinen Apotheken eingewilligt hat, steht hier mit Namen und bestandenen Modulen; alle anderen zählen wir nur je Apotheke."
      />
      <TrainingViewFor>{(userId) => <TrainingEmployeesView userId={userId} />}</TrainingViewFor>
    </>
  );
}

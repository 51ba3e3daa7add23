import { PageHeader } from '../../../components/ui/page-header';
import { BenefitRequestsAdmin } from '../../../features/admin-rewards';

/** /business/admin/benefit-requests (staff): process the users' benefit requests. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Vorteils-Anfragen"
        subtitle="Anfragen aus der Vorteilswelt genehmigen, ablehnen oder als erledigt markieren."
      />
      <BenefitRequestsAdmin />
    </>
  );
}

import { PageHeader } from '../../../components/ui/page-header';
import { OrganisationRequestsAdmin } from '../../../features/admin-org-requests';

/** /business/admin/organisation-creation-requests (staff): approve or reject requested workplaces. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Organisations-Anfragen"
        subtitle="Anfragen von Nutzern, deren Apotheke oder Schule noch nicht im Verzeichnis steht."
      />
      <OrganisationRequestsAdmin />
    </>
  );
}

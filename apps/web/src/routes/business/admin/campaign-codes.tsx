import { PageHeader } from '../../../components/ui/page-header';
import { CampaignCodesAdmin } from '../../../features/admin-rewards';

/** /business/admin/campaign-codes (staff): create, list and deactivate campaign codes. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Aktionscodes"
        subtitle="Codes für Prämienpunkte anlegen, Einlösungen verfolgen und Codes deaktivieren."
      />
      <CampaignCodesAdmin />
    </>
  );
}

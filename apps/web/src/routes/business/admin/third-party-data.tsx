import { PageHeader } from '../../../components/ui/page-header';
import { SetsAdmin } from '../../../features/admin-third-party-data';

/** /business/admin/third-party-data (staff): the data-sharing sets. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Datenweitergabe"
        subtitle="Welche Daten mit Einwilligung der Nutzer an Hersteller weitergegeben werden."
      />
      <SetsAdmin />
    </>
  );
}

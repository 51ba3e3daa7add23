import { PageHeader } from '../../../../components/ui/page-header';
import { CompetitionsAdmin } from '../../../../features/admin-engagement';

/** /business/admin/competitions (staff): overview with state filter and create per type. */
export function Component() {
  return (
    <>
      <PageHeader title="Gewinnspiele" subtitle="Alle Gewinnspiele mit Laufzeit, Status und Teilnehmenden." />
      <CompetitionsAdmin />
    </>
  );
}

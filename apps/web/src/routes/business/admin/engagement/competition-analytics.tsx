import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { CompetitionAnalyticsView } from '../../../../features/admin-engagement';

/** /business/admin/competitions/{id}/analytics (staff). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <>
      <PageHeader title="Gewinnspiel-Auswertung" subtitle="Teilnahmen und Fortschritt der Teilnehmenden." />
      <CompetitionAnalyticsView id={id} />
    </>
  );
}

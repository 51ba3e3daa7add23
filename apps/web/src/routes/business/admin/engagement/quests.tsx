import { PageHeader } from '../../../../components/ui/page-header';
import { QuestsAdmin } from '../../../../features/admin-engagement';

/** /business/admin/quests (staff). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Weekly-Challenges"
        subtitle="Die wöchentlichen Herausforderungen mit Zeitraum, Modul und Bonus."
      />
      <QuestsAdmin />
    </>
  );
}

import { PageHeader } from '../../../../components/ui/page-header';
import { PopupsAdmin } from '../../../../features/admin-engagement';

/** /business/admin/popups (staff). */
export function Component() {
  return (
    <>
      <PageHeader title="Popups" subtitle="Hinweis-Popups auf der Startseite mit Laufzeit und Status." />
      <PopupsAdmin />
    </>
  );
}

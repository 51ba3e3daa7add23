import { PageHeader } from '../../../components/ui/page-header';
import { DuplicatesAdmin } from '../../../features/admin-duplicates';

/** /business/admin/duplicates (staff): accounts that probably belong to one person. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Nutzer Duplikate"
        subtitle="Konten, die vermutlich zu derselben Person gehören, prüfen und bereinigen."
      />
      <DuplicatesAdmin />
    </>
  );
}

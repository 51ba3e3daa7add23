import { PageHeader } from '../../../components/ui/page-header';
import { VerificationLettersAdmin } from '../../../features/admin-letters';

/** /business/admin/verification-letters (staff): pending letters and the batch PDF. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Verifizierungsbriefe"
        subtitle="Offene Briefe mit Bestätigungscode drucken und an die Apotheken schicken."
      />
      <VerificationLettersAdmin />
    </>
  );
}

import { PageHeader } from '../../../components/ui/page-header';
import { AuditLogAdmin } from '../../../features/admin-audit-log';

/** /business/admin/audit-log (superusers): who changed what, with before and after. */
export function Component() {
  return (
    <>
      <PageHeader title="Audit-Log" subtitle="Jede Änderung durch Mitarbeitende: wer, was, vorher und nachher." />
      <AuditLogAdmin />
    </>
  );
}

import { PageHeader } from '../../../components/ui/page-header';
import { AdminDashboardView } from '../../../features/admin-dashboard';

/** /business/admin/dashboard (staff): platform figures, charts and the open work queues. */
export function Component() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Kennzahlen der Plattform: aktive Nutzer, Abschlüsse und Prämien." />
      <AdminDashboardView />
    </>
  );
}

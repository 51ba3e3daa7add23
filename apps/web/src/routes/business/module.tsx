import { useParams } from 'react-router';
import { ModuleDashboard } from '../../features/business';

/** /business/module/{slug}: a module's dashboard. */
export function Component() {
  const { slug = '' } = useParams();
  return <ModuleDashboard slug={slug} />;
}

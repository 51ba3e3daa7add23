import { DemoDashboard } from '../../features/business';

/** /business/module/demo-dashboard: the synthetic demo dashboard. */
export function Component() {
  return <DemoDashboard />;
}

import { DemoDashboard } from '../../features/business/components/demo-dashboard';

/** /business/module/demo-dashboard: the synthetic demo dashboard. */
export function Component() {
  return <DemoDashboard />;
}

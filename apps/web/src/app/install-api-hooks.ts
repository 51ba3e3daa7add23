import type { DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { apiHooks } from '../lib/api-client';
import { handleGatewayFailure } from '../lib/maintenance';
import { notify } from '../lib/notify';
import { expireSession } from '../lib/session-lifecycle';

/**
 * Connects the API client to the app (spec §8): gateway failures lead to a reload or the
 * maintenance page; a session that cannot be refreshed is cleared, and the session watcher sends
 * the user to sign-in when the page needs a login.
 */
export function installApiHooks(router: DataRouter): void {
  apiHooks.onGatewayFailure = () => {
    const outcome = handleGatewayFailure({
      maintenancePath: paths.Maintenance.path,
      currentPath: () => {
        const { pathname, search, hash } = router.state.location;
        return `${pathname}${search}${hash}`;
      },
      goToMaintenance: () => void router.navigate(paths.Maintenance.path, { replace: true }),
    });
    if (outcome === 'reload') {
      notify.error('Der Server ist gerade nicht erreichbar. Die Seite wird gleich neu geladen.', { id: 'gateway' });
    }
  };
  apiHooks.onSessionExpired = expireSession;
}

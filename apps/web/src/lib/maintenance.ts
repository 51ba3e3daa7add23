import { MAINTENANCE_RELOAD_DELAY_MS } from '@apopunkt/domain/constants/limits';
import { gatewayFailureAction } from '@apopunkt/domain/rules/maintenance';

const TIME_KEY = 'apopunkt.maintenanceAt';
const RETURN_KEY = 'apopunkt.maintenanceReturnTo';

function readTime(): number | null {
  const raw = sessionStorage.getItem(TIME_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

let reloadScheduled = false;

/**
 * Spec §8 gateway rule: a maintenance time stored in this session less than 100 s ago sends the
 * user to /maintenance (unless already there); otherwise the time is stored and the page reloads
 * after 5 s, once however many calls fail together.
 */
export function handleGatewayFailure(options: {
  maintenancePath: string;
  currentPath: () => string;
  goToMaintenance: () => void;
  reload?: () => void;
  now?: number;
}): 'maintenance' | 'reload' | 'none' {
  const now = options.now ?? Date.now();
  const current = options.currentPath();
  if (gatewayFailureAction(readTime(), now) === 'maintenance') {
    if (current.startsWith(options.maintenancePath)) return 'none';
    sessionStorage.setItem(RETURN_KEY, current);
    options.goToMaintenance();
    return 'maintenance';
  }
  sessionStorage.setItem(TIME_KEY, String(now));
  if (reloadScheduled) return 'none';
  reloadScheduled = true;
  setTimeout(options.reload ?? (() => window.location.reload()), MAINTENANCE_RELOAD_DELAY_MS);
  return 'reload';
}

/** After a successful retry: forget the maintenance time and return where the user was. */
export function leaveMaintenance(fallback: string): string {
  const target = sessionStorage.getItem(RETURN_KEY) ?? fallback;
  sessionStorage.removeItem(TIME_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return target;
}

/** For tests. */
export function resetMaintenanceState(): void {
  reloadScheduled = false;
  sessionStorage.removeItem(TIME_KEY);
  sessionStorage.removeItem(RETURN_KEY);
}

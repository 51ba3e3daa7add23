import { MAINTENANCE_WINDOW_SECONDS } from '../constants/limits';

export const GATEWAY_STATUSES = [502, 503, 504] as const;

export function isGatewayFailure(status: number | null): boolean {
  return status === null || (GATEWAY_STATUSES as readonly number[]).includes(status);
}

/**
 * After a gateway error or network failure (spec §8): if a maintenance time stored less than
 * 100 seconds ago exists, go to /maintenance; otherwise store the time and reload after 5 s.
 */
export function gatewayFailureAction(storedAtMs: number | null, nowMs: number): 'maintenance' | 'reload' {
  if (storedAtMs !== null && nowMs - storedAtMs < MAINTENANCE_WINDOW_SECONDS * 1000) return 'maintenance';
  return 'reload';
}

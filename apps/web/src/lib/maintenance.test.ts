import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleGatewayFailure, leaveMaintenance, resetMaintenanceState } from './maintenance';

function failure(now: number, current = '/coupons') {
  const goToMaintenance = vi.fn();
  const reload = vi.fn();
  const outcome = handleGatewayFailure({
    maintenancePath: '/maintenance',
    currentPath: () => current,
    goToMaintenance,
    reload,
    now,
  });
  return { outcome, goToMaintenance, reload };
}

describe('gateway failure rule (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetMaintenanceState();
  });
  afterEach(() => vi.useRealTimers());

  it('stores the time and reloads once after 5 seconds', () => {
    const first = failure(1_000_000);
    expect(first.outcome).toBe('reload');
    vi.advanceTimersByTime(4999);
    expect(first.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.reload).toHaveBeenCalledTimes(1);
  });

  it('goes to maintenance when the stored time is under 100 seconds old', () => {
    failure(1_000_000);
    const second = failure(1_000_000 + 99_000);
    expect(second.outcome).toBe('maintenance');
    expect(second.goToMaintenance).toHaveBeenCalled();
    expect(leaveMaintenance('/')).toBe('/coupons');
  });

  it('stays put when already on the maintenance page', () => {
    failure(1_000_000);
    expect(failure(1_000_500, '/maintenance').outcome).toBe('none');
  });

  it('reloads again once the stored time is 100 seconds old', () => {
    sessionStorage.setItem('apopunkt.maintenanceAt', '1000000');
    expect(failure(1_000_000 + 100_000).outcome).toBe('reload');
    expect(sessionStorage.getItem('apopunkt.maintenanceAt')).toBe('1100000');
  });
});

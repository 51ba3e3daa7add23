import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './constants/permissions';
import {
  canSeeRxContent,
  effectivePermissions,
  hasBusinessAccess,
  hasPermission,
  qualifiesForPremium,
} from './policies';

describe('effectivePermissions', () => {
  it('gives professionals all thirteen once their e-mail is confirmed', () => {
    expect(effectivePermissions({ job: 'PTA', isStaff: false, emailConfirmed: true })).toHaveLength(13);
    expect(effectivePermissions({ job: 'PTA', isStaff: false, emailConfirmed: false })).toEqual([]);
  });
  it('gives CFR, CUS and CRM only the view permissions', () => {
    const perms = effectivePermissions({ job: 'CUS', isStaff: false, emailConfirmed: true });
    expect(perms.length).toBeGreaterThan(0);
    expect(perms.every((p) => p.startsWith('can_view_'))).toBe(true);
  });
  it('gives staff everything', () => {
    expect(effectivePermissions({ job: null, isStaff: true, emailConfirmed: false })).toEqual([...PERMISSIONS]);
  });
  it('applies grants and revocations on top of the job group', () => {
    const perms = effectivePermissions({
      job: 'CFR',
      isStaff: false,
      emailConfirmed: true,
      grants: [
        { permission: 'can_buy_coupons', granted: true },
        { permission: 'can_view_coupons', granted: false },
      ],
    });
    expect(perms).toContain('can_buy_coupons');
    expect(perms).not.toContain('can_view_coupons');
  });
});

describe('checks', () => {
  const user = {
    isStaff: false,
    isPremium: false,
    permissions: ['can_view_competitions'],
    subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR' }],
  };
  it('checks permissions by name', () => {
    expect(hasPermission(user, 'can_view_competitions')).toBe(true);
    expect(hasPermission(user, 'can_view_coupons')).toBe(false);
    expect(hasPermission(null, 'can_view_coupons')).toBe(false);
  });
  it('grants business access by subscription or staff', () => {
    expect(hasBusinessAccess(user, 'FEATURE_DASHBOARD_CFR')).toBe(true);
    expect(hasBusinessAccess(user, 'FEATURE_DASHBOARD_MODULES')).toBe(false);
    expect(hasBusinessAccess({ ...user, isStaff: true, subscriptions: [] }, 'FEATURE_DASHBOARD_MODULES')).toBe(true);
    expect(hasBusinessAccess({ ...user, subscriptions: [] })).toBe(false);
  });
  it('shows Rx content to verified qualified employees and staff only', () => {
    const pta = { isStaff: false, job: 'PTA', employeeVerified: true, jobConfirmationPending: false };
    expect(canSeeRxContent(pta)).toBe(true);
    expect(canSeeRxContent({ ...pta, job: 'PKA' })).toBe(false);
    expect(canSeeRxContent({ ...pta, employeeVerified: false })).toBe(false);
    expect(canSeeRxContent({ ...pta, jobConfirmationPending: true })).toBe(false);
    expect(canSeeRxContent({ isStaff: true, job: null, employeeVerified: false, jobConfirmationPending: true })).toBe(
      true,
    );
  });
  it('makes verified professionals premium-eligible', () => {
    const base = { job: 'PTA', emailConfirmed: true, employeeVerified: true, organisationVerified: true };
    expect(qualifiesForPremium(base)).toBe(true);
    expect(qualifiesForPremium({ ...base, job: 'CUS' })).toBe(false);
    expect(qualifiesForPremium({ ...base, organisationVerified: false })).toBe(false);
  });
});

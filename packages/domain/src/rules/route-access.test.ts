import { describe, expect, it } from 'vitest';
import type { UserLike } from '../policies';
import { needsSignIn, routeAccess } from './route-access';

const user = (over: Partial<UserLike> = {}): UserLike => ({
  isStaff: false,
  isPremium: false,
  permissions: [],
  subscriptions: [],
  ...over,
});

describe('routeAccess', () => {
  it('lets everybody through public routes', () => {
    expect(routeAccess(null, {})).toBe('ok');
    expect(routeAccess(user(), {})).toBe('ok');
  });
  it('sends guests to sign-in wherever a requirement implies login', () => {
    expect(routeAccess(null, { auth: true })).toBe('sign-in');
    expect(routeAccess(null, { permission: 'can_view_competitions' })).toBe('sign-in');
    expect(routeAccess(null, { premium: true })).toBe('sign-in');
    expect(routeAccess(null, { notPremium: true })).toBe('sign-in');
    expect(routeAccess(null, { business: 'staff' })).toBe('sign-in');
  });
  it('sends signed-in users Home from logged-out-only routes', () => {
    expect(routeAccess(user(), { loggedOut: true })).toBe('home');
    expect(routeAccess(null, { loggedOut: true })).toBe('ok');
  });
  it('blocks a missing permission before asking for premium', () => {
    const requires = { permission: 'can_view_coupons', premium: true } as const;
    expect(routeAccess(user({ isPremium: true }), requires)).toBe('no-access');
    expect(routeAccess(user({ permissions: ['can_view_coupons'] }), requires)).toBe('premium-required');
    expect(routeAccess(user({ permissions: ['can_view_coupons'], isPremium: true }), requires)).toBe('ok');
  });
  it('keeps premium users off become-premium', () => {
    expect(routeAccess(user({ isPremium: true }), { notPremium: true })).toBe('already-premium');
    expect(routeAccess(user(), { notPremium: true })).toBe('ok');
  });
  it('checks business access by subscription, staff or any', () => {
    const modules = user({ subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES' }] });
    const staff = user({ isStaff: true });
    expect(routeAccess(modules, { business: 'FEATURE_DASHBOARD_MODULES' })).toBe('ok');
    expect(routeAccess(modules, { business: 'FEATURE_DASHBOARD_CFR' })).toBe('no-access');
    expect(routeAccess(modules, { business: 'staff' })).toBe('no-access');
    expect(routeAccess(modules, { business: 'any' })).toBe('ok');
    expect(routeAccess(user(), { business: 'any' })).toBe('no-access');
    expect(routeAccess(staff, { business: 'FEATURE_DASHBOARD_CFR' })).toBe('ok');
    expect(routeAccess(staff, { business: 'staff' })).toBe('ok');
  });
});

describe('needsSignIn', () => {
  it('is false for public and logged-out-only routes', () => {
    expect(needsSignIn({})).toBe(false);
    expect(needsSignIn({ loggedOut: true })).toBe(false);
    expect(needsSignIn({ premium: true })).toBe(true);
  });
});

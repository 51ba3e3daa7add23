import { describe, expect, it } from 'vitest';
import { signInRedirectTarget } from './sign-in-redirect';

const modules = [{ type: 'FEATURE_DASHBOARD_MODULES' }];

describe('signInRedirectTarget', () => {
  it('follows the redirect query first', () => {
    expect(signInRedirectTarget({ job: 'CUS', subscriptions: modules }, '/coupons?x=1')).toBe('/coupons?x=1');
  });
  it('ignores redirects to other origins', () => {
    expect(signInRedirectTarget({ job: 'PTA', subscriptions: [] }, '//evil.example')).toBe('/');
    expect(signInRedirectTarget({ job: 'PTA', subscriptions: [] }, 'https://evil.example')).toBe('/');
  });
  it('sends customers with the modules dashboard to BusinessProducts', () => {
    expect(signInRedirectTarget({ job: 'CUS', subscriptions: modules }, null)).toBe('/business/products');
  });
  it('sends field service to the training pages (issue 36 §9) and everyone else Home', () => {
    expect(signInRedirectTarget({ job: 'CFR', subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR' }] })).toBe(
      '/business/training-modules',
    );
    expect(signInRedirectTarget({ job: 'PTA', subscriptions: modules })).toBe('/');
  });
});

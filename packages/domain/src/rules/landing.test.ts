import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

const modules = { type: 'FEATURE_DASHBOARD_MODULES' };
const cfr = { type: 'FEATURE_DASHBOARD_CFR' };

describe('landingPath', () => {
  it('sends a manufacturer manager to the products dashboard', () => {
    expect(landingPath({ job: 'CUS', subscriptions: [modules] })).toBe('/business/products');
    expect(landingPath({ job: 'CUS', subscriptions: [cfr, modules] })).toBe('/business/products');
  });
  it('sends field service to the training pages', () => {
    expect(landingPath({ job: 'CFR', subscriptions: [cfr] })).toBe('/business/training-modules');
  });
  it('sends members, staff-like users without a customer job and customers without a dashboard Home', () => {
    expect(landingPath({ job: 'PTA', subscriptions: [modules, cfr] })).toBe('/');
    expect(landingPath({ job: null, subscriptions: [] })).toBe('/');
    expect(landingPath({ job: 'CUS', subscriptions: [] })).toBe('/');
    expect(landingPath(null)).toBe('/');
  });
});

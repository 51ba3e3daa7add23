import { describe, expect, it } from 'vitest';
import { canRequestBenefit, canSetBenefitStatus } from './benefit-requests';

describe('benefit request rules', () => {
  it('moves open requests to any decision and approved ones to fulfilled or rejected', () => {
    expect(canSetBenefitStatus('open', 'approved')).toBe(true);
    expect(canSetBenefitStatus('open', 'rejected')).toBe(true);
    expect(canSetBenefitStatus('open', 'fulfilled')).toBe(true);
    expect(canSetBenefitStatus('approved', 'fulfilled')).toBe(true);
    expect(canSetBenefitStatus('approved', 'rejected')).toBe(true);
    expect(canSetBenefitStatus('approved', 'approved')).toBe(true);
  });
  it('keeps rejected and fulfilled requests final', () => {
    expect(canSetBenefitStatus('rejected', 'approved')).toBe(false);
    expect(canSetBenefitStatus('rejected', 'rejected')).toBe(false);
    expect(canSetBenefitStatus('fulfilled', 'rejected')).toBe(false);
  });
  it('allows a new request only when nothing is pending', () => {
    expect(canRequestBenefit(null)).toBe(true);
    expect(canRequestBenefit({ status: 'open' })).toBe(false);
    expect(canRequestBenefit({ status: 'approved' })).toBe(false);
    expect(canRequestBenefit({ status: 'rejected' })).toBe(true);
    expect(canRequestBenefit({ status: 'fulfilled' })).toBe(true);
  });
});

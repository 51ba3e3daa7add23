import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_OTP_SECRET } from '../../ops/seed/demo-credentials';
import { matchTotpStep, newTotpSecret, totpCode } from './totp';

const NOW = new Date('2025-03-01T09:00:10Z');
const STEP = Math.floor(NOW.getTime() / 30_000);

describe('TOTP', () => {
  it('matches the current step and one step either side, not two', () => {
    const secret = newTotpSecret();
    expect(matchTotpStep(secret, totpCode(secret, NOW), NOW)).toBe(STEP);
    expect(matchTotpStep(secret, totpCode(secret, new Date(NOW.getTime() - 30_000)), NOW)).toBe(STEP - 1);
    expect(matchTotpStep(secret, totpCode(secret, new Date(NOW.getTime() + 30_000)), NOW)).toBe(STEP + 1);
    const far = totpCode(secret, new Date(NOW.getTime() - 90_000));
    const near = [-1, 0, 1].map((d) => totpCode(secret, new Date(NOW.getTime() + d * 30_000)));
    if (!near.includes(far)) expect(matchTotpStep(secret, far, NOW)).toBeNull();
  });

  it('agrees with otplib for the demo account secret', () => {
    expect(matchTotpStep(DEMO_OTP_SECRET, authenticator.generate(DEMO_OTP_SECRET), new Date())).not.toBeNull();
  });

  it('answers null for garbage instead of throwing', () => {
    expect(matchTotpStep('not base32 !!', '123456', NOW)).toBeNull();
    expect(matchTotpStep(newTotpSecret(), 'abcdef', NOW)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { canChangeOwnJob, nextVerificationLetterAt } from './account';

describe('canChangeOwnJob', () => {
  it('allows moves between professional jobs and keeping the same job', () => {
    expect(canChangeOwnJob('PTA', 'PHP')).toBe(true);
    expect(canChangeOwnJob('CUS', 'CUS')).toBe(true);
    expect(canChangeOwnJob(null, 'PKA')).toBe(true);
  });

  it('refuses moves into or out of the business jobs', () => {
    expect(canChangeOwnJob('PTA', 'CUS')).toBe(false);
    expect(canChangeOwnJob('CFR', 'PTA')).toBe(false);
    expect(canChangeOwnJob('CRM', 'CUS')).toBe(false);
    expect(canChangeOwnJob(null, 'CFR')).toBe(false);
  });
});

describe('nextVerificationLetterAt', () => {
  const now = new Date('2026-03-20T12:00:00Z');

  it('is null without an earlier request or once 14 days have passed', () => {
    expect(nextVerificationLetterAt(null, now)).toBeNull();
    expect(nextVerificationLetterAt(new Date('2026-03-06T12:00:00Z'), now)).toBeNull();
  });

  it('names the day a new letter may be requested', () => {
    expect(nextVerificationLetterAt(new Date('2026-03-10T08:00:00Z'), now)).toEqual(new Date('2026-03-24T08:00:00Z'));
  });
});

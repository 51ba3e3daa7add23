import { describe, expect, it } from 'vitest';
import {
  certificateVerifyUrl,
  formatCode,
  holderName,
  isWellFormedCode,
  letterExpiresAt,
  letterStatus,
  normaliseCode,
  referralKeys,
  referralShareUrl,
} from './premium';

describe('referralKeys', () => {
  it('gives one key per new premium member and side', () => {
    expect(referralKeys.referrer(7)).toBe('referral:7:referrer');
    expect(referralKeys.referred(7)).toBe('referral:7:referred');
    expect(referralKeys.referrer(7)).not.toBe(referralKeys.referrer(8));
  });
});

describe('codes', () => {
  it('ignores case, spaces and dashes and checks the printed alphabet', () => {
    expect(normaliseCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseCode('ab cd – ef gh')).toBe('ABCDEFGH');
    expect(isWellFormedCode('ABCDEFGH', 8)).toBe(true);
    expect(isWellFormedCode('ABCDEFG0', 8)).toBe(false);
    expect(isWellFormedCode('ABCDEFG', 8)).toBe(false);
  });
  it('prints codes in blocks of four', () => {
    expect(formatCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(formatCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK');
  });
});

describe('letterStatus', () => {
  const printedAt = new Date('2026-01-01T10:00:00Z');
  const expiresAt = letterExpiresAt(printedAt);
  it('expires 60 days after printing', () => {
    expect(expiresAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(letterStatus({ status: 'printed', expiresAt }, new Date('2026-03-02T09:59:59Z'))).toBe('printed');
    expect(letterStatus({ status: 'printed', expiresAt }, expiresAt)).toBe('expired');
  });
  it('keeps the other statuses', () => {
    expect(letterStatus({ status: 'pending', expiresAt: null }, printedAt)).toBe('pending');
    expect(letterStatus({ status: 'used', expiresAt }, new Date('2027-01-01'))).toBe('used');
  });
});

describe('names and links', () => {
  it('shows the holder as first name and initial', () => {
    expect(holderName('Paula', 'tannenberg')).toBe('Paula T.');
    expect(holderName(' Paula ', '')).toBe('Paula');
  });
  it('builds the verify and share links', () => {
    expect(certificateVerifyUrl('https://apopunkt.de/', 'K7M2QX9PTA')).toBe(
      'https://apopunkt.de/certificates/verify/K7M2QX9PTA',
    );
    expect(referralShareUrl('http://localhost:3000', 'ABCD2345')).toBe('http://localhost:3000/sign-up?ref=ABCD2345');
  });
});

import { CODE_ALPHABET, VERIFICATION_LETTER_VALID_DAYS } from '../constants/premium';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency keys of the referral bonuses: one per new premium member and side, so however
 * often or concurrently someone is verified, each bonus is booked once (DESIGN §5).
 */
export const referralKeys = {
  referrer: (userId: number) => `referral:${userId}:referrer`,
  referred: (userId: number) => `referral:${userId}:referred`,
};

/** What users type from paper: case, spaces and dashes do not matter. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-–]+/g, '');
}

/** True when the code has the given length and only characters of the printed alphabet. */
export function isWellFormedCode(code: string, length: number): boolean {
  return code.length === length && [...code].every((c) => CODE_ALPHABET.includes(c));
}

/** A code as printed, in blocks of four for reading aloud and typing: ABCD-EFGH. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** When a letter printed at `printedAt` stops working. */
export function letterExpiresAt(printedAt: Date): Date {
  return new Date(printedAt.getTime() + VERIFICATION_LETTER_VALID_DAYS * DAY_MS);
}

export const LETTER_STATUSES = ['pending', 'printed', 'used', 'superseded', 'expired'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/**
 * The status staff and users see: the stored one, except that a printed letter past its
 * expiry reads 'expired' (expiry is a matter of time, not a write).
 */
export function letterStatus(letter: { status: string; expiresAt: Date | null }, now: Date): LetterStatus {
  if (letter.status === 'printed' && letter.expiresAt && letter.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return letter.status as LetterStatus;
}

/** A certificate holder as the public verification shows them: first name and initial (privacy). */
export function holderName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** The public page a certificate's QR code points to. */
export function certificateVerifyUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/certificates/verify/${encodeURIComponent(code)}`;
}

/** The sign-up link a user shares to recommend the product (referral). */
export function referralShareUrl(publicUrl: string, referrerCode: string): string {
  return `${publicUrl.replace(/\/$/, '')}/sign-up?ref=${encodeURIComponent(referrerCode)}`;
}

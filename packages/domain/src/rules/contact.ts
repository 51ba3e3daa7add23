/**
 * The simple e-mail check of the contact form (spec §5): something, an @, a domain with at least one
 * dot and a top-level domain of two or more characters. The server validates strictly; this check
 * only catches typos before sending.
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function isPlausibleEmail(value: string): boolean {
  return CONTACT_EMAIL_PATTERN.test(value.trim());
}

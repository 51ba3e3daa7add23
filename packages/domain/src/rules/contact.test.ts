import { describe, expect, it } from 'vitest';
import { isPlausibleEmail } from './contact';

describe('isPlausibleEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isPlausibleEmail('paula@apotheke.de')).toBe(true);
    expect(isPlausibleEmail('p.muster+team@mail.apotheke-am-markt.berlin')).toBe(true);
    expect(isPlausibleEmail('  paula@apotheke.de  ')).toBe(true);
  });
  it('needs a top-level domain of at least two characters', () => {
    expect(isPlausibleEmail('paula@apotheke.d')).toBe(false);
    expect(isPlausibleEmail('paula@apotheke')).toBe(false);
  });
  it('rejects obvious typos', () => {
    expect(isPlausibleEmail('')).toBe(false);
    expect(isPlausibleEmail('paula.apotheke.de')).toBe(false);
    expect(isPlausibleEmail('paula@@apotheke.de')).toBe(false);
    expect(isPlausibleEmail('pa ula@apotheke.de')).toBe(false);
    expect(isPlausibleEmail('paula@.de')).toBe(false);
    expect(isPlausibleEmail('paula@apotheke..de')).toBe(false);
  });
});

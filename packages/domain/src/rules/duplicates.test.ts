import { describe, expect, it } from 'vitest';
import { duplicateScore, normaliseEmail } from './duplicates';

describe('normaliseEmail', () => {
  it('drops case, dots and the plus tag of the local part only', () => {
    expect(normaliseEmail(' Erika.Muster+apo@Mail.DE ')).toBe('erikamuster@mail.de');
    expect(normaliseEmail('erikamuster@mail.de')).toBe('erikamuster@mail.de');
    expect(normaliseEmail('erika@mail.example.de')).toBe('erika@mail.example.de');
  });
});

describe('duplicateScore', () => {
  it('adds the weights of the reasons', () => {
    expect(duplicateScore(['SAME_EMAIL'])).toBe(50);
    expect(duplicateScore(['SAME_EMAIL', 'SAME_NAME_BIRTHDATE', 'SAME_NAME_ORGANISATION'])).toBe(100);
    expect(duplicateScore([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateSchema,
  isOldEnoughToRegister,
  passwordChangeSchema,
  passwordResetSchema,
  registrationSchema,
} from './auth';

const form = {
  emailVerificationCode: '123456',
  email: ' Neu@Example.DE ',
  password: 'ein-langes-passwort',
  passwordRepeat: 'ein-langes-passwort',
  firstName: ' Greta ',
  lastName: 'Grün',
  gender: 'FE',
  dateOfBirth: '1995-03-14',
  job: 'PTA',
  unemployed: true,
  hasAcceptedTerms: true,
};

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('registrationSchema', () => {
  it('normalises the form and fills defaults', () => {
    expect(registrationSchema.parse({ ...form, referredBy: ' ab12cd34 ' })).toMatchObject({
      email: 'neu@example.de',
      firstName: 'Greta',
      currentPlace: null,
      referredBy: 'AB12CD34',
      hasAcceptedNewsletter: false,
    });
    expect(registrationSchema.parse({ ...form, referredBy: '' }).referredBy).toBeNull();
  });

  it('reports field and cross-field problems together, in German', () => {
    const result = registrationSchema.safeParse({
      ...form,
      passwordRepeat: 'anders-als-vorher',
      unemployed: false,
      hasAcceptedTerms: false,
    });
    expect(messages(result)).toEqual([
      'hasAcceptedTerms: Bitte stimme den Nutzungsbedingungen zu.',
      'passwordRepeat: Die Passwörter stimmen nicht überein.',
      'currentPlace: Bitte wähle deine Apotheke aus, beantrage eine neue oder gib an, dass du derzeit nicht beschäftigt bist.',
    ]);
  });

  it('accepts exactly one workplace choice', () => {
    const request = { name: 'Neue Apotheke', street: 'Weg 1', zip: '12345', city: 'Ort' };
    expect(registrationSchema.safeParse({ ...form, unemployed: false, currentPlace: 7 }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...form, unemployed: false, organisationRequest: request }).success).toBe(
      true,
    );
    expect(registrationSchema.safeParse({ ...form, currentPlace: 7 }).success).toBe(false);
  });

  it('refuses non-objects without throwing', () => {
    for (const value of [null, 'text', 5, []]) {
      expect(registrationSchema.safeParse(value).success).toBe(false);
      expect(passwordChangeSchema.safeParse(value).success).toBe(false);
      expect(passwordResetSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('password schemas', () => {
  it('checks the repeat only when it is sent (reset) and that a change changes something', () => {
    expect(passwordResetSchema.safeParse({ password: 'ein-langes-passwort' }).success).toBe(true);
    expect(messages(passwordResetSchema.safeParse({ password: 'ein-langes-passwort', passwordRepeat: 'x' }))).toEqual([
      'passwordRepeat: Die Passwörter stimmen nicht überein.',
    ]);
    const same = { currentPassword: 'ein-langes-passwort', password: 'ein-langes-passwort' };
    expect(messages(passwordChangeSchema.safeParse({ ...same, passwordRepeat: same.password }))).toEqual([
      'password: Das neue Passwort muss sich vom aktuellen unterscheiden.',
    ]);
  });
});

describe('dates of birth', () => {
  it('accepts real calendar days only', () => {
    expect(birthDateSchema.safeParse('2000-02-29').success).toBe(true);
    expect(birthDateSchema.safeParse('2001-02-29').success).toBe(false);
    expect(birthDateSchema.safeParse('01.02.2000').success).toBe(false);
  });

  it('counts full years and the 16th birthday', () => {
    const today = new Date('2025-03-01T12:00:00Z');
    expect(ageOn('2009-03-01', today)).toBe(16);
    expect(ageOn('2009-03-02', today)).toBe(15);
    expect(isOldEnoughToRegister('2009-03-01', today)).toBe(true);
    expect(isOldEnoughToRegister('2009-03-02', today)).toBe(false);
    expect(ageOn('2030-01-01', today)).toBeLessThan(0);
  });
});

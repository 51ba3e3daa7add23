import { AUTH_FIELD_MESSAGES } from '@apopunkt/domain/schemas/auth';
import type { Organisation } from '@apopunkt/domain/schemas/users';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignUpForm } from './use-sign-up-form';

const pharmacy: Organisation = {
  id: 5,
  name: 'Linden-Apotheke',
  type: 'PHA',
  isVerified: true,
  address: { street: 'Unter den Linden 21', zip: '10117', city: 'Berlin' },
};

const complete = {
  email: 'neu@example.de',
  emailVerificationCode: '123456',
  password: 'ein-langes-passwort',
  passwordRepeat: 'ein-langes-passwort',
  firstName: 'Anna',
  lastName: 'Muster',
  gender: 'FE' as const,
  dateOfBirth: '1995-04-01',
  job: 'PTA' as const,
  hasAcceptedTerms: true,
};

describe('useSignUpForm', () => {
  it('prefills the referral code and starts with an empty workplace', () => {
    const { result } = renderHook(() => useSignUpForm('ABCD1234'));
    expect(result.current.form.values.referredBy).toBe('ABCD1234');
    expect(result.current.form.values.currentPlace).toBeNull();
    expect(result.current.mode).toBe('organisation');
  });

  it('names every missing field in German', () => {
    const { result } = renderHook(() => useSignUpForm(''));
    let errors: Record<string, unknown> = {};
    act(() => {
      errors = result.current.form.validate().errors;
    });
    expect(errors.gender).toBe(AUTH_FIELD_MESSAGES.gender);
    expect(errors.job).toBe(AUTH_FIELD_MESSAGES.job);
    expect(errors.dateOfBirth).toBe(AUTH_FIELD_MESSAGES.dateOfBirth);
    expect(errors.hasAcceptedTerms).toBe(AUTH_FIELD_MESSAGES.terms);
    expect(errors.currentPlace).toBe(AUTH_FIELD_MESSAGES.employment);
  });

  it('is valid with a chosen pharmacy', () => {
    const { result } = renderHook(() => useSignUpForm(''));
    act(() => result.current.form.setValues(complete));
    act(() => result.current.chooseOrganisation(pharmacy));
    expect(result.current.form.values.currentPlace).toBe(5);
    let hasErrors = true;
    act(() => {
      hasErrors = result.current.form.validate().hasErrors;
    });
    expect(hasErrors).toBe(false);
  });

  it('switches between the three workplace choices, keeping exactly one', () => {
    const { result } = renderHook(() => useSignUpForm(''));
    act(() => result.current.form.setValues(complete));
    act(() => result.current.chooseOrganisation(pharmacy));
    act(() => result.current.setMode('unemployed'));
    expect(result.current.mode).toBe('unemployed');
    expect(result.current.organisation).toBeNull();
    expect(result.current.form.values).toMatchObject({
      currentPlace: null,
      unemployed: true,
      organisationRequest: null,
    });

    act(() => result.current.setMode('request'));
    expect(result.current.mode).toBe('request');
    expect(result.current.form.values.unemployed).toBe(false);
    let errors: Record<string, unknown> = {};
    act(() => {
      errors = result.current.form.validate().errors;
    });
    expect(errors['organisationRequest.zip']).toEqual(expect.stringContaining('Postleitzahl'));
  });
});

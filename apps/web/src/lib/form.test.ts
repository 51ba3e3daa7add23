import { passwordChangeSchema, registrationSchema } from '@apopunkt/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { serverFieldErrors, zodValidate } from './form';

describe('zodValidate', () => {
  it('answers no errors for valid values', () => {
    const validate = zodValidate(z.object({ name: z.string().min(1) }));
    expect(validate({ name: 'Anna' })).toEqual({});
  });

  it('maps nested paths to dot paths and keeps the first message per field', () => {
    const schema = z.object({
      organisationRequest: z.object({ zip: z.string().min(5, 'zu kurz').regex(/^\d+$/, 'nur Ziffern') }),
    });
    expect(zodValidate(schema)({ organisationRequest: { zip: 'ab' } })).toEqual({
      'organisationRequest.zip': 'zu kurz',
    });
  });

  it('puts cross-field rules of the domain schemas on their field', () => {
    const errors = zodValidate(passwordChangeSchema)({
      currentPassword: 'altes-passwort',
      password: 'ein-neues-passwort',
      passwordRepeat: 'ein-anderes-passwort',
    });
    expect(errors).toEqual({ passwordRepeat: 'Die Passwörter stimmen nicht überein.' });
  });

  it('reports the employment choice of the registration schema on currentPlace', () => {
    const errors = zodValidate(registrationSchema)({
      emailVerificationCode: '123456',
      email: 'neu@example.de',
      password: 'ein-langes-passwort',
      passwordRepeat: 'ein-langes-passwort',
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 'FE',
      dateOfBirth: '1990-05-01',
      job: 'PTA',
      currentPlace: null,
      unemployed: false,
      organisationRequest: null,
      referredBy: '',
      hasAcceptedTerms: true,
      hasAcceptedNewsletter: false,
    });
    expect(Object.keys(errors)).toEqual(['currentPlace']);
  });

  it('replaces the generic message of an empty select with the given text', () => {
    const schema = z.object({ gender: z.enum(['FE', 'MA', 'DI']), name: z.string().min(1, 'Name fehlt') });
    expect(zodValidate(schema, { gender: 'Bitte wähle eine Anrede.', name: 'nie' })({ gender: '', name: '' })).toEqual({
      gender: 'Bitte wähle eine Anrede.',
      name: 'Name fehlt',
    });
  });

  it('puts root issues on the empty key', () => {
    const schema = z.string().min(3, 'zu kurz');
    expect(zodValidate(schema)('a')).toEqual({ '': 'zu kurz' });
  });
});

describe('serverFieldErrors', () => {
  it('maps the validation details of the API to form paths', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Die Eingaben sind ungültig.', [
      { in: 'body', path: '/email', message: 'ungültig' },
      { in: 'body', path: '/organisationRequest/zip', message: 'fünf Ziffern' },
      { in: 'body', path: '', message: 'ohne Feld' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ email: 'ungültig', 'organisationRequest.zip': 'fünf Ziffern' });
  });

  it('ignores other errors', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'EMAIL_TAKEN', 'vergeben', { reason: 'x' }))).toEqual({});
  });
});

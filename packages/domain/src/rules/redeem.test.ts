import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { redeemErrorMessage, redeemSuccessMessage } from './redeem';

describe('redeemErrorMessage', () => {
  it('maps 409 and 412 to their own texts', () => {
    expect(redeemErrorMessage(409)).toBe('Der Aktionscode wurde bereits eingelöst.');
    expect(redeemErrorMessage(412)).toBe('Der Aktionscode ist nicht mehr gültig.');
  });
  it('calls every other HTTP error an invalid code', () => {
    expect(redeemErrorMessage(400)).toBe(MESSAGES.redeemInvalid);
    expect(redeemErrorMessage(404)).toBe(MESSAGES.redeemInvalid);
    expect(redeemErrorMessage(500)).toBe(MESSAGES.redeemInvalid);
  });
  it('uses the generic text when there was no HTTP answer', () => {
    expect(redeemErrorMessage(null)).toBe('Es ist ein Fehler aufgetreten. Bitte versuche es erneut.');
    expect(redeemErrorMessage(undefined)).toBe(MESSAGES.genericError);
  });
});

describe('redeemSuccessMessage', () => {
  it('announces the redirect only when a url comes back', () => {
    expect(redeemSuccessMessage(undefined)).toBe('Der Aktionscode wurde erfolgreich eingelöst.');
    expect(redeemSuccessMessage('/competition/7')).toBe('Eingabe erfolgreich! Du wirst jeden Moment weiter geleitet.');
  });
});

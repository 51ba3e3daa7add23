import { describe, expect, it } from 'vitest';
import { pointsCorrectionBodySchema } from '../schemas/points-corrections';
import { correctionBooking, pointsCorrectionKey } from './points-corrections';

describe('points corrections', () => {
  it('books a credit as TRANSFER and a debit as WITHDRAW, always with a positive value', () => {
    expect(correctionBooking(250)).toEqual({ type: 'TRANSFER', credit: true, points: 250 });
    expect(correctionBooking(-40)).toEqual({ type: 'WITHDRAW', credit: false, points: 40 });
  });

  it('keys the booking by staff member and Idempotency-Key', () => {
    expect(pointsCorrectionKey(7, 'abc-12345')).toBe('correction:7:abc-12345');
    expect(pointsCorrectionKey(8, 'abc-12345')).not.toBe(pointsCorrectionKey(7, 'abc-12345'));
  });

  it('accepts a signed whole number with a reason, trims the reason', () => {
    expect(pointsCorrectionBodySchema.parse({ value: -30, reason: '  Bonus doppelt gezahlt ' })).toEqual({
      value: -30,
      reason: 'Bonus doppelt gezahlt',
    });
  });

  it.each([
    [{ value: 0, reason: 'Kulanz wegen Ausfall' }, 'Eine Korrektur um 0 Punkte ändert nichts.'],
    [{ value: 1.5, reason: 'Kulanz wegen Ausfall' }, 'Bitte gib eine ganze Zahl ein.'],
    [
      { value: 100_001, reason: 'Kulanz wegen Ausfall' },
      'Eine Korrektur darf höchstens 100.000 Prämienpunkte betragen.',
    ],
    [{ value: 10, reason: '   ab  ' }, 'Bitte gib einen Grund mit mindestens 5 Zeichen an.'],
    [{ value: 10 }, 'Bitte gib einen Grund mit mindestens 5 Zeichen an.'],
    [{ value: 10, reason: 'x'.repeat(301) }, 'Bitte fasse den Grund in höchstens 300 Zeichen.'],
  ])('refuses %j in German', (body, message) => {
    const result = pointsCorrectionBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

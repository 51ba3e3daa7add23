import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

describe('countdown', () => {
  it('shows hours above 3600 seconds', () => {
    expect(countdown(3601)).toMatchObject({ unit: 'hours', value: 1, label: '1 Stunde' });
    expect(countdown(7 * 3600 + 5)).toMatchObject({ unit: 'hours', label: '7 Stunden' });
  });
  it('shows minutes above 60 seconds up to an hour', () => {
    expect(countdown(3600)).toMatchObject({ unit: 'minutes', value: 60, label: '60 Minuten' });
    expect(countdown(61)).toMatchObject({ unit: 'minutes', label: '1 Minute' });
  });
  it('shows seconds otherwise, never below zero', () => {
    expect(countdown(60)).toMatchObject({ unit: 'seconds', label: '60 Sekunden' });
    expect(countdown(1)).toMatchObject({ label: '1 Sekunde' });
    expect(countdown(-5)).toMatchObject({ value: 0, label: '0 Sekunden' });
  });
});

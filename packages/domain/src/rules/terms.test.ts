import { describe, expect, it } from 'vitest';
import { mustAcceptTerms } from './terms';

describe('mustAcceptTerms', () => {
  it('asks users who never accepted', () => {
    expect(mustAcceptTerms(null)).toBe(true);
    expect(mustAcceptTerms(undefined)).toBe(true);
  });
  it('asks users who accepted before 2023-04-03', () => {
    expect(mustAcceptTerms(new Date(2023, 3, 2, 23, 59))).toBe(true);
    expect(mustAcceptTerms('2022-12-01T10:00:00Z')).toBe(true);
  });
  it('leaves users who accepted on or after the cutoff alone', () => {
    expect(mustAcceptTerms(new Date(2023, 3, 3, 0, 0))).toBe(false);
    expect(mustAcceptTerms('2025-06-01T10:00:00Z')).toBe(false);
  });
  it('treats an unreadable date as not accepted', () => {
    expect(mustAcceptTerms('kaputt')).toBe(true);
  });
});

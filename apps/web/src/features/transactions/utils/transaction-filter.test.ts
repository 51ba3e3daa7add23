import { describe, expect, it } from 'vitest';
import { filterQuery, isFiltered } from './transaction-filter';

const now = new Date('2026-11-21T12:00:00Z');

describe('filterQuery', () => {
  it('sends nothing without filters', () => {
    expect(filterQuery({ type: 'all', period: 'all' }, now)).toEqual({});
    expect(isFiltered({ type: 'all', period: 'all' })).toBe(false);
  });
  it('sends the type', () => {
    expect(filterQuery({ type: 'GAMEREWARD', period: 'all' }, now)).toEqual({ type: 'GAMEREWARD' });
  });
  it('sends the first day of the period', () => {
    expect(filterQuery({ type: 'all', period: '30' }, now)).toEqual({ from: '2026-10-22' });
    expect(filterQuery({ type: 'PURCHASE', period: '365' }, now)).toEqual({ type: 'PURCHASE', from: '2025-11-21' });
    expect(isFiltered({ type: 'all', period: '90' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { competitionKey, competitionProgress, periodState, showsProgressLabel } from './competitions';

const facts = { modulesTotal: 3, modulesPassed: 0, isVerified: false };

describe('competitionProgress', () => {
  it('type 1 is the share of modules passed, rounded down', () => {
    expect(competitionProgress(1, facts)).toBe(0);
    expect(competitionProgress(1, { ...facts, modulesPassed: 1 })).toBe(33);
    expect(competitionProgress(1, { ...facts, modulesPassed: 2 })).toBe(66);
    expect(competitionProgress(1, { ...facts, modulesPassed: 3 })).toBe(100);
    expect(competitionProgress(1, { ...facts, modulesPassed: 7 })).toBe(100);
    expect(competitionProgress(1, { ...facts, modulesTotal: 0 })).toBe(0);
  });
  it('type 2 is 100 once verified', () => {
    expect(competitionProgress(2, facts)).toBe(0);
    expect(competitionProgress(2, { ...facts, isVerified: true })).toBe(100);
  });
  it('type 3 is 100 for taking part', () => {
    expect(competitionProgress(3, facts)).toBe(100);
  });
});

describe('showsProgressLabel', () => {
  it('labels from 10 percent only', () => {
    expect(showsProgressLabel(9)).toBe(false);
    expect(showsProgressLabel(10)).toBe(true);
    expect(showsProgressLabel(null)).toBe(false);
  });
});

describe('periodState', () => {
  const period = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') };
  it('is upcoming before the start, running inside, ended from the (exclusive) end', () => {
    expect(periodState(period, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(periodState(period, period.startsAt)).toBe('running');
    expect(periodState(period, period.endsAt)).toBe('ended');
  });
});

describe('competitionKey', () => {
  it('maps 142 to premium and digits to ids', () => {
    expect(competitionKey('142')).toEqual({ slug: 'premium' });
    expect(competitionKey('7')).toEqual({ id: 7 });
    expect(competitionKey('premium')).toEqual({ slug: 'premium' });
    expect(competitionKey('07')).toEqual({ slug: '07' });
  });
});

import { describe, expect, it } from 'vitest';
import { budgetForecast, forecastWindowStart } from './budget-forecast';

const today = '2026-12-02';

describe('budgetForecast', () => {
  it('divides the remaining contacts by the contacts per day of the last 28 days', () => {
    // type 7: 2 points per contact; 1,000 points = 500 contacts; 56 contacts in 28 days = 2 a day.
    expect(budgetForecast({ type: 7, balance: 1000, total: 2000, contactsInWindow: 56, today })).toEqual({
      contactsPerDay: 2,
      daysLeft: 250,
      runsOutOn: '2027-08-09',
      isLow: false,
    });
  });

  it('has no end date while nothing is spent, and none for unlimited types', () => {
    expect(budgetForecast({ type: 7, balance: 1000, total: 2000, contactsInWindow: 0, today })).toEqual({
      contactsPerDay: 0,
      daysLeft: null,
      runsOutOn: null,
      isLow: false,
    });
    expect(budgetForecast({ type: 10, balance: -50, total: null, contactsInWindow: 30, today })).toBeNull();
  });

  it('is low under 14 days or under 10 % of what was deposited', () => {
    // 26 contacts left at 2 a day: 13 days.
    expect(budgetForecast({ type: 7, balance: 52, total: 100, contactsInWindow: 56, today })?.isLow).toBe(true);
    // 28 contacts left at 2 a day: 14 days, 56 % left.
    expect(budgetForecast({ type: 7, balance: 56, total: 100, contactsInWindow: 56, today })?.isLow).toBe(false);
    // 9 % left, nothing spent lately.
    expect(budgetForecast({ type: 7, balance: 90, total: 1000, contactsInWindow: 0, today })?.isLow).toBe(true);
    expect(budgetForecast({ type: 7, balance: 100, total: 1000, contactsInWindow: 0, today })?.isLow).toBe(false);
    // Nothing deposited yet: nothing to warn about.
    expect(budgetForecast({ type: 7, balance: 0, total: 0, contactsInWindow: 0, today })?.isLow).toBe(false);
  });

  it('rounds the rate to one decimal and the days down', () => {
    const forecast = budgetForecast({ type: 8, balance: 10, total: 1000, contactsInWindow: 5, today });
    expect(forecast?.contactsPerDay).toBe(0.2);
    expect(forecast?.daysLeft).toBe(56);
  });

  it('starts the window 27 days before today', () => {
    expect(forecastWindowStart('2026-12-28')).toBe('2026-12-01');
  });
});

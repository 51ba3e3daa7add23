import { addDays, format } from 'date-fns';
import type { ModuleType } from '../constants/modules';
import { remainingContacts } from './contacts';
import { DATE_FORMAT, parseDate } from './dates';

/** The days the rate of a budget forecast is taken from, today included (issue 37 §5). */
export const FORECAST_WINDOW_DAYS = 28;
/** The managers are warned once a budget lasts fewer days than this at the current rate... */
export const WARN_DAYS_LEFT = 14;
/** ...or once less than this share of what was deposited is left. */
export const WARN_SHARE_LEFT = 0.1;

export interface BudgetForecast {
  /** Paid contacts per day over the last 28 days, one decimal. */
  contactsPerDay: number;
  /** Full days the remaining contacts last at that rate; null while nothing is spent. */
  daysLeft: number | null;
  /** The day (yyyy-MM-dd) the budget runs out at that rate; null while nothing is spent. */
  runsOutOn: string | null;
  /** Under 14 days or under 10 % left: the managers are (or were) mailed. */
  isLow: boolean;
}

/** The first day of the forecast window that ends with `today` (both yyyy-MM-dd). */
export function forecastWindowStart(today: string): string {
  return format(addDays(parseDate(today), -(FORECAST_WINDOW_DAYS - 1)), DATE_FORMAT);
}

/**
 * When a module's budget runs out at the rate of the last 28 days (issue 37 §5): the remaining
 * contacts (rules/contacts) divided by the paid contacts per day. Unlimited types have no budget
 * to run out: null.
 */
export function budgetForecast(input: {
  type: ModuleType;
  balance: number;
  /** Points deposited so far (net of cancellations). */
  total: number | null;
  /** Paid contacts in the 28 days up to and including today. */
  contactsInWindow: number;
  today: string;
}): BudgetForecast | null {
  const remaining = remainingContacts(input.type, input.balance);
  if (remaining === null) return null;
  const perDay = input.contactsInWindow / FORECAST_WINDOW_DAYS;
  const daysLeft = perDay > 0 ? Math.floor(remaining / perDay) : null;
  const total = input.total ?? 0;
  const isLow =
    total > 0 && (input.balance < total * WARN_SHARE_LEFT || (daysLeft !== null && daysLeft < WARN_DAYS_LEFT));
  return {
    contactsPerDay: Math.round(perDay * 10) / 10,
    daysLeft,
    runsOutOn: daysLeft === null ? null : format(addDays(parseDate(input.today), daysLeft), DATE_FORMAT),
    isLow,
  };
}

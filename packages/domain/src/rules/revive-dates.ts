// No date library here: the web app's entry revives the stored user with it (issue 9).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Restores Date objects in a record read back from storage (spec §3: "restored with dates
 * revived"): every ISO date-time string becomes a Date, recursively.
 */
export function reviveDates<T>(value: T): T {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return new Date(value) as T;
  if (Array.isArray(value)) return value.map((v) => reviveDates(v)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveDates(v)])) as T;
  }
  return value;
}

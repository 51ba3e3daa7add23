/**
 * Data on its way from the server's render to the browser as JSON (member-page-state.ts): a Date
 * travels as `{"__date": iso}` and comes back a Date, while a string stays a string even when it
 * looks like a date (schemas keep some instants as text, e.g. a quest's `endsAt`).
 */
const DATE_TAG = '__date';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function tagDates(value: unknown): unknown {
  if (value instanceof Date) return { [DATE_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map(tagDates);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tagDates(item)]));
  return value;
}

export function untagDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(untagDates);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === DATE_TAG && typeof value[DATE_TAG] === 'string')
    return new Date(value[DATE_TAG]);
  return Object.fromEntries(keys.map((key) => [key, untagDates(value[key])]));
}

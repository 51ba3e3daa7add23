/**
 * Freezes a value and everything it holds (dates excepted), for objects one cache hands to many
 * requests: a request that tried to change one in place would throw instead of changing it for all.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

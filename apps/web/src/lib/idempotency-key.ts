/**
 * A fresh random `Idempotency-Key` (128 bits, hex) for one intent of a money-like call (a purchase,
 * a points correction): made once per intent and reused on every retry, so the server books at
 * most once for it. getRandomValues works outside secure contexts too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

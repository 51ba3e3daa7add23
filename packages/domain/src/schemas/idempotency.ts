import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES } from '../constants/idempotency';

/** A client-chosen key per intent (a UUID or similar): letters, digits, '-' and '_', 8 to 100 characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: IDEMPOTENCY_MESSAGES.badKey });

/** Headers of a money-like POST: `Idempotency-Key` is optional, a retry with the same key never books twice. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** Headers of a money-like POST that must name its intent (a staff correction): `Idempotency-Key` is required. */
export const requiredIdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string({ error: IDEMPOTENCY_MESSAGES.keyMissing }).pipe(idempotencyKeySchema),
});

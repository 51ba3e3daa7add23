import { z } from 'zod';

/**
 * Every error the API answers with, mapped to its HTTP status (DESIGN §3).
 * The client parses `{error: {code, message, details?}}` into a toast; the code is the contract.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNPROCESSABLE: 422,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 401,
  OTP_REQUIRED: 401,
  OTP_INVALID: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_REDEEMED: 409,
  PRECONDITION_FAILED: 412,
  RATE_LIMITED: 429,
  /** A failed module may be tried again only after a wait (rules/attempt-retry). */
  ATTEMPT_COOLDOWN: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    /** The request's id, also in the `X-Request-Id` header and every log line of the request. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The one error type services throw; the API's error handler turns it into the documented body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

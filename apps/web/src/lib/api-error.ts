import { NO_DATA, OTP_REQUIRED } from '@apopunkt/domain/constants/features';

/** Every failed call surfaces as an ApiError: HTTP errors with the server's code, network errors with status null. */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isHttp(): boolean {
    return this.status !== null;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export const isOtpRequired = (error: unknown) => isApiError(error, OTP_REQUIRED);
export const isNoData = (error: unknown) => isApiError(error, NO_DATA);

/** The German message to show for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.';
}

/**
 * Reads the documented error body `{error: {code, message, details?}}`; null for anything else.
 * A plain check instead of the domain's errorBodySchema keeps zod out of the entry (issue 9).
 */
export function readErrorBody(body: unknown): { code: string; message: string; details?: unknown } | null {
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message, details: error.details };
}

import { AppError, type ErrorBody } from '@apopunkt/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { sqlState } from '../db/transaction';
import { reportError } from '../lib/error-reporting';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { applySecurityHeaders } from '../lib/security-headers';

export function errorBody(code: string, message: string, details?: unknown, requestId?: string): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(details === undefined ? {} : { details }),
      ...(requestId === undefined ? {} : { requestId }),
    },
  };
}

export const ERROR_MESSAGES = {
  invalidInput: 'Die Eingaben sind ungültig. Bitte prüfe die markierten Felder.',
  badRequest: 'Die Anfrage ist ungültig.',
  badUrl: 'Die Adresse ist ungültig.',
  uriTooLong: 'Die Adresse ist zu lang.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage (etwa Cookies) sind zu groß.',
  requestTimeout: 'Die Anfrage hat zu lange gedauert. Bitte versuche es erneut.',
  payloadTooLarge: 'Die gesendeten Daten sind zu groß.',
  unsupportedMediaType: 'Dieses Datenformat wird nicht unterstützt. Bitte sende JSON.',
  rateLimited: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  databaseUnavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es in wenigen Sekunden erneut.',
  internal: 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.',
} as const;

/** How long a client should wait before it tries again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After` (the web's maintenance rule handles it, spec §8). */
export function sendDatabaseUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(errorBody('SERVICE_UNAVAILABLE', ERROR_MESSAGES.databaseUnavailable, undefined, reply.request.id));
}

/**
 * PostgreSQL data exceptions (class 22: invalid byte sequence, numeric out of range, invalid text
 * representation, …) and program limits (54000, e.g. an index row too large) come from input the
 * schemas should have refused. They are the client's fault, so a 400, never a 500.
 */
function isDataError(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && (state.startsWith('22') || state === '54000');
}

/** What the client learns about a 4xx Fastify raised itself (parsing, content type, size, multipart). */
function frameworkClientError(status: number): { code: string; message: string } {
  if (status === 404) return { code: 'NOT_FOUND', message: 'Nicht gefunden.' };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES.payloadTooLarge };
  if (status === 414) return { code: 'URI_TOO_LONG', message: ERROR_MESSAGES.uriTooLong };
  if (status === 406 || status === 415) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: ERROR_MESSAGES.unsupportedMediaType };
  }
  return { code: 'BAD_REQUEST', message: ERROR_MESSAGES.badRequest };
}

/**
 * Errors Fastify meets before routing (a malformed percent-encoding, a path parameter over the
 * length limit) skip every hook; they get our body and the security headers here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const code = tooLong ? 'URI_TOO_LONG' : 'BAD_URL';
  const message = tooLong ? ERROR_MESSAGES.uriTooLong : ERROR_MESSAGES.badUrl;
  applySecurityHeaders(request.url, reply.raw);
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('cache-control', 'no-store');
  return reply.status(status).send(errorBody(code, message, undefined, request.id));
}

/**
 * One error handler for the whole API (DESIGN §3): AppError → its status and code, validation
 * errors → 400 with the zod issues, client mistakes Fastify or the database detect → 4xx in the
 * same format, anything else → 500 logged with request context and without details for the client.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        in: error.validationContext,
        path: v.instancePath,
        message: v.message,
      }));
      return reply.status(400).send(errorBody('VALIDATION_FAILED', ERROR_MESSAGES.invalidInput, details, request.id));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', ERROR_MESSAGES.rateLimited, undefined, request.id));
    }
    if (isDataError(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', ERROR_MESSAGES.invalidInput, undefined, request.id));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      app.deps.dbAvailability.reportUnavailable();
      return sendDatabaseUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = frameworkClientError(status);
      return reply.status(status).send(errorBody(code, message, { reason: error.message }, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    reportError(error, request.user?.id ?? null);
    return reply.status(500).send(errorBody('INTERNAL', ERROR_MESSAGES.internal, undefined, request.id));
  });
});

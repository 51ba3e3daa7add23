import { AppError, type ErrorBody } from '@apopunkt/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/**
 * One error handler for the whole API (DESIGN §3): AppError → its status and code, validation
 * errors → 400 with the zod issues, client mistakes Fastify detects → 4xx, anything else → 500
 * logged with request context and without details for the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        in: error.validationContext,
        path: v.instancePath,
        message: v.message,
      }));
      return reply
        .status(400)
        .send(
          errorBody('VALIDATION_FAILED', 'Die Eingaben sind ungültig. Bitte prüfe die markierten Felder.', details),
        );
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response serialization failed');
      return reply.status(500).send(errorBody('INTERNAL', 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, 'Die Anfrage ist ungültig.', { reason: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.'));
  });
});

import { AppError } from '@apopunkt/domain/errors';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface UploadMessages {
  /** No multipart body or no file in it. */
  missing: string;
  /** Over `maxBytes`. */
  tooLarge: string;
}

/**
 * The first file of a multipart upload, read into memory up to `maxBytes`. Every way a client can
 * get the upload wrong (no multipart body, a broken boundary or stream, no file, too large) is a
 * 400 with the caller's German message, never a 5xx.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; messages: UploadMessages },
): Promise<UploadedFile> {
  const { maxBytes, messages } = options;
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', messages.missing);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw new AppError('VALIDATION_FAILED', messages.missing);
    const data = await file.toBuffer();
    return { filename: file.filename, mimetype: file.mimetype, data };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', messages.tooLarge);
    }
    // busboy's "Boundary not found", "Unexpected end of form", malformed part headers, …
    throw new AppError('VALIDATION_FAILED', messages.missing, { reason: (err as Error).message });
  }
}

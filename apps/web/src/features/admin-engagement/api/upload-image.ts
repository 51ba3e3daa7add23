import { mediaAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { errorBodySchema } from '@apopunkt/domain/errors';
import { mediaFileSchema } from '@apopunkt/domain/schemas/media';
import { API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { ensureFreshSession } from '../../../lib/session-lifecycle';
import { sessionStore } from '../../../lib/session-store';

/** The media upload with kind image (multipart): the server checks type and size and answers the URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  // The access token lives in memory: make sure this tab has a fresh one (the upload does not retry).
  await ensureFreshSession();
  const token = sessionStore.get().access;
  const { method, path } = mediaAdminEndpoints.upload;
  const res = await fetch(`${API_BASE}${path}?kind=image`, {
    method,
    body,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(json);
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.error.code : `HTTP_${res.status}`,
      parsed.success ? parsed.data.error.message : 'Das Bild konnte nicht hochgeladen werden.',
    );
  }
  return mediaFileSchema.parse(json).url;
}

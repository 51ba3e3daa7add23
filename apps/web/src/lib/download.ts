import { type Endpoint, pathOf } from '@apopunkt/domain/endpoints/define-endpoint';
import { API_BASE, refreshSession } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

const FALLBACK_MESSAGE = 'Die Datei konnte nicht geladen werden. Bitte versuche es erneut.';

function request(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = sessionStore.get().access;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function toError(res: Response): Promise<ApiError> {
  try {
    const data = (await res.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(res.status, data.error?.code ?? `HTTP_${res.status}`, data.error?.message ?? FALLBACK_MESSAGE);
  } catch {
    return new ApiError(res.status, `HTTP_${res.status}`, FALLBACK_MESSAGE);
  }
}

/** A file from the API (PDF, CSV) with the bearer token; refreshes the session once on 401. */
export async function fetchApiFile(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Blob> {
  let res: Response;
  try {
    res = await request(method, path, body);
    if (res.status === 401 && (await refreshSession())) res = await request(method, path, body);
  } catch {
    throw new ApiError(null, 'NETWORK', 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.');
  }
  if (!res.ok) throw await toError(res);
  return res.blob();
}

/** The file an endpoint answers (declared in packages/domain/src/endpoints), its address from path and params. */
export function fetchEndpointFile(
  endpoint: Pick<Endpoint, 'path'> & { method: 'GET' | 'POST' },
  options: { params?: Record<string, string | number>; body?: unknown } = {},
): Promise<Blob> {
  return fetchApiFile(endpoint.method, pathOf(endpoint.path, options.params), options.body);
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

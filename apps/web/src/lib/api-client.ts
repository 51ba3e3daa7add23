import { NO_DATA } from '@apopunkt/domain/constants/features';
import { WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@apopunkt/domain/constants/web-client';
import type { Endpoint } from '@apopunkt/domain/endpoints/define-endpoint';
import { healthEndpoints } from '@apopunkt/domain/endpoints/health';
import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import { isGatewayFailure } from '@apopunkt/domain/rules/maintenance';
import type { z } from 'zod';
import { ApiError, readErrorBody } from './api-error';
import { sessionStore } from './session-store';

export const API_BASE = '/api';
/** A failing health probe is the answer asked for, not an outage to report. */
const HEALTH_PATH = healthEndpoints.probe.path;

/** A schema loaded on first use. */
export type LazySchema<T> = () => Promise<z.ZodType<T>>;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Validates the answer; an empty answer where data is expected fails with NO_DATA. The calls the
   * entry makes pass a lazy schema (`() => import(…)`), so zod stays out of the first download.
   */
  schema?: z.ZodType<T> | LazySchema<T>;
  /** The schema per answer status (an endpoint's `answer`); takes the place of `schema`. */
  answer?: Endpoint['answer'];
  /** Bearer to send instead of the access token; null sends none (the session calls use the cookie). */
  bearer?: string | null;
  /** Do not try to refresh the session on 401 (the refresh call itself, sign-in). */
  skipRefresh?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` of a purchase intent. */
  headers?: Record<string, string>;
}

/** Hooks the app installs: what to do on gateway failures and when the session is gone. */
export const apiHooks = {
  onGatewayFailure: (_error: ApiError): void => {},
  onSessionExpired: (): void => {},
};

function buildUrl(path: string, query?: Query): string {
  // Only the path and query are kept: the base just makes the address parseable (also on the server).
  const url = new URL(`${API_BASE}${path}`, 'http://apopunkt.invalid');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

async function send(method: string, path: string, options: RequestOptions<unknown>): Promise<Response> {
  // The marker makes the session calls use the refresh cookie (constants/web-client.ts).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE,
    ...options.headers,
  };
  const token = options.bearer !== undefined ? options.bearer : sessionStore.get().access;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (uploads) goes as multipart; the browser sets its boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  return fetch(buildUrl(path, options.query), {
    method,
    headers,
    body:
      options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** How a refresh went: a new access token, the session is over, or the server was not reached. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * The server revokes a whole token family when a used refresh token comes back, so refreshes are
 * serialised across tabs with a Web Lock; browsers without it fall back to this tab only (the
 * server's reuse interval covers tabs that still meet).
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('apopunkt.session-refresh', task) as Promise<T>;
  }
  return task();
}

/**
 * One refresh: with the HttpOnly cookie (empty body), or once with the refresh token an older app
 * left in localStorage, which the server moves into the cookie; that token is dropped afterwards
 * unless the server could not be reached.
 */
async function postRefresh(): Promise<RefreshOutcome> {
  const legacy = sessionStore.legacyRefresh();
  let res: Response;
  try {
    const { method, path } = sessionEndpoints.refresh;
    res = await send(method, path, { body: legacy ? { refresh: legacy } : {}, bearer: null });
  } catch {
    return 'unreachable';
  }
  if (res.status >= 500 || res.status === 429) return 'unreachable';
  if (legacy) sessionStore.dropLegacyTokens();
  if (!res.ok) return 'ended';
  const { access } = (await res.json()) as { access: string };
  // Signed out while the answer was on its way: the token must not bring the session back.
  if (!sessionStore.get().active) return 'ended';
  sessionStore.setAccess(access);
  return 'refreshed';
}

/** Gets a new access token once for all concurrent callers of this tab, one tab at a time. */
export function renewSession(): Promise<RefreshOutcome> {
  if (!sessionStore.get().active) return Promise.resolve('ended');
  refreshing ??= withRefreshLock(async () => {
    // Another tab may have signed out while this one waited for the lock.
    sessionStore.reload();
    if (!sessionStore.get().active) return 'ended' as const;
    return postRefresh();
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refreshes the access token; false when that did not work (session over or server unreachable). */
export async function refreshSession(): Promise<boolean> {
  return (await renewSession()) === 'refreshed';
}

async function toError(res: Response): Promise<ApiError> {
  try {
    const body = readErrorBody(await res.json());
    if (body) return new ApiError(res.status, body.code, body.message, body.details);
  } catch {
    // not JSON: fall through
  }
  return new ApiError(res.status, `HTTP_${res.status}`, 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.');
}

/** One JSON call to the API with bearer token, refresh on 401, and the error rules of spec §8. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(method, path, options);
    if (res.status === 401 && !options.skipRefresh && options.bearer === undefined && sessionStore.get().active) {
      const error = await toError(res.clone());
      if (error.code === 'TOKEN_INVALID' || error.code === 'UNAUTHENTICATED') {
        if (await refreshSession()) res = await send(method, path, options);
        else apiHooks.onSessionExpired();
      }
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const error = new ApiError(null, 'NETWORK', 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.');
    if (path !== HEALTH_PATH) apiHooks.onGatewayFailure(error);
    throw error;
  }
  if (!res.ok) {
    const error = await toError(res);
    if (isGatewayFailure(res.status) && path !== HEALTH_PATH) apiHooks.onGatewayFailure(error);
    throw error;
  }
  const declared = options.answer ? options.answer[res.status] : options.schema;
  const text = res.status === 204 ? '' : await res.text();
  if (!text) {
    // 204 No Content has no body by definition (its declared schema is `z.null()`).
    if (declared && res.status !== 204)
      throw new ApiError(res.status, NO_DATA, 'Der Server hat keine Daten geliefert.');
    return undefined as T;
  }
  const data: unknown = JSON.parse(text);
  if (!declared) return data as T;
  const schema = typeof declared === 'function' ? await declared() : declared;
  return schema.parse(data) as T;
}

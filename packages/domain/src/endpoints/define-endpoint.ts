import type { z } from 'zod';
import type { EndpointAccess } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A schema, or one loaded on first use: the few endpoints the web's entry calls declare their
 * schemas as `() => import(…)`, so zod stays out of the first download.
 */
export type SchemaSlot = z.ZodType | (() => Promise<z.ZodType>);

/** The schema a slot holds once loaded. */
export type SchemaOf<S> = S extends () => Promise<infer Z> ? Z : S;

/**
 * One endpoint of the API, declared once: the API registers its route from it (and the OpenAPI
 * document shows it), the web calls it through `call(endpoint, …)` in its api-client.
 * `path` uses Fastify's `:name` segments; `answer` maps each status to the schema of its body.
 * Every path is versioned under /v1 but the health probe's, which load balancers know unversioned.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under /v1; the two-factor calls under /2fa/otp that spec §7 names so; the health probe. */
  path: `/v1/${string}` | `/2fa/${string}` | '/health';
  /** The OpenAPI tag the endpoint is listed under. */
  tag?: string;
  access?: EndpointAccess;
  params?: SchemaSlot;
  query?: SchemaSlot;
  body?: SchemaSlot;
  /**
   * The body's content type when it is not JSON: `multipart/form-data` for a file upload, which
   * declares no body schema (the handler reads the file; the web sends `FormData`).
   */
  consumes?: 'multipart/form-data';
  /** Request headers the endpoint reads, e.g. `Idempotency-Key`. */
  headers?: SchemaSlot;
  answer?: Partial<Record<number, SchemaSlot>>;
  /** A line for the OpenAPI document. */
  description?: string;
}

/** What a caller sends in a slot (zod's input type); `never` marks an absent slot. */
export type InputOf<S> = S extends SchemaSlot ? z.input<SchemaOf<S>> : never;

/** The body of a successful answer (the 2xx statuses), as the declared schema parses it; none for 204. */
export type AnswerOf<E extends Endpoint> =
  E['answer'] extends Record<number, unknown>
    ? {
        [K in keyof E['answer']]: K extends 200 | 201 | 202 | 203 | 206
          ? z.output<SchemaOf<NonNullable<E['answer'][K]>>>
          : K extends 204
            ? undefined
            : never;
      }[keyof E['answer']]
    : undefined;

/** Declares an endpoint; the identity, so the literal types of method, path and schemas stay. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The loaded schema of a slot. */
export async function loadSchema(slot: SchemaSlot): Promise<z.ZodType> {
  return typeof slot === 'function' ? slot() : slot;
}

/** `/v1/coupons/:id/purchases` with `{ id: 7 }` → `/v1/coupons/7/purchases` (segments URL-encoded). */
export function pathOf(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

import {
  type AnswerOf,
  type Endpoint,
  type InputOf,
  pathOf,
  type SchemaSlot,
} from '@apopunkt/domain/endpoints/define-endpoint';
import { apiRequest, type RequestOptions } from './api-client';

type QueryValue = string | number | boolean | null | undefined;

/** The query of an endpoint: its declared keys; values go into the address as text anyway. */
type QueryOf<Q> = Q extends SchemaSlot ? { [K in keyof InputOf<Q>]?: QueryValue } : never;

/** The params of an endpoint: its declared names; values go into the path as text. */
type ParamsOf<P> = P extends SchemaSlot ? { [K in keyof InputOf<P>]: string | number } : never;

/** What a call sends: params, query and body as the endpoint declares them, plus the transport options. */
export type CallOptions<E extends Endpoint> = Pick<
  RequestOptions<unknown>,
  'signal' | 'bearer' | 'skipRefresh' | 'headers'
> &
  (E['params'] extends SchemaSlot ? { params: ParamsOf<E['params']> } : { params?: never }) &
  (E['query'] extends SchemaSlot ? { query?: QueryOf<E['query']> } : { query?: never }) &
  (E['body'] extends SchemaSlot ? { body: InputOf<E['body']> } : { body?: FormData });

/** Options may be left out when the endpoint needs neither params nor body. */
type OptionalWhenEmpty<E extends Endpoint> = E['params'] extends SchemaSlot
  ? [options: CallOptions<E>]
  : E['body'] extends SchemaSlot
    ? [options: CallOptions<E>]
    : [options?: CallOptions<E>];

/**
 * Calls an endpoint declared in packages/domain/src/endpoints: the address from its path and
 * params, the answer checked with the schema declared for its status and returned typed.
 */
export function call<const E extends Endpoint>(endpoint: E, ...[options]: OptionalWhenEmpty<E>): Promise<AnswerOf<E>> {
  const { params, query, body, ...transport } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest<AnswerOf<E>>(endpoint.method, pathOf(endpoint.path, params), {
    ...transport,
    query,
    body,
    answer: endpoint.answer ?? {},
  });
}

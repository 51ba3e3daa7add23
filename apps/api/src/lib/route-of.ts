import type { Endpoint, SchemaOf, SchemaSlot } from '@apopunkt/domain/endpoints/define-endpoint';
import { loadSchema } from '@apopunkt/domain/endpoints/define-endpoint';
import type { FastifyContextConfig } from 'fastify';

type Slot<S> = S extends SchemaSlot ? SchemaOf<S> : undefined;

/** The Fastify route schema of an endpoint: params, querystring, body, headers, response, its tag. */
export interface RouteSchemaOf<E extends Endpoint> {
  tags?: string[];
  description?: string;
  consumes?: string[];
  params: Slot<E['params']>;
  querystring: Slot<E['query']>;
  body: Slot<E['body']>;
  headers: Slot<E['headers']>;
  response: { [K in keyof E['answer']]: Slot<E['answer'][K]> };
}

/** An endpoint whose schemas are all loaded (what `routeOf` needs). */
export type LoadedEndpoint<E extends Endpoint> = Omit<E, 'params' | 'query' | 'body' | 'headers' | 'answer'> & {
  [K in 'params' | 'query' | 'body' | 'headers']: Slot<E[K]>;
} & { answer: { [K in keyof E['answer']]: Slot<E['answer'][K]> } };

function eager(endpoint: Endpoint, slot: SchemaSlot | undefined): SchemaSlot | undefined {
  if (typeof slot === 'function') {
    throw new Error(`${endpoint.method} ${endpoint.path} declares a lazy schema: register it with loadEndpoint`);
  }
  return slot;
}

/**
 * method, url, config and schema (tags, consumes, params, querystring, body, headers, response) of a route, from its endpoint declaration (packages/domain/src/
 * endpoints); the module adds its handler: `app.route({ ...routeOf(endpoint, { rateLimit }), handler })`.
 * `config.access` comes from the declaration; without one the access plugin decides by the path.
 */
export function routeOf<const E extends Endpoint>(endpoint: E, config: FastifyContextConfig = {}) {
  const response: Record<number, SchemaSlot | undefined> = {};
  for (const [status, slot] of Object.entries(endpoint.answer ?? {})) response[Number(status)] = eager(endpoint, slot);
  const schema = {
    ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.consumes ? { consumes: [endpoint.consumes] } : {}),
    ...(endpoint.params ? { params: eager(endpoint, endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: eager(endpoint, endpoint.query) } : {}),
    ...(endpoint.body ? { body: eager(endpoint, endpoint.body) } : {}),
    ...(endpoint.headers ? { headers: eager(endpoint, endpoint.headers) } : {}),
    ...(endpoint.answer ? { response } : {}),
  } as RouteSchemaOf<E>;
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: (endpoint.access ? { ...config, access: endpoint.access } : config) as FastifyContextConfig,
    schema,
  };
}

/** The endpoint with its lazy schemas loaded, for the few the web's entry calls (see SchemaSlot). */
export async function loadEndpoint<const E extends Endpoint>(endpoint: E): Promise<LoadedEndpoint<E>> {
  const load = async (slot: SchemaSlot | undefined) => (slot === undefined ? undefined : loadSchema(slot));
  const answer: Record<number, SchemaSlot> = {};
  for (const [status, slot] of Object.entries(endpoint.answer ?? {})) {
    if (slot) answer[Number(status)] = await loadSchema(slot);
  }
  return {
    ...endpoint,
    params: await load(endpoint.params),
    query: await load(endpoint.query),
    body: await load(endpoint.body),
    headers: await load(endpoint.headers),
    ...(endpoint.answer ? { answer } : {}),
  } as LoadedEndpoint<E>;
}

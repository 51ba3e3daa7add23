import type { Endpoint } from '@apopunkt/domain/endpoints/define-endpoint';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key of an endpoint's data: its path, then what was asked (params and query). Invalidating
 * `queryKeyOf(endpoint)` refreshes every cached answer of that endpoint, whoever asked for it.
 */
export function queryKeyOf(endpoint: Pick<Endpoint, 'path'>, input?: { params?: unknown; query?: unknown }) {
  return input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);
}

/** Marks the cached answers of the endpoints stale (the ones on screen are fetched again). */
export function invalidateEndpoints(queryClient: QueryClient, ...endpoints: Pick<Endpoint, 'path'>[]): Promise<void> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: queryKeyOf(e) }))).then(
    () => undefined,
  );
}

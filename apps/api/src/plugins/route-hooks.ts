import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preSerialization' | 'onSend';

/**
 * Adds a hook to one route (from an `onRoute` hook) after the hooks it already has. A hook that
 * only some routes need is attached to those routes, so that every other answer (health, pages,
 * reads) does not pay a call that does nothing.
 */
export function appendRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H ? (H extends readonly (infer One)[] ? One : H) : never,
): void {
  const existing = route[name];
  const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
  (route as Record<RouteHookName, unknown>)[name] = [...list, hook];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route can change anything: any of its methods is not a read. */
export function routeWrites(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => !READ_METHODS.has(method.toUpperCase()));
}

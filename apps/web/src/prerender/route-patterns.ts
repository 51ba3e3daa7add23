import type { RouteObject } from 'react-router';

/**
 * The address patterns of a route tree (`/loft/:slug`), each once, without the catch-all `*`:
 * what the server needs to tell an app page from an unknown address (build-plugins/prerender.ts
 * writes them for it). An index route stands for its parent's address; a layout adds no segment.
 */
export function routePatterns(routes: RouteObject[], parent = '/'): string[] {
  const patterns = routes.flatMap((route): string[] => {
    if (route.path === '*') return [];
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const isPage = route.index === true || route.path !== undefined;
    return [...(isPage ? [own] : []), ...routePatterns(route.children ?? [], own)];
  });
  return [...new Set(patterns)];
}

function joinPath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

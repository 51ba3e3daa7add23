import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes/app-routes';

/**
 * The app's routes ranked for matching once per worker, not per render (React Router's static
 * handler keeps no state of a request).
 */
let staticHandler: ReturnType<typeof createStaticHandler> | null = null;

/**
 * The HTML of the page at `path`, rendered from the app's own routes (guards and loaders included)
 * and components, for the browser to hydrate (take-over.tsx). Fails when the route answers with a
 * redirect or an error instead of the page.
 */
export async function renderRoute(path: string): Promise<string> {
  staticHandler ??= createStaticHandler(appRoutes);
  const handler = staticHandler;
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(Object.keys(context.errors))}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx renders, so that the browser can hydrate it; prerendering waits for
  // the lazily loaded parts (a boundary left to the browser would be reported as an error there).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Loads the code of the routes that draw `path` (root, layout, page) ahead of the first render, so
 * that a server's first visitor does not wait for it (the first render reads it from the cache).
 */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(appRoutes, path) ?? [];
  await Promise.all(matches.map((match) => (typeof match.route.lazy === 'function' ? match.route.lazy() : null)));
}

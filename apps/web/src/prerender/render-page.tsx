import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes/app-routes';

/**
 * The HTML of one page as a guest sees it before any data has loaded, rendered at build time from
 * the app's own routes and components. build-plugins/prerender.ts writes it into the page,
 * take-over.tsx hydrates it in the browser.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
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

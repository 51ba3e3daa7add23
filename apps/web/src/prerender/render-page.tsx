import { appRoutes } from '../app/routes/app-routes';
import { renderRoute } from './render-route';
import { routePatterns } from './route-patterns';

export { APP_ROUTES_FILE } from '@apopunkt/domain/constants/app-routes';

/**
 * The HTML of one page as a guest sees it before any data has loaded, rendered at build time.
 * build-plugins/prerender.ts writes it into the page, take-over.tsx hydrates it in the browser.
 */
export function renderPage(path: string): Promise<string> {
  return renderRoute(path);
}

/** The address patterns of the app's pages, written beside it for the server (build-plugins/prerender.ts). */
export function appRoutePatterns(): string[] {
  return routePatterns(appRoutes);
}

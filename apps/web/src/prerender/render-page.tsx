import { renderRoute } from './render-route';

/**
 * The HTML of one page as a guest sees it before any data has loaded, rendered at build time.
 * build-plugins/prerender.ts writes it into the page, take-over.tsx hydrates it in the browser.
 */
export function renderPage(path: string): Promise<string> {
  return renderRoute(path);
}

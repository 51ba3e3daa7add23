import { createBrowserRouter, type DataRouter } from 'react-router';
import { trackCommittedLocation } from './guards/committed-location';
import { consumeInitialNotices } from './initial-notices';
import { installApiHooks } from './install-api-hooks';
import { appRoutes } from './routes/app-routes';

/** The browser's router over every page (routes/app-routes.tsx). */
export function createAppRouter(): DataRouter {
  consumeInitialNotices();
  const router = createBrowserRouter(appRoutes);
  trackCommittedLocation(router);
  installApiHooks(router);
  return router;
}

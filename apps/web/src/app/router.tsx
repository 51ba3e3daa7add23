import { createBrowserRouter, type DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { FullPageLoader } from './full-page-loader';
import { trackCommittedLocation } from './guards/committed-location';
import { consumeInitialNotices } from './initial-notices';
import { installApiHooks } from './install-api-hooks';
import { businessLayoutRoutes } from './routes/business-routes';
import { defaultLayoutRoutes, playLayoutRoutes } from './routes/portal-routes';

/**
 * Every page of spec §2, lazy-loaded, under its layout. Guards run as route loaders (see
 * guards/route-guard.ts), so a blocked page never renders.
 */
export function createAppRouter(): DataRouter {
  consumeInitialNotices();
  const router = createBrowserRouter([
    {
      id: 'root',
      lazy: () => import('./root'),
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { lazy: () => import('./layouts/default-layout'), children: defaultLayoutRoutes },
        { lazy: () => import('./layouts/play-layout'), children: playLayoutRoutes },
        { lazy: () => import('./layouts/business-layout'), children: businessLayoutRoutes },
        {
          lazy: () => import('./layouts/plain-layout'),
          children: [{ path: paths.Maintenance.path, lazy: () => import('../routes/errors/maintenance') }],
        },
      ],
    },
  ]);
  trackCommittedLocation(router);
  installApiHooks(router);
  return router;
}

import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { FullPageLoader } from '../full-page-loader';
import { businessLayoutRoutes } from './business-routes';
import { defaultLayoutRoutes, playLayoutRoutes } from './portal-routes';

/**
 * Every page of spec §2, lazy-loaded, under its layout. Guards run as route loaders (see
 * guards/route-guard.ts), so a blocked page never renders. The browser's router and the build's
 * pre-rendering (prerender/render-page.tsx) use this same tree.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    lazy: () => import('../root'),
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { lazy: () => import('../layouts/default-layout'), children: defaultLayoutRoutes },
      { lazy: () => import('../layouts/play-layout'), children: playLayoutRoutes },
      { lazy: () => import('../layouts/business-layout'), children: businessLayoutRoutes },
      {
        lazy: () => import('../layouts/plain-layout'),
        children: [{ path: paths.Maintenance.path, lazy: () => import('../../routes/errors/maintenance') }],
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes/app-routes';
import { paths } from '../config/paths';
import { routePatterns } from './route-patterns';

describe('routePatterns', () => {
  it('lists each address of a tree once: index routes, layouts without a segment, relative children', () => {
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { children: [{ path: '/faq' }, { path: 'loft/:slug' }, { path: '*' }] },
          { path: 'business', children: [{ path: 'products/:slug' }] },
        ],
      },
    ];
    expect(routePatterns(tree)).toEqual(['/', '/faq', '/loft/:slug', '/business', '/business/products/:slug']);
  });

  it("holds every page of the app's route table, and no catch-all", () => {
    const patterns = routePatterns(appRoutes);
    for (const pattern of [paths.Home, paths.Loft, paths.AdminUser, paths.Maintenance, paths.Play, paths.Imprint]) {
      expect(patterns).toContain(pattern.path);
    }
    expect(patterns).not.toContain('*');
    expect(patterns).not.toContain('/*');
  });
});

import { Outlet } from 'react-router';
import { useRememberPath } from './hooks/use-remember-path';
import { useScrollToTop } from './hooks/use-scroll-to-top';
import { useSessionWatcher } from './hooks/use-session-watcher';
import { NavigationProgress } from './navigation-progress';

/** The root route: app-wide behaviour around every layout, and the page-change progress bar. */
export function Component() {
  useScrollToTop();
  useSessionWatcher();
  useRememberPath();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export { RouteError as ErrorBoundary } from './route-error';

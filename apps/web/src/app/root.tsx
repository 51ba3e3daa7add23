import { Outlet } from 'react-router';
import { useRememberPath } from './hooks/use-remember-path';
import { useScrollToTop } from './hooks/use-scroll-to-top';
import { useSessionWatcher } from './hooks/use-session-watcher';

/** The root route: app-wide behaviour around every layout. */
export function Component() {
  useScrollToTop();
  useSessionWatcher();
  useRememberPath();
  return <Outlet />;
}

export { RouteError as ErrorBoundary } from './route-error';

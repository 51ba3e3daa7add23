import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { rememberPath } from '../../lib/previous-path';
import type { RouteHandle } from '../guards/route-guard';

/** Remembers every page without a back button, so Play and Competition can return to it. */
export function useRememberPath(): void {
  const { pathname, search, hash } = useLocation();
  const matches = useMatches();
  const hasBack = matches.some((match) => (match.handle as RouteHandle | undefined)?.back);
  useEffect(() => {
    if (!hasBack) rememberPath(`${pathname}${search}${hash}`);
  }, [hasBack, pathname, search, hash]);
}

import { useMatches } from 'react-router';
import type { RouteHandle } from '../guards/route-guard';

/** Header and overlay hints of the current page, from the matched routes' handles. */
export function useRouteFlags(): { back: boolean; legal: boolean } {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return { back: handles.some((h) => h.back), legal: handles.some((h) => h.legal) };
}

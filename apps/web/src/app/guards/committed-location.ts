import type { DataRouter } from 'react-router';

let committed: string | null = null;
let tracked: DataRouter | null = null;

/**
 * The page the user is on while a navigation is still pending. Route guards block a navigation by
 * sending the user back here (spec §8 "navigation blocked"); null before the first page has shown.
 */
export function committedLocation(): string | null {
  return committed;
}

/**
 * The #hash of the address being navigated to at `pathname` ('' when none): a loader's request
 * leaves it out, the router's pending navigation (or, on the first page, its location) has it.
 */
export function pendingHash(pathname: string): string {
  if (!tracked) return '';
  const { navigation, initialized, location } = tracked.state;
  const target = navigation.location ?? (initialized ? null : location);
  return target?.pathname === pathname ? target.hash : '';
}

export function trackCommittedLocation(router: DataRouter): () => void {
  tracked = router;
  const update = () => {
    const { initialized, location } = router.state;
    committed = initialized ? `${location.pathname}${location.search}${location.hash}` : null;
  };
  update();
  return router.subscribe(update);
}

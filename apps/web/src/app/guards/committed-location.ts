import type { DataRouter } from 'react-router';

let committed: string | null = null;

/**
 * The page the user is on while a navigation is still pending. Route guards block a navigation by
 * sending the user back here (spec §8 "navigation blocked"); null before the first page has shown.
 */
export function committedLocation(): string | null {
  return committed;
}

export function trackCommittedLocation(router: DataRouter): () => void {
  const update = () => {
    const { initialized, location } = router.state;
    committed = initialized ? `${location.pathname}${location.search}${location.hash}` : null;
  };
  update();
  return router.subscribe(update);
}

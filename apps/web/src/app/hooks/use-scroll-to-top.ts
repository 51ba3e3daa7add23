import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation scrolls smoothly to the top (spec §2), or to the element named by the hash
 * (e.g. /account#recommendation). Users who prefer reduced motion get an instant jump.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what triggers the scroll
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
    if (hash) {
      const timer = window.setTimeout(() => {
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior });
      }, 100);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo({ top: 0, behavior });
    return undefined;
  }, [pathname, hash]);
}

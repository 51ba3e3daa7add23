import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport (and from then on): a chart further down the
 * page loads the chart library only when the reader scrolls towards it, not with the page. Where
 * the browser cannot tell (no IntersectionObserver), it is true once mounted.
 */
export function useSeen<T extends Element>(): { ref: RefObject<T | null>; seen: boolean } {
  const ref = useRef<T>(null);
  // Not seen at first everywhere, also on the server (a page drawn there is hydrated as drawn).
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

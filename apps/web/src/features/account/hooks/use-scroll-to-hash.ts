import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element named by the address hash (e.g. /account#recommendation) once it exists. */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, ready]);
}

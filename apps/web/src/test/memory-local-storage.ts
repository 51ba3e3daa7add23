import { vi } from 'vitest';

/**
 * Replaces localStorage (absent in the node test environment) with one kept in a Map, which the
 * test can read. Call it before importing modules that read the storage when they load.
 */
export function stubLocalStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  });
  return store;
}

import { useSyncExternalStore } from 'react';

export interface DialogState<P> {
  opened: boolean;
  payload: P | undefined;
}

/**
 * A tiny open/close store for a dialog that several places open (header menu, a page tile, a
 * deep link) while one mounted component renders it.
 */
export function createDialogStore<P = undefined>() {
  let state: DialogState<P> = { opened: false, payload: undefined };
  const listeners = new Set<() => void>();
  const set = (next: DialogState<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => state;
  return {
    open: (payload?: P) => set({ opened: true, payload }),
    close: () => set({ opened: false, payload: state.payload }),
    get,
    useState: (): DialogState<P> => useSyncExternalStore(subscribe, get, get),
  };
}

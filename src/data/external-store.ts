/** A value kept outside React: how to hear of its changes and read it (data/react/use-store.ts reads one in a component). */
export type ExternalStore<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot?: () => T;
};

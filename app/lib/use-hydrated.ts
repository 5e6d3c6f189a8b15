import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while prerendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

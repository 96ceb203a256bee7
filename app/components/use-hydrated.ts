import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and during hydration, true afterwards: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Whether the browser lets this page write to the clipboard (secure contexts only); false on the server. */
export function useClipboardAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function",
    () => false,
  );
}

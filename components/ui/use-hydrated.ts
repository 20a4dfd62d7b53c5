"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and until React has hydrated the page. Buttons whose action needs
 * JavaScript stay disabled until then, so an early click is not silently lost (and waits, in tests).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

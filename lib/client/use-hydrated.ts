"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False during server render and hydration, true afterwards: for output that depends on the browser (clock, storage). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

import { useEffect, useRef } from "react";
import { LIBRARY_RESTORE_KEY, LIBRARY_SCROLL_KEY, nearPageBottom } from "@/lib/exercises/library";
import { EXERCISE_DETAIL } from "@/lib/training/constants";

export function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

interface PagedList {
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The exercise library's scrolling: infinite scroll, the scroll position kept
 * in session storage, and its restoration when the visitor comes back from a
 * detail page. Returns the function that saves the position (on a card click).
 */
export function useLibraryScroll(list: PagedList): () => void {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // Read once on mount, before anything can overwrite the saved position.
  const restoreRef = useRef<number | null>(null);
  useEffect(() => {
    const store = session();
    if (store?.getItem(LIBRARY_RESTORE_KEY) === "1") {
      store.removeItem(LIBRARY_RESTORE_KEY);
      restoreRef.current = Number(store.getItem(LIBRARY_SCROLL_KEY) ?? 0) || 0;
    }
  }, []);

  // Infinite scroll: the next 24 when within 500 px of the bottom (also when a page does not fill the screen).
  // Checked on scroll and when a page arrives, in the next frame: reading scrollHeight right after a
  // commit forces a layout of the whole list, and doing it after every render (lookups arriving,
  // typing, hovering) was most of the library's main-thread time on a phone (issue 22).
  const checkRef = useRef<() => void>(() => {});
  useEffect(() => {
    checkRef.current = () => {
      if (!hasNextPage || isFetchingNextPage) return;
      if (nearPageBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) void fetchNextPage();
    };
    const frame = window.requestAnimationFrame(() => checkRef.current());
    return () => window.cancelAnimationFrame(frame);
  }, [list.data, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        checkRef.current();
        // Leaving for a detail page scrolls the new page to the top while this listener
        // still runs; by then the address is no longer the library's, so keep the old value.
        if (restoreRef.current === null && window.location.pathname === "/exercises") {
          session()?.setItem(LIBRARY_SCROLL_KEY, String(Math.round(window.scrollY)));
        }
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // "Back to Exercises": load pages until the saved position exists, then scroll there after 100 ms.
  useEffect(() => {
    const target = restoreRef.current;
    if (target === null || !list.data) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
    if (!reachable && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    restoreRef.current = null;
    window.setTimeout(() => window.scrollTo(0, target), EXERCISE_DETAIL.scrollRestoreDelayMs);
  }, [list.data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return () => session()?.setItem(LIBRARY_SCROLL_KEY, String(Math.round(window.scrollY)));
}

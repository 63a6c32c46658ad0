"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { PageLoading } from "./page-loading";

/** Shown only when a navigation takes longer than this: a fast one should not flash a spinner. */
const SHOW_AFTER_MS = 300;
/** A click whose navigation never happens (a link a handler cancelled) must not leave it up. */
const GIVE_UP_MS = 10_000;

/** Whether a click on this link starts an in-app navigation to another address (Next's Link does those client-side). */
function navigatesAway(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return false;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin || to.pathname.startsWith("/api/")) return false;
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

function Watcher() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [pending, setPending] = useState(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const reset = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setPending(false);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!navigatesAway(event)) return;
      timers.current.forEach(clearTimeout);
      timers.current = [setTimeout(() => setPending(true), SHOW_AFTER_MS), setTimeout(() => setPending(false), GIVE_UP_MS)];
    };
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", reset);
    return () => {
      reset();
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", reset);
    };
  }, [reset]);

  // The new address is on screen: the navigation is over.
  useEffect(reset, [pathname, search, reset]);

  return pending ? <PageLoading overlay /> : null;
}

/**
 * The spec's "while a page loads, a full-screen centred spinner" for in-app
 * navigation. Pages come with their data in the HTML, so a first load has
 * nothing to wait for and no route-level loading boundary (React would hold
 * the page's content back behind one); a click that takes a while to answer
 * shows the spinner instead.
 */
export function NavigationLoading() {
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}

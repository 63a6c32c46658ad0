"use client";

import { useEffect, useRef, type RefObject } from "react";

/** Escape closes an open menu and puts focus back on the button that opened it. */
export function useEscapeToClose(open: boolean, close: () => void, returnFocusTo: RefObject<HTMLElement | null>) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeRef.current();
      returnFocusTo.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, returnFocusTo]);
}

"use client";

import { useEffect } from "react";
import { useSignedIn } from "@/lib/auth/session-presence.client";

/**
 * Keeps `<html data-session>` in step after the first paint: signing in or
 * out navigates without a reload, and the inline script ran only once.
 */
export function SessionAttribute() {
  const signedIn = useSignedIn();
  useEffect(() => {
    document.documentElement.setAttribute("data-session", signedIn ? "in" : "out");
  }, [signedIn]);
  return null;
}

"use client";

import { useAuth } from "@/lib/auth/auth.client";
import { useHydrated } from "@/lib/client/use-hydrated";
import { isTimeZone } from "@/lib/shared/time-zone";
import type { WeightUnit } from "@/lib/sessions/units";
import type { PageUser } from "@/lib/sessions/page-user";
import { accountUnit, preferredUnit } from "./train-store.client";

export interface SignedInView {
  /** False only before hydration on a page the server could not draw (time zone unknown). */
  ready: boolean;
  hydrated: boolean;
  /** Null once hydrated when the browser's SDK session is gone (the API would refuse it). */
  user: { id: string; name: string } | null;
  /** The zone the page's days are drawn in; undefined = this browser's own. */
  timeZone: string | undefined;
  unit: WeightUnit;
}

/**
 * The signed-in user for a server-drawn page: the server's copy (from the
 * session cookie) until hydration, so the markup matches the HTML exactly,
 * then the SDK's record and this device's choices.
 */
export function useSignedInView(pageUser: PageUser | null): SignedInView {
  const hydrated = useHydrated();
  const { user: stored } = useAuth();
  if (hydrated) {
    const zone: unknown = stored?.timeZone;
    return {
      ready: true,
      hydrated,
      user: stored ? { id: stored.id, name: typeof stored.name === "string" ? stored.name : "" } : null,
      timeZone: isTimeZone(zone) ? zone : undefined,
      unit: preferredUnit(stored),
    };
  }
  return {
    ready: pageUser !== null,
    hydrated,
    user: pageUser ? { id: pageUser.id, name: pageUser.name } : null,
    timeZone: pageUser?.timeZone,
    unit: accountUnit(pageUser?.weightUnit),
  };
}

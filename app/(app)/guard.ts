import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { requireUser } from "@/lib/auth/guard.server";
import { displayTimeZone, TIME_ZONE_COOKIE } from "@/lib/shared/time-zone";
import type { PageUser } from "@/lib/sessions/page-user";
import { PATH_HEADER } from "@/proxy";

export interface GuardUser {
  id: string;
  name: string;
  email: string;
  weightUnit: string;
  timeZone: string;
}

/**
 * The signed-in user from the httpOnly session cookie (verified, not merely
 * present), once per request: layout and page both ask.
 */
const sessionUser = cache(async (): Promise<GuardUser | null> => {
  const record = await requireUser((await cookies()).toString());
  if (!record) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    id: text(record.id),
    name: text(record.name),
    email: text(record.email),
    weightUnit: text(record.weightUnit),
    timeZone: text(record.timeZone),
  };
});

/** Where a visitor came from, for /login?redirect=…; only this site's paths are kept. */
async function requestedPath(): Promise<string> {
  const path = (await headers()).get(PATH_HEADER);
  return path && path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
}

/**
 * Every guarded layout and page calls this before rendering anything: the
 * layout alone cannot stop its page from rendering (see Next's auth guide).
 */
export async function requirePageUser(): Promise<GuardUser> {
  const user = await sessionUser();
  if (!user) redirect(`/login?redirect=${encodeURIComponent(await requestedPath())}`);
  return user;
}

/**
 * The signed-in user as the dashboard and history render it on the server
 * (issue 22), or null when the lifter's time zone is unknown (no account zone
 * and no `ff_tz` cookie yet): then the page waits for the browser as before.
 */
export async function requirePageUserView(): Promise<{ user: GuardUser; view: PageUser | null }> {
  const user = await requirePageUser();
  const timeZone = displayTimeZone(user.timeZone, (await cookies()).get(TIME_ZONE_COOKIE)?.value);
  const view = timeZone ? { id: user.id, name: user.name, weightUnit: user.weightUnit, timeZone, renderedAt: Date.now() } : null;
  return { user, view };
}

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { PATH_HEADER } from "@/proxy";

export interface GuardUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The signed-in user from the httpOnly session cookie, once per request
 * (layout and page both ask).
 * TODO(lib/auth): bind to the record-API engineer's current-user helper once it is on main.
 */
const sessionUser = cache(async (): Promise<GuardUser | null> => null);

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

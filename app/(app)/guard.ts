import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { requireUser } from "@/lib/auth/guard.server";
import { PATH_HEADER } from "@/proxy";

export interface GuardUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The signed-in user from the httpOnly session cookie (verified, not merely
 * present), once per request: layout and page both ask.
 */
const sessionUser = cache(async (): Promise<GuardUser | null> => {
  const record = await requireUser((await cookies()).toString());
  if (!record) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { id: text(record.id), name: text(record.name), email: text(record.email) };
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

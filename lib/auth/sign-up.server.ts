import "server-only";
import { ApiError } from "@/lib/records/errors";
import { admitAddress } from "./attempts.server";

/** A sign-up refused because the e-mail is taken: it told the caller the e-mail exists. */
function revealedExisting(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.data.email?.code === "validation_not_unique";
}

/**
 * Sign-up keeps PocketBase's answer for a taken e-mail (validation_not_unique),
 * so it is a way to probe for accounts; it is counted against the address the
 * way a failed sign-in is, and refused past the same limit.
 */
export async function throttledSignUp<T>(request: Request, create: () => Promise<T>): Promise<T> {
  const attempt = await admitAddress(request);
  try {
    const created = await create();
    await attempt.succeeded();
    return created;
  } catch (error) {
    if (!revealedExisting(error)) await attempt.succeeded().catch(() => {});
    throw error;
  }
}

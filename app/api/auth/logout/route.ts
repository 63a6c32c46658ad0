import { currentUser } from "@/lib/auth/current-user.server";
import { revokeSessions } from "@/lib/auth/revoke.server";
import { clearedSessionCookie } from "@/lib/auth/session.server";
import { handle, noContent } from "@/lib/records/http";
import { refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

/**
 * Signs out on the server too: the user's token key is renewed, so the cookie
 * and every token issued before stop working everywhere (a copied cookie
 * included). That ends the user's other sessions as well, as a password change does.
 */
export async function POST(request: Request) {
  return handle(async () => {
    // Another site must not be able to sign a user out everywhere.
    refuseCrossSite(request);
    const user = await currentUser(request);
    if (user) await revokeSessions(user.id);
    return noContent({ "set-cookie": clearedSessionCookie(request) });
  });
}

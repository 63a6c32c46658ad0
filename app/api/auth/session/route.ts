import { sessionCookie } from "@/lib/auth/session.server";
import { tokenClaims, verifyAuthToken } from "@/lib/auth/token.server";
import { ApiError, MESSAGES } from "@/lib/records/errors";
import { handle, noContent, readBody } from "@/lib/records/http";
import { isJsonBody, refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

/** The browser hands over the token the SDK got, and receives the httpOnly session cookie for it. */
export async function POST(request: Request) {
  return handle(async () => {
    refuseCrossSite(request);
    if (!isJsonBody(request)) throw new ApiError(400, MESSAGES.badJson);
    const body = await readBody(request);
    const token = typeof body.token === "string" ? body.token : "";
    const user = token ? await verifyAuthToken(token) : null;
    if (!user) throw new ApiError(401, MESSAGES.authRequired);
    // The cookie lives exactly as long as the token it carries.
    const exp = Number(tokenClaims(token)?.exp ?? 0);
    const maxAge = Math.max(0, Math.floor(exp - Date.now() / 1000));
    return noContent({ "set-cookie": await sessionCookie(request, token, maxAge) });
  });
}

import { bearerToken, requireUser } from "@/lib/auth/current-user.server";
import { sessionCookie } from "@/lib/auth/session.server";
import { authResponse } from "@/lib/auth/sign-in.server";
import { handle, json, readOptions, requestInfo } from "@/lib/records/http";
import { refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    refuseCrossSite(request);
    const user = await requireUser(request);
    const response = await authResponse(user, readOptions(request), requestInfo(request, user));
    // A browser that signed in with the cookie keeps it in step with the new token.
    const headers: Record<string, string> = bearerToken(request)
      ? {}
      : { "set-cookie": await sessionCookie(request, response.token) };
    return json(response, 200, headers);
  });
}

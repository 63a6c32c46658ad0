import { sessionCookie } from "@/lib/auth/session.server";
import { signInWithPassword } from "@/lib/auth/sign-in.server";
import { handle, json, readBody, readOptions, requestInfo } from "@/lib/records/http";
import { isJsonBody, refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    refuseCrossSite(request);
    const body = await readBody(request);
    // Form bodies (PocketBase accepts them) still sign in, but never set the browser's cookie.
    const { response } = await signInWithPassword(body, request, requestInfo(request, null, body), readOptions(request));
    const headers: Record<string, string> = isJsonBody(request) ? { "set-cookie": await sessionCookie(request, response.token) } : {};
    return json(response, 200, headers);
  });
}

import { sessionCookie } from "@/lib/auth/session";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { handle, json, readBody, readOptions, requestInfo } from "@/lib/records/http";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const body = await readBody(request);
    const { response } = await signInWithPassword(body, request, requestInfo(request, null, body), readOptions(request));
    return json(response, 200, { "set-cookie": await sessionCookie(request, response.token) });
  });
}

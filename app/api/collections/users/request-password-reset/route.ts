import { requestPasswordReset } from "@/lib/auth/password-reset.server";
import { handle, readBody } from "@/lib/records/http";
import { refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

/** PocketBase's contract: 204 whether or not the e-mail is registered. */
export async function POST(request: Request) {
  return handle(async () => {
    refuseCrossSite(request);
    await requestPasswordReset(await readBody(request), request);
    return new Response(null, { status: 204 });
  });
}

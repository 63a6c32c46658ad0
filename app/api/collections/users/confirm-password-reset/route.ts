import { confirmPasswordReset } from "@/lib/auth/password-reset.server";
import { handle, readBody } from "@/lib/records/http";
import { refuseCrossSite } from "@/lib/security/origin";

export const dynamic = "force-dynamic";

/** PocketBase's contract: 204 once the new password is set; a 400 on `token` for a bad link. */
export async function POST(request: Request) {
  return handle(async () => {
    refuseCrossSite(request);
    await confirmPasswordReset(await readBody(request));
    return new Response(null, { status: 204 });
  });
}

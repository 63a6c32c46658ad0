import { getDatabase } from "@/db";
import { requireUser } from "@/lib/auth/current-user.server";
import { programLoads } from "@/lib/programs/loads.server";
import { handle, json, requestInfo } from "@/lib/records/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/programs/{id}/loads: for the signed-in user, each %TM lift of the
 * program with its training max (stored, else from their log) and the weight
 * of every item (lib/programs/loads.server.ts). A visitor gets a 401; a
 * program the caller cannot see a 404.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    const user = await requireUser(request);
    const { id } = await context.params;
    const answer = await programLoads(await getDatabase(), id, { ...requestInfo(request, user), auth: user });
    return json(answer, 200, { "cache-control": "no-store" });
  });
}

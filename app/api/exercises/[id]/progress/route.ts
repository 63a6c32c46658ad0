import { getDatabase } from "@/db";
import { requireUser } from "@/lib/auth/current-user.server";
import { handle, json, requestInfo } from "@/lib/records/http";
import { progressFor } from "@/lib/sessions/progress.server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/exercises/{id}/progress: the signed-in user's own history of one
 * exercise, e1RM, best set and next target (lib/sessions/exercise-progress.ts).
 * A visitor gets a 401; an exercise the caller cannot see a 404.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    const user = await requireUser(request);
    const { id } = await context.params;
    const answer = await progressFor(await getDatabase(), id, { ...requestInfo(request, user), auth: user });
    return json(answer, 200, { "cache-control": "no-store" });
  });
}

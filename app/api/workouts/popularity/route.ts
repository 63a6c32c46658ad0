import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user.server";
import { handle, json, requestInfo } from "@/lib/records/http";
import { parseIds, workoutPopularity } from "@/lib/workouts/popularity.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/workouts/popularity[?ids=a,b]: how often each workout was trained
 * (workout_sessions per workout), most used first. Workouts never trained are
 * left out; the library treats a missing id as 0.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const ids = parseIds(new URL(request.url).searchParams.get("ids"));
    const user = await currentUser(request);
    const items = await workoutPopularity(await getDatabase(), requestInfo(request, user), ids);
    return json({ items }, 200, { "cache-control": "no-store" });
  });
}

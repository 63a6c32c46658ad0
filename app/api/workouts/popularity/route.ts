import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user.server";
import { handle, json, requestInfo } from "@/lib/records/http";
import { parseIds, workoutPopularity, workoutSessionTotal } from "@/lib/workouts/popularity.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/workouts/popularity[?ids=a,b]: how often each workout was trained
 * (workout_sessions per workout), most used first. Workouts never trained are
 * left out; the library treats a missing id as 0. `?total=1` answers only
 * `{items: [], total}`: the sessions logged with any workout the caller may list.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const search = new URL(request.url).searchParams;
    const user = await currentUser(request);
    if (search.get("total") === "1") {
      const total = await workoutSessionTotal(await getDatabase(), requestInfo(request, user));
      return json({ items: [], total }, 200, { "cache-control": "no-store" });
    }
    const ids = parseIds(search.get("ids"));
    const items = await workoutPopularity(await getDatabase(), requestInfo(request, user), ids);
    return json({ items }, 200, { "cache-control": "no-store" });
  });
}

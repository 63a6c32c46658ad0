import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user.server";
import { handle, idsParam, json, requestInfo } from "@/lib/records/http";
import { EXERCISE_POPULARITY_MAX_IDS, exercisePopularity } from "@/lib/exercises/popularity.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/exercises/popularity[?ids=a,b]: per exercise, the saved workouts
 * that list it and the logged sessions that performed it (see
 * lib/exercises/popularity.ts), most used first. Exercises never used are
 * left out; the library reads a missing id as 0. Bad ids are a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const ids = idsParam(request, { max: EXERCISE_POPULARITY_MAX_IDS, noun: "exercise" });
    const user = await currentUser(request);
    const items = await exercisePopularity(await getDatabase(), requestInfo(request, user), ids);
    return json({ items }, 200, { "cache-control": "no-store" });
  });
}

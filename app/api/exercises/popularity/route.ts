import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user";
import { ApiError } from "@/lib/records/errors";
import { handle, json } from "@/lib/records/http";
import { EXERCISE_POPULARITY_MAX_IDS, exercisePopularity } from "@/lib/exercises/popularity";

export const dynamic = "force-dynamic";

const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * GET /api/exercises/popularity[?ids=a,b]: per exercise, the saved workouts
 * that list it and the logged sessions that performed it (see
 * lib/exercises/popularity.ts), most used first. Exercises never used are
 * left out; the library reads a missing id as 0. Bad ids are a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const raw = new URL(request.url).searchParams.get("ids");
    let ids: string[] | null = null;
    if (raw !== null && raw.trim() !== "") {
      ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))];
      const bad = ids.find((id) => !RECORD_ID.test(id));
      if (bad !== undefined || ids.length > EXERCISE_POPULARITY_MAX_IDS) {
        throw new ApiError(400, "Invalid exercise ids.", {
          ids: {
            code: "validation_invalid_ids",
            message: `Up to ${EXERCISE_POPULARITY_MAX_IDS} comma-separated 15 character record ids.`,
          },
        });
      }
    }
    const user = await currentUser(request);
    const items = await exercisePopularity(await getDatabase(), user?.id ?? null, ids);
    return json({ items }, 200, { "cache-control": "no-store" });
  });
}

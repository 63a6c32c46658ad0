import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user.server";
import { handle, idsParam, json, requestInfo } from "@/lib/records/http";
import { POPULARITY_MAX_IDS, programPopularity } from "@/lib/programs/popularity.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/programs/popularity[?ids=a,b,c]: sessions and people per program
 * (see lib/programs/popularity.ts), most used first. Without ids: every
 * program the caller may list; `ids=` with nothing in it: none. Read-only;
 * bad ids are a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const ids = idsParam(request, { max: POPULARITY_MAX_IDS, noun: "program", blankMeansAll: false });
    const user = await currentUser(request);
    return json(await programPopularity(await getDatabase(), ids, requestInfo(request, user)));
  });
}

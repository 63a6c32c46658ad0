import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user";
import { ApiError } from "@/lib/records/errors";
import { handle, json } from "@/lib/records/http";
import { POPULARITY_MAX_IDS, programPopularity } from "@/lib/programs/popularity";

export const dynamic = "force-dynamic";

const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * GET /api/programs/popularity[?ids=a,b,c]: sessions and people per program
 * (see lib/programs/popularity.ts), most used first. Without ids: every
 * program the caller may list. Read-only; bad ids are a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const raw = new URL(request.url).searchParams.get("ids");
    let ids: string[] | null = null;
    if (raw !== null) {
      ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))];
      const bad = ids.find((id) => !RECORD_ID.test(id));
      if (bad !== undefined || ids.length > POPULARITY_MAX_IDS) {
        throw new ApiError(400, "Invalid program ids.", {
          ids: {
            code: "validation_invalid_ids",
            message: `Up to ${POPULARITY_MAX_IDS} comma-separated 15 character record ids.`,
          },
        });
      }
    }
    const user = await currentUser(request);
    return json(await programPopularity(await getDatabase(), ids, user?.id ?? null));
  });
}

import { currentUser } from "@/lib/auth/current-user.server";
import { runBatch } from "@/lib/records/batch";
import { parseBatch } from "@/lib/records/batch-form";
import { handle, json, readBody, requestInfo } from "@/lib/records/http";

export const dynamic = "force-dynamic";

/** PocketBase's batch API: record writes in one transaction (lib/records/batch.ts). */
export async function POST(request: Request) {
  return handle(async () => {
    // Size (MAX_BODY_BYTES), request count and actions are checked before the database is asked anything.
    const items = parseBatch(await readBody(request));
    const auth = await currentUser(request);
    return json(await runBatch(items, requestInfo(request, auth)));
  });
}

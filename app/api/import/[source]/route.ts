import { getDatabase } from "@/db";
import { requireUser } from "@/lib/auth/current-user.server";
import { clientAddress } from "@/lib/auth/client-address.server";
import { importFailure, importRequest } from "@/lib/import/request.server";
import { IMPORTS_PER_MINUTE, importTrainingLog, PREVIEWS_PER_MINUTE } from "@/lib/import/import.server";
import { handle, json } from "@/lib/records/http";
import { enforceLimit } from "@/lib/security/rate-limit.server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ source: string }> };

/**
 * POST /api/import/strong | /api/import/hevy (issue 21 item 5): the export
 * file as the request body (text/csv), into the signed-in lifter's own log.
 * ?preview=1 writes nothing and lists the fuzzy matches to confirm;
 * ?reject=["name", …] keeps those names as custom exercises; ?unit=kg|lbs is
 * the unit of Strong's current export (default: the lifter's unit).
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    const user = await requireUser(request);
    const { source } = await context.params;
    const { text, options } = await importRequest(request, source, user);
    // An import writes up to a decade of sets in one transaction: a few a minute is plenty; a preview only reads.
    const caller = { userId: user.id, address: clientAddress(request) };
    if (options.preview) await enforceLimit("import-preview", caller, PREVIEWS_PER_MINUTE);
    else await enforceLimit("import", caller, IMPORTS_PER_MINUTE);
    const answer = await importTrainingLog(await getDatabase(), text, options).catch(importFailure);
    return json(answer, 200, { "cache-control": "no-store" });
  });
}

import { getDatabase } from "@/db";
import { currentUser } from "@/lib/auth/current-user.server";
import { clientAddress } from "@/lib/auth/client-address.server";
import { handle, json, readBody } from "@/lib/records/http";
import { generateProgramAnswer } from "@/lib/programs/generate.server";
import { parseBody, programBodySchema } from "@/lib/programs/requests.server";
import { cleanUpVisitorProgramsSometimes } from "@/lib/programs/visitor-cleanup.server";
import { enforceLimit } from "@/lib/security/rate-limit.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/programs/generate (spec 3 §7): plans and stores a program owned
 * by the caller; a visitor's program has no owner and is readable by its id.
 * Each one writes a few hundred rows, so it is rate limited (README, "Limits").
 */
export async function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const body = parseBody(programBodySchema, await readBody(request));
    const user = await currentUser(request);
    await enforceLimit("generate-program", { userId: user?.id ?? null, address: clientAddress(request) });
    const answer = await generateProgramAnswer(body, user?.id ?? null);
    if (!user) cleanUpVisitorProgramsSometimes(await getDatabase());
    return json(answer);
  });
}

import { currentUser } from "@/lib/auth/current-user";
import { handle, json, readBody } from "@/lib/records/http";
import { generateProgramAnswer } from "@/lib/programs/generate";
import { parseBody, programBodySchema } from "@/lib/programs/requests";

export const dynamic = "force-dynamic";

/**
 * POST /api/programs/generate (spec 3 §7): plans and stores a program owned
 * by the caller; a visitor's program has no owner and is readable by its id.
 */
export async function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const body = parseBody(programBodySchema, await readBody(request));
    const user = await currentUser(request);
    return json(await generateProgramAnswer(body, user?.id ?? null));
  });
}

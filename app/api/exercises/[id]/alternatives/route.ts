import { handle, json, readBody } from "@/lib/records/http";
import { alternativesAnswer } from "@/lib/programs/generate.server";
import { alternativesBodySchema, parseBody } from "@/lib/programs/requests.server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/exercises/{id}/alternatives: up to 3 substitutes when equipment is busy. */
export async function POST(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    const { id } = await context.params;
    const body = parseBody(alternativesBodySchema, await readBody(request));
    return json(await alternativesAnswer(id, body));
  });
}

import { currentUser } from "@/lib/auth/current-user.server";
import { clientAddress } from "@/lib/auth/client-address.server";
import { handle, json, readBody } from "@/lib/records/http";
import { generateWorkoutAnswer } from "@/lib/programs/generate.server";
import { parseBody, workoutBodySchema } from "@/lib/programs/requests.server";
import { enforceLimit } from "@/lib/security/rate-limit.server";

export const dynamic = "force-dynamic";

/** POST /api/workouts/generate (spec 2 §7): a generated workout, not stored; rate limited (README, "Limits"). */
export async function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const body = parseBody(workoutBodySchema, await readBody(request));
    const user = await currentUser(request);
    await enforceLimit("generate-workout", { userId: user?.id ?? null, address: clientAddress(request) });
    return json(await generateWorkoutAnswer(body, user));
  });
}

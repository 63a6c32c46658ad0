import { handle, json, readBody } from "@/lib/records/http";
import { generateWorkoutAnswer } from "@/lib/programs/generate";
import { parseBody, workoutBodySchema } from "@/lib/programs/requests";

export const dynamic = "force-dynamic";

/** POST /api/workouts/generate (spec 2 §7): a generated workout, not stored. */
export async function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const body = parseBody(workoutBodySchema, await readBody(request));
    return json(await generateWorkoutAnswer(body));
  });
}

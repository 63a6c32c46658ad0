import { currentUser } from "@/lib/auth/current-user.server";
import { handle, jsonText, requestInfo } from "@/lib/records/http";
import { popularWorkoutParams, popularWorkoutsText } from "@/lib/workouts/popular-list.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/workouts/popular?filter=…&page=…&perPage=…: a page of the workout
 * library, most trained first (list-shaped, with the card's expand). The
 * filter is the list route's language and rules; a bad one is a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const input = popularWorkoutParams(new URL(request.url).searchParams);
    const auth = await currentUser(request);
    return jsonText(await popularWorkoutsText(requestInfo(request, auth), input));
  });
}

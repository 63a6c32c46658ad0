import { currentUser } from "@/lib/auth/current-user.server";
import { handle, jsonText, requestInfo } from "@/lib/records/http";
import { popularExercisesText, popularParams } from "@/lib/exercises/popular-list.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/exercises/popular?filter=…&page=…&perPage=…&order=asc|desc: a page
 * of the exercise library ranked by real use on the server (list-shaped:
 * page, perPage, totalItems, totalPages, items with the card's expand). The
 * filter is the list route's language and rules; a bad one is a 400.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const input = popularParams(new URL(request.url).searchParams);
    const auth = await currentUser(request);
    return jsonText(await popularExercisesText(requestInfo(request, auth), input));
  });
}

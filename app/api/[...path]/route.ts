import { MESSAGES } from "@/lib/records/errors";
import { json } from "@/lib/records/http";

export const dynamic = "force-dynamic";

/** Any /api path no route serves: PocketBase's JSON 404, not Next's HTML page. */
function notFound(): Response {
  return json({ status: 404, message: MESSAGES.notFound, data: {} }, 404);
}

export const GET = notFound;
export const POST = notFound;
export const PATCH = notFound;
export const PUT = notFound;
export const DELETE = notFound;

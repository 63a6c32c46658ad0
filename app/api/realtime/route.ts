import { errorResponse, handle, noContent } from "@/lib/records/http";
import { openStream } from "@/lib/realtime/stream.server";
import { setSubscriptions } from "@/lib/realtime/subscribe.server";

// A stream per request: never cached, never prerendered.
export const dynamic = "force-dynamic";

/** PocketBase's realtime connect: an SSE stream starting with PB_CONNECT. */
export async function GET(request: Request) {
  // Not inside handle(): a stream lasting hours must not hold a turn at the database.
  try {
    return await openStream(request);
  } catch (error) {
    return errorResponse(error);
  }
}

/** PocketBase's set-subscriptions call: 204 on success. */
export async function POST(request: Request) {
  return handle(async () => {
    await setSubscriptions(request);
    return noContent();
  });
}

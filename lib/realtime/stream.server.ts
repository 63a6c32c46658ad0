import "server-only";
/**
 * `GET /api/realtime`: an SSE stream that starts with PB_CONNECT (the client
 * id on the `id:` line and in the data) and then carries the events of the
 * client's subscriptions. The client is forgotten as soon as the stream is
 * cancelled or the request aborted, and dropped when it stops reading.
 */
import { ApiError } from "@/lib/records/errors";
import { peerAddress } from "@/lib/security/peer.server";
import { admitClient, connectMessage, drop, MAX_PENDING_BYTES, newClientId, register, unregister, type RealtimeClient } from "./broker.server";
import { ensureListening } from "./listener.server";

/**
 * Headers that keep every layer from holding events back: `no-transform` stops Next's
 * compression (it buffers a gzip stream until a block fills), `X-Accel-Buffering: no` nginx.
 */
export const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=UTF-8",
  "cache-control": "no-cache, no-store, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
};

export async function openStream(request: Request): Promise<Response> {
  const address = peerAddress(request) ?? "local";
  const admission = admitClient(address);
  if (!admission.ok) throw new ApiError(admission.status, admission.message);
  // LISTEN is in place before the client learns its id, so no event after its subscription is missed.
  await ensureListening();
  const encoder = new TextEncoder();
  const id = newClientId();
  let client: RealtimeClient | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        client = {
          id,
          address,
          authId: "",
          auth: null,
          token: null,
          expiresAt: null,
          topics: [],
          write(text) {
            if (!open) return false;
            // A reader this far behind is gone or hostile: its events would only pile up in memory.
            if ((controller.desiredSize ?? 0) < -MAX_PENDING_BYTES) return false;
            try {
              controller.enqueue(encoder.encode(text));
              return true;
            } catch {
              return false;
            }
          },
          end() {
            if (!open) return;
            open = false;
            try {
              controller.close();
            } catch {
              // already closed by the other side
            }
          },
        };
        register(client);
        client.write(connectMessage(id));
      },
      cancel() {
        unregister(id);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );
  request.signal?.addEventListener("abort", () => {
    if (client) drop(client);
  });
  return new Response(stream, { status: 200, headers: STREAM_HEADERS });
}

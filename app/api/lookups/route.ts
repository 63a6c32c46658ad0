import { handle, jsonText } from "@/lib/records/http";
import { lookupsEtag, lookupsText } from "@/lib/exercises/lookups.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/lookups: the exercise library's 7 lookup lists in one answer
 * (lib/exercises/lookups.server.ts), `{version, lists: {collection: items}}`.
 * The ETag is the catalogue version: a browser revalidates (no-cache) and gets
 * a 304 until a migration changes the catalogue.
 */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const { version, text } = await lookupsText();
    const etag = lookupsEtag(version);
    const headers = { etag, "cache-control": "public, no-cache" };
    const asked = request.headers.get("if-none-match") ?? "";
    if (asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
    return jsonText(text, 200, headers);
  });
}

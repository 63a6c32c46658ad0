import { clearedSessionCookie } from "@/lib/auth/session";
import { handle, noContent } from "@/lib/records/http";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => noContent({ "set-cookie": clearedSessionCookie(request) }));
}

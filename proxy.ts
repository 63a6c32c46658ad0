import { NextResponse, type NextRequest } from "next/server";
import { CROSS_SITE_MESSAGE, isForgedRequest } from "@/lib/security/origin";

/** Header through which guarded pages learn their own path (layouts are not told it). */
export const PATH_HEADER = "x-forgefit-path";

/**
 * Runs before guarded pages and every API route.
 * - API: refuses cross-site requests that the session cookie would
 *   authenticate, and cross-site sign-ins (CSRF), with a PocketBase-shaped 403.
 * - Pages: forwards the requested path, so the server guard can send a visitor
 *   to /login?redirect=<that path>; the session itself is verified by the
 *   guard, next to the data it protects.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (path.startsWith("/api/")) {
    if (isForgedRequest(request, path)) {
      return NextResponse.json({ status: 403, message: CROSS_SITE_MESSAGE, data: {} }, { status: 403, headers: { "cache-control": "no-store" } });
    }
    return NextResponse.next();
  }
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${path}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/api/:path*", "/dashboard/:path*", "/train/:path*", "/history/:path*", "/account/:path*"],
};

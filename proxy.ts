import { NextResponse, type NextRequest } from "next/server";

/** Header through which guarded pages learn their own path (layouts are not told it). */
export const PATH_HEADER = "x-forgefit-path";

/**
 * Runs before guarded routes render. It only forwards the requested path, so
 * the server guard can send a visitor to /login?redirect=<that path>; the
 * session itself is verified by the guard, next to the data it protects.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/dashboard/:path*", "/train/:path*", "/history/:path*"],
};

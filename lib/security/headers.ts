/**
 * Security headers sent with every answer (pages, API, static files). Pure: the
 * same input gives the same list, so next.config.ts and the tests share it.
 *
 * The Content-Security-Policy allows only this origin. Next's App Router streams
 * its page data through inline <script> tags and Recharts/Tailwind set inline
 * styles, so those two need 'unsafe-inline' (a per-request nonce would make
 * every page dynamic); everything else (plugins, framing, foreign forms,
 * foreign connections, <base> hijacking) is shut.
 */
export interface SecurityHeaderOptions {
  /** Development: React's dev tools and hot reload need eval and a websocket. */
  dev?: boolean;
}

export interface Header {
  key: string;
  value: string;
}

export function contentSecurityPolicy({ dev = false }: SecurityHeaderOptions = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ];
}

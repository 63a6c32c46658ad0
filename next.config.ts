import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  output: "standalone",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  outputFileTracingIncludes: {
    "/**": ["./db/migrations/**/*"],
  },
  // Never copy a live embedded database into the build output.
  outputFileTracingExcludes: {
    "/**": ["./data/**/*", "./backups/**/*", "./test-results/**/*"],
  },
  poweredByHeader: false,
  // Security headers on every answer: pages, API routes and static files alike.
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ dev: process.env.NODE_ENV === "development" }) }];
  },
  reactStrictMode: true,
  // `npm run typecheck` (tsc --noEmit, strict) is the type gate and CI runs it first; checking
  // again inside every build cost ~25 s of each build, including the first `npm start`.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

import type { NextConfig } from "next";

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
  reactStrictMode: true,
};

export default nextConfig;

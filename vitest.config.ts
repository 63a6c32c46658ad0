import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

/** Shared by the reliability config: `@` paths, and server-only as Next's server build sees it. */
export const resolve = {
  alias: {
    "@": path.resolve(__dirname),
    // Plain Node has no react-server condition, where the marker would throw: the empty build is what Next uses on the server.
    "server-only": path.resolve(__dirname, "node_modules/server-only/empty.js"),
  },
};

export default defineConfig({
  resolve,
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    // Without DATABASE_URL every test process gets its own in-memory PGlite. With it, DATA_DIR only
    // holds uploaded files, so it points outside the checkout.
    env: {
      DATA_DIR: process.env.DATABASE_URL ? path.join(os.tmpdir(), "forgefit-test-files") : "memory://",
      NODE_ENV: "test",
      // The in-process harness has no connection address: tests stand in for one proxy in front.
      TRUST_PROXY: "1",
    },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

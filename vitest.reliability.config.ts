import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

/**
 * Reliability tests (`npm run test:reliability`): production server under faults,
 * hostile input, backup round trips. Slower than `npm test`, so kept apart; CI
 * runs them after the browser tests, on the build those left behind.
 */
export default defineConfig({
  resolve,
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test", DATA_DIR: "memory://" },
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Each file runs its own servers and databases; one at a time keeps timings honest on 2 cores.
    maxWorkers: 1,
    fileParallelism: false,
  },
});

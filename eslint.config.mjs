import tseslint from "typescript-eslint";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";

/*
 * Boundaries (ARCHITECTURE: feature folders under lib/ say where a file runs by its name:
 * `*.server.ts` server only, `*.client.ts` browser hooks and SDK calls, plain names pure model code).
 */
const SERVER_CODE = ["**/*.server", "@/db", "@/db/*", "@/lib/records/*", "@/lib/catalogue/*", "server-only", "drizzle-orm", "drizzle-orm/*", "postgres", "@electric-sql/*", "node:*"];
const SQL = ["drizzle-orm", "drizzle-orm/*", "postgres", "@electric-sql/*", "@/db/*"];

const componentRule = [
  "error",
  {
    paths: [
      { name: "pocketbase", allowTypeImports: true, message: "Components call the API through the hooks in lib/<feature>/*.client.ts, never the SDK." },
      { name: "@/lib/client/pocketbase", message: "Components call the API through the hooks in lib/<feature>/*.client.ts, never the SDK." },
    ],
    patterns: [{ group: SERVER_CODE, message: "Components run in the browser: no server code (*.server, db, record engine, server-only, Node built-ins)." }],
  },
];

const modelRule = [
  "error",
  {
    paths: [{ name: "pocketbase", allowTypeImports: true, message: "Model code is pure: no SDK (type imports are fine)." }],
    patterns: [
      {
        group: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*", "@tanstack/*", "**/*.client", "@/lib/client/*", ...SERVER_CODE],
        message: "Model code is pure (no I/O, no framework): it runs in the browser, on the server and in tests alike.",
      },
    ],
  },
];

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", fetch: "readonly", setTimeout: "readonly" } },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": componentRule,
      "no-restricted-globals": ["error", { name: "fetch", message: "Components call the API through the hooks in lib/<feature>/*.client.ts." }],
    },
  },
  {
    // Pure model code: lib/training and the plain-named files of the feature folders.
    files: ["lib/training/**/*.ts", "lib/shared/**/*.ts", "lib/{exercises,workouts,programs,sessions,realtime,import}/**/*.ts"],
    ignores: ["**/*.client.ts", "**/*.server.ts"],
    rules: { "no-restricted-imports": modelRule },
  },
  {
    // The database layer sits below lib/: it reads its configuration and nothing else.
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/*", "!@/lib/env", "!@/lib/training", "@/lib/training/*", "!@/lib/training/data", "@/lib/training/data/*", "!@/lib/training/data/body-map", "@/components/*", "@/app/*"], message: "db/ sits below lib/: it may import @/lib/env (configuration) and the plain data list lib/training/data/body-map only." }] },
      ],
    },
  },
  {
    // Route handlers and pages hold no SQL: a route may get the database handle and pass it to lib/**/*.server.ts.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/db", allowImportNames: ["getDatabase"], message: "A route hands the database to lib/**/*.server.ts; the SQL lives there." }],
          patterns: [{ group: SQL, message: "Route handlers hold no SQL: put the query in lib/<feature>/*.server.ts." }],
        },
      ],
    },
  },
);

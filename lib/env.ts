import { z } from "zod";

/**
 * Configuration, read once and validated. This is the only module that reads
 * process.env, so a bad value stops the start with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Embedded database folder; "memory://" keeps it in memory (tests). */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  APP_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** With DATA_DIR=memory://: a dumped data folder to start from (the test suite's seeded template). */
  DATA_SNAPSHOT: z.string().trim().min(1).optional(),
  /** API requests using the database at once (db/index.ts picks by database when unset). */
  DB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  /** PostgreSQL only: statements running longer are cancelled (0: PostgreSQL's own setting). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(4000),
  /** bench/api.ts: the running server to load, seconds per run and concurrent connections. */
  BENCH_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, "must be an http:// or https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  BENCH_DURATION: z.coerce.number().int().min(1).max(600).default(20),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(50),
  /** Generations (POST /api/programs/generate, /api/workouts/generate) per minute, per client address for visitors. */
  GENERATE_LIMIT_VISITOR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The same per signed-in user. */
  GENERATE_LIMIT_USER: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Realtime (SSE) streams one process serves at once, and per client address; beyond them a 503 / 429. */
  REALTIME_MAX_CLIENTS: z.coerce.number().int().min(1).max(100_000).default(2000),
  REALTIME_MAX_CLIENTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For. 0 (unset): none, the
   * client address is the connection's; N: the Nth entry from the right is the client's.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** `npm run backup` without a folder argument writes here. */
  BACKUP_DIR: z.string().trim().min(1).default("backups"),
  /** Optional: the e-mail address the /contact page shows for this instance's operator. */
  CONTACT_EMAIL: z
    .string()
    .trim()
    .email("must be an e-mail address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The address people open the app at, for links the server writes (password-reset
   * e-mails). Never taken from the request's Host header, which a client can set.
   */
  APP_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http:// or https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Optional outgoing mail (smtp://user:password@host:587 or smtps://…:465); unset: reset links go to the server log. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sender of the app's e-mails. */
  MAIL_FROM: z.string().trim().min(3).default("ForgeFit <no-reply@localhost>"),
  /** Log level for server diagnostics. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Production servers and throwaway databases for the reliability tests and
 * bench/soak.ts: the standalone build (rebuilt when stale, as scripts/start.mjs
 * does), started in its own process group so it can be stopped or SIGKILLed
 * with everything it started.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMarker, copyStaticAssets, staleReason } from "../../scripts/build-state.mjs";

// Works both under vitest and when bench/soak.ts imports this file as an ES module (no __dirname there).
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const SHARED_PG = "postgres://postgres@127.0.0.1:5432";

/** Builds the production server when it is missing or older than the sources. */
export function ensureBuild(): void {
  const reason = staleReason(ROOT);
  if (reason) {
    console.log(`[servers] building (${reason})`);
    const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  copyStaticAssets(ROOT);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  process: ChildProcess;
  log: () => string;
  /** SIGTERM to the group, waiting for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL to the group: a crash. */
  kill: () => Promise<void>;
  exited: Promise<number | null>;
}

export async function startServer(
  options: { port?: number; dataDir?: string; databaseUrl?: string; env?: Record<string, string>; waitHealthy?: boolean } = {},
): Promise<Server> {
  const port = options.port ?? (await freePort());
  const chunks: string[] = [];
  const child = spawn(process.execPath, [buildMarker(ROOT)], {
    cwd: path.dirname(buildMarker(ROOT)),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "true",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: options.databaseUrl ?? "",
      DATA_DIR: options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-rel-")),
      APP_SECRET: "reliability-tests-secret-0123456789abcdef",
      ...options.env,
    },
  });
  child.stdout!.on("data", (d: Buffer) => chunks.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => chunks.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const signal = async (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  };
  const server: Server = {
    url: `http://127.0.0.1:${port}`,
    process: child,
    log: () => chunks.join(""),
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
    exited,
  };
  if (options.waitHealthy !== false) {
    const ok = await waitFor(async () => (await fetch(`${server.url}/api/health`)).status === 200, 90_000, exited);
    if (!ok) {
      await server.kill();
      throw new Error(`server did not become healthy:\n${server.log().slice(-3000)}`);
    }
  }
  return server;
}

/** Polls until `check` is true, the time is up, or (optionally) a process exits. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, exited?: Promise<unknown>): Promise<boolean> {
  let gone = false;
  exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      if (await check()) return true;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export function pgAvailable(): boolean {
  return spawnSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-Atc", "select 1"], { encoding: "utf8" }).stdout?.trim() === "1";
}

function psql(url: string, command: string): void {
  const result = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-Atc", command], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
}

/** A fresh database on the shared PostgreSQL, dropped afterwards. */
export async function withTempPgDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `forgefit_rel_${randomBytes(5).toString("hex")}`;
  psql(`${SHARED_PG}/postgres`, `create database ${name}`);
  try {
    return await work(`${SHARED_PG}/${name}`);
  } finally {
    psql(`${SHARED_PG}/postgres`, `drop database if exists ${name} with (force)`);
  }
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temp folder, own port), so
 * it can be stopped and started. initdb refuses root: run as `postgres` then.
 */
export class ThrowawayPostgres {
  readonly dir: string;
  readonly port: number;
  private readonly asUser: string | null;

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
    this.asUser = process.getuid?.() === 0 ? "postgres" : null;
  }

  static async create(): Promise<ThrowawayPostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-pg-"));
    const pg = new ThrowawayPostgres(dir, await freePort());
    if (pg.asUser) fs.chownSync(dir, ...ids(pg.asUser));
    pg.run("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const bin = path.join(PG_BIN, tool);
    const result = this.asUser
      ? spawnSync("runuser", ["-u", this.asUser, "--", bin, ...args], { encoding: "utf8" })
      : spawnSync(bin, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  }

  start(): void {
    this.run("pg_ctl", [
      "-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w", "-t", "30",
      "-o", `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start",
    ]);
  }

  /** `fast`: clients are disconnected, as when the database server goes down for a restart. */
  stop(mode: "fast" | "immediate" = "fast"): void {
    this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", mode, "-w", "-t", "30", "stop"]);
  }

  destroy(): void {
    try {
      this.stop("immediate");
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function ids(user: string): [number, number] {
  const out = spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim();
  const group = spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim();
  return [Number(out), Number(group)];
}

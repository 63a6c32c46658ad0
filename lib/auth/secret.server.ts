import "server-only";
import { randomBytes, createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { env } from "@/lib/env";

type GlobalWithSecret = typeof globalThis & { __forgefitAppSecret?: Promise<string> };
const store = globalThis as GlobalWithSecret;

const SETTING_KEY = "app_secret";

/**
 * The app secret: APP_SECRET when configured, otherwise generated once and kept
 * in the settings table so every instance and every restart agree on it.
 */
export function appSecret(): Promise<string> {
  if (!store.__forgefitAppSecret) {
    const loading = (async () => {
      const configured = env().APP_SECRET;
      if (configured) return configured;
      const handle = await getDatabase();
      const candidate = randomBytes(48).toString("base64url");
      // Two instances starting together: the first insert wins, both read it back.
      await handle.rows(
        sql`INSERT INTO settings (key, value) VALUES (${SETTING_KEY}, ${candidate}) ON CONFLICT (key) DO NOTHING`,
      );
      const rows = await handle.rows<{ value: string }>(sql`SELECT value FROM settings WHERE key = ${SETTING_KEY}`);
      if (!rows[0]?.value) throw new Error("app secret could not be stored");
      return rows[0].value;
    })();
    store.__forgefitAppSecret = loading;
    loading.catch(() => {
      if (store.__forgefitAppSecret === loading) store.__forgefitAppSecret = undefined;
    });
  }
  return store.__forgefitAppSecret;
}

/** A key for one purpose, derived from the app secret (at least 32 characters, as iron-session requires). */
export async function derivedKey(purpose: string): Promise<string> {
  return createHash("sha256").update(`${await appSecret()}\u0000${purpose}`).digest("hex");
}

import "server-only";
/**
 * The catalogue version (`settings.catalogue_version`), bumped by triggers in
 * the same transaction as any catalogue change (migration 0011). Every cache of
 * catalogue data keys on it and reads it per request, so an edit made through
 * any instance shows at once. Null when the setting is missing.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "./runner";

export async function readCatalogueVersion(rows: Runner): Promise<string | null> {
  const [row] = await rows<{ value: string }>(sql`SELECT "value" FROM "settings" WHERE "key" = 'catalogue_version'`);
  return row?.value ?? null;
}

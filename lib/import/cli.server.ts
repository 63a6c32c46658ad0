import "server-only";
/**
 * `npm run import FILE -- --email you@example.com [--unit kg|lbs] [--preview] [--reject-fuzzy]`
 * (issue 21 item 5): a Strong or Hevy export into one account's log, on
 * whichever database the configuration names (DATABASE_URL, else the embedded
 * one in DATA_DIR: stop the app first, one process holds an embedded database).
 * The same rules as the API: fuzzy matches are applied and listed unless
 * --reject-fuzzy keeps them as custom exercises; a second run adds nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "@/db";
import { isWeightUnit } from "@/lib/sessions/units";
import { isTimeZone } from "@/lib/shared/time-zone";
import { importTrainingLog } from "./import.server";
import { parseTrainingLog } from "./formats";

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run import FILE -- --email you@example.com [--unit kg|lbs] [--preview] [--reject-fuzzy]`);
  process.exit(2);
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--email" && args[args.indexOf(a) - 1] !== "--unit");
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  if (!file) usage("Name the export file.");
  const email = value("--email");
  if (!email) usage("Name the account with --email.");
  const unitFlag = value("--unit");
  if (unitFlag !== undefined && !isWeightUnit(unitFlag)) usage("--unit is kg or lbs.");
  const text = fs.readFileSync(path.resolve(file), "utf8");

  // The app's own handle (migrated on open): the importer's keyed ids read the app secret through it too.
  const handle = await getDatabase();
  try {
    const [user] = await handle.rows<{ id: string; weight_unit: string; time_zone: string }>(sql`SELECT id, weight_unit, time_zone FROM users WHERE lower(email) = lower(${email})`);
    if (!user) usage(`No account with the e-mail ${email}.`);
    const source = parseTrainingLog(text.split(/\r?\n/, 2).join("\n"), { unit: "kg", timeZone: "UTC" }).source;
    const preview = args.includes("--preview");
    const probe = await importTrainingLog(handle, text, { userId: user.id, source, unit: unitFlag ?? (isWeightUnit(user.weight_unit) ? user.weight_unit : "kg"), timeZone: isTimeZone(user.time_zone) ? user.time_zone : "UTC", preview: true, rejectFuzzy: new Set() });
    const rejectFuzzy = new Set(args.includes("--reject-fuzzy") ? probe.toConfirm.map((c) => c.name) : []);
    const answer = preview ? probe : await importTrainingLog(handle, text, { userId: user.id, source, unit: unitFlag ?? (isWeightUnit(user.weight_unit) ? user.weight_unit : "kg"), timeZone: isTimeZone(user.time_zone) ? user.time_zone : "UTC", preview: false, rejectFuzzy });
    const e = answer.exercises;
    console.log(`${answer.format} export, ${answer.rows} rows (${answer.rejected.count} unreadable)`);
    console.log(`exercise names: ${e.exact} exact, ${e.normalised} normalised, ${e.fuzzy} fuzzy, ${e.custom} custom`);
    for (const c of answer.toConfirm) console.log(`  fuzzy: "${c.name}" -> ${c.exercise.name} (${c.score})${rejectFuzzy.has(c.name) ? " [kept as custom]" : ""}`);
    for (const c of answer.custom) console.log(`  custom: "${c.name}" (${c.sets} sets)`);
    console.log(preview ? `preview: ${answer.sessions.inFile} sessions and ${answer.sets.inFile} sets would be read; nothing written.` : `added ${answer.sessions.added} of ${answer.sessions.inFile} sessions, ${answer.sets.added} of ${answer.sets.inFile} sets, ${e.customAdded} custom exercises.`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

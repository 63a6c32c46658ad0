/**
 * Catalogue coaching audit (issue 19): for every risky exercise family of
 * lib/training/data/exercise-families.ts, how many exercises belong to it and
 * how many lack its contraindication tag; then the movement-pattern, staple
 * and beginner-gate checks. Run on a temporary in-memory PGlite, migrated
 * first up to the migration before the audit (the "before" figures), then to
 * the end (the "after" figures):
 *
 *   npx tsx --conditions=react-server scripts/catalogue-audit.ts [--before 0014_request_rate_limit] [--list]
 *
 * --list prints the untagged members by name. The output of a run is kept
 * in scripts/catalogue-audit.out.txt.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { openDatabase, migrationsFolder } from "@/db/open";
import { migrate } from "@/db/migrate";
import {
  BARBELL_BASICS,
  CATALOGUE_STAPLES,
  EXERCISE_FAMILIES,
  FAMILY_SUBSTITUTES,
  KNEE_FLEXION,
  NOT_KNEE_FLEXION,
  ROTATOR_CUFF,
  isFamilyMember,
} from "@/lib/training/data/exercise-families";
import { movementPattern } from "@/lib/training/movement-patterns";

const args = process.argv.slice(2);
const beforeTag = args.includes("--before") ? args[args.indexOf("--before") + 1] : "0014_request_rate_limit";
const listNames = args.includes("--list");

interface Row {
  name: string;
  patterns: string[];
  contraindications: string[];
  equipment: string[];
  primary: string[];
  difficulty: number;
  level: string | null;
  spotter: boolean;
}

async function readRows(handle: DatabaseHandle): Promise<Row[]> {
  return handle.rows<Row>(sql`
    select e.name,
      coalesce((select array_agg(p.name order by p.name) from movement_patterns p where p.id = any(e.movement_pattern)), '{}') as patterns,
      coalesce((select array_agg(c.name order by c.name) from contraindications c where c.id = any(e.contraindications)), '{}') as contraindications,
      coalesce((select array_agg(q.name order by q.name) from equipment q where q.id = any(e.equipment_required)), '{}') as equipment,
      coalesce((select array_agg(m.name order by m.name) from muscles m where m.id = any(e.primary_muscles)), '{}') as primary,
      e.difficulty_level as difficulty, l.name as level, e.requires_spotter as spotter
    from exercises e left join experience_levels l on l.id = e.min_experience_level
    order by e.name`);
}

interface Audit {
  families: { family: string; tag: string; members: number; untagged: number; names: string[] }[];
  substitutesTagged: string[];
  kneeFlexionAsHinge: string[];
  kneeFlexionWithoutPattern: string[];
  rotationAsPush: string[];
  rotationAsPressByName: string[];
  tibialisAsCalves: string[];
  missingStaples: string[];
  gatedBasics: string[];
  basicsWithoutSpotter: string[];
  total: number;
}

function audit(rows: readonly Row[]): Audit {
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  const families = EXERCISE_FAMILIES.map((family) => {
    const members = rows.filter((r) => isFamilyMember({ name: r.name, movementPatterns: r.patterns, equipment: r.equipment }, family));
    const untagged = members.filter((r) => !r.contraindications.includes(family.contraindication));
    return { family: family.key, tag: family.contraindication, members: members.length, untagged: untagged.length, names: untagged.map((r) => r.name) };
  });
  const substitutesTagged: string[] = [];
  for (const [tag, names] of Object.entries(FAMILY_SUBSTITUTES)) {
    for (const n of names ?? []) if (byName.get(n.toLowerCase())?.contraindications.includes(tag)) substitutesTagged.push(`${n} (${tag})`);
  }
  return {
    families,
    substitutesTagged,
    kneeFlexionAsHinge: rows.filter((r) => KNEE_FLEXION.test(r.name) && r.patterns.includes("hinge")).map((r) => r.name),
    kneeFlexionWithoutPattern: rows
      .filter((r) => KNEE_FLEXION.test(r.name) && !NOT_KNEE_FLEXION.test(r.name) && !r.patterns.includes("knee_flexion"))
      .map((r) => r.name),
    // The Cuban press ends in a press, so only the rotation drills are held to "never push" in the catalogue.
    rotationAsPush: rows.filter((r) => ROTATOR_CUFF.test(r.name) && /rotation/i.test(r.name) && r.patterns.includes("push")).map((r) => r.name),
    // The engine's own name rules (lib/training/movement-patterns.ts) decide the slot an exercise fills.
    rotationAsPressByName: rows
      .filter((r) => ROTATOR_CUFF.test(r.name) && /push|pull/.test(movementPattern(r.name, r.primary) ?? ""))
      .map((r) => `${r.name} → ${movementPattern(r.name, r.primary)}`),
    tibialisAsCalves: rows.filter((r) => /tibialis/i.test(r.name) && r.primary.includes("calves")).map((r) => r.name),
    missingStaples: CATALOGUE_STAPLES.filter((n) => !byName.has(n.toLowerCase())),
    gatedBasics: BARBELL_BASICS.filter((n) => {
      const r = byName.get(n.toLowerCase());
      return !r || r.difficulty > 4 || !(r.level === "beginner" || r.level === "sedentary");
    }),
    basicsWithoutSpotter: rows.filter((r) => /^barbell (back squat|bench press)$|^(incline|decline|wide-grip|paused|close-grip) barbell bench press$|^close-grip bench press$|^barbell (pause|box) squat$|^low-bar back squat$/i.test(r.name) && !r.spotter).map((r) => r.name),
    total: rows.length,
  };
}

function print(label: string, a: Audit) {
  console.log(`\n=== ${label}: ${a.total} exercises ===`);
  console.table(a.families.map(({ family, tag, members, untagged }) => ({ family, tag, members, untagged })));
  if (listNames) for (const f of a.families) if (f.names.length) console.log(`  ${f.family} untagged: ${f.names.join("; ")}`);
  const line = (title: string, names: readonly string[]) => console.log(`${title}: ${names.length}${names.length ? ` (${names.join("; ")})` : ""}`);
  line("substitutes carrying the tag they substitute for", a.substitutesTagged);
  line("knee-flexion exercises with pattern hinge", a.kneeFlexionAsHinge);
  line("knee-flexion exercises without pattern knee_flexion", a.kneeFlexionWithoutPattern);
  line("rotator-cuff drills with pattern push", a.rotationAsPush);
  line("rotator-cuff drills the engine's name rules (this checkout's code) count as a push or pull", a.rotationAsPressByName);
  line("tibialis work with primary muscle calves", a.tibialisAsCalves);
  line("staples missing", a.missingStaples);
  line("barbell basics closed to beginners (difficulty > 4 or level above beginner)", a.gatedBasics);
  line("barbell squat/bench variants without requiresSpotter", a.basicsWithoutSpotter);
}

/** A copy of the migrations folder whose journal stops at `tag`. */
function truncatedMigrations(tag: string): string {
  const source = migrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-audit-migrations-"));
  fs.cpSync(source, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(file, JSON.stringify(journal, null, 2));
  return dir;
}

async function main() {
  const handle = await openDatabase({ kind: "memory" });
  try {
    const before = truncatedMigrations(beforeTag);
    await migrate(handle, before);
    const a = audit(await readRows(handle));
    print(`before (migrated up to ${beforeTag})`, a);
    const reps = async () => new Map((await handle.rows<{ name: string; reps: string }>(sql`select name, reps_min || '-' || reps_max as reps from exercises`)).map((r) => [r.name, r.reps]));
    const repsBefore = await reps();
    await migrate(handle);
    const b = audit(await readRows(handle));
    print("after (all migrations)", b);
    const repsAfter = await reps();
    const widened = [...repsBefore].filter(([name, r]) => repsAfter.has(name) && repsAfter.get(name) !== r);
    console.log(`\nrep ranges changed: ${widened.length} of ${repsBefore.size} exercises`);
    if (listNames) for (const [name, r] of widened) console.log(`  ${name}: ${r} -> ${repsAfter.get(name)}`);
    fs.rmSync(before, { recursive: true, force: true });
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

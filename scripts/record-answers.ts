/**
 * Records a few dozen representative API answers of a running server into a
 * JSON file, so a refactoring that must not change behaviour can be checked
 * by recording before and after and diffing the two files (issue 18's
 * "answer diff").
 *
 *   npx tsx scripts/record-answers.ts http://127.0.0.1:3105 /tmp/answers-before.json
 *
 * It starts nothing itself. Record ids are random per database, so both runs
 * must use copies of the same data folder (copy a freshly migrated folder
 * aside once, and start each run on a new copy of it); what stays volatile
 * even then (tokens, ids and timestamps of records this script creates) is
 * replaced by placeholders.
 */
import fs from "node:fs";

interface Probe {
  name: string;
  method?: "GET" | "POST" | "DELETE";
  path: string;
  body?: unknown;
  auth?: boolean;
}

interface Answer {
  name: string;
  request: string;
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  body: unknown;
}

const DEMO = { identity: "demo@forgefit.app", password: "ForgeFit-demo1" };
const MISSING_ID = "aaaaaaaaaaaaaaa";

const [baseUrl, outFile] = process.argv.slice(2);
if (!baseUrl || !outFile) {
  console.error("usage: tsx scripts/record-answers.ts <base-url> <out.json>");
  process.exit(2);
}

/** Placeholders for values that differ between two runs on the same data. */
const volatile = new Map<string, string>();

function normalise(value: unknown, key = ""): unknown {
  if (typeof value === "string") {
    if (key === "token") return "<token>";
    let out = value;
    for (const [raw, placeholder] of volatile) out = out.split(raw).join(placeholder);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k)]));
  }
  return value;
}

async function call(probe: Probe, token: string | null): Promise<{ answer: Answer; raw: unknown }> {
  const headers: Record<string, string> = {};
  if (probe.body !== undefined) headers["content-type"] = "application/json";
  if (probe.auth && token) headers.authorization = token;
  const response = await fetch(baseUrl + probe.path, {
    method: probe.method ?? "GET",
    headers,
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  const text = await response.text();
  let raw: unknown = text;
  try {
    raw = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return {
    raw,
    answer: {
      name: probe.name,
      request: `${probe.method ?? "GET"} ${probe.path}${probe.auth ? " (demo user)" : ""}`,
      status: response.status,
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      body: raw,
    },
  };
}

const q = (params: Record<string, string | number>) =>
  "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const list = (collection: string, params: Record<string, string | number> = {}) =>
  `/api/collections/${collection}/records${Object.keys(params).length ? q(params) : ""}`;

/** Keys whose values are ids or times of records a generation just stored. */
const STORED_KEYS = new Set(["id", "created", "updated", "trainingProgram", "programWeek", "workout", "days", "userProfile", "user"]);

function scrubStored(value: unknown, seen: Map<string, string>, key = ""): unknown {
  const placeholder = (raw: string) => {
    if (!seen.has(raw)) seen.set(raw, `<stored ${seen.size + 1}>`);
    return seen.get(raw)!;
  };
  if (STORED_KEYS.has(key) && typeof value === "string" && value) return placeholder(value);
  if (STORED_KEYS.has(key) && Array.isArray(value) && value.every((v) => typeof v === "string")) {
    return value.map((v) => placeholder(v as string));
  }
  if (Array.isArray(value)) return value.map((item) => scrubStored(item, seen));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubStored(v, seen, k)]));
  }
  return value;
}

async function readBackProgram(name: string, id: string, token: string): Promise<Answer[]> {
  const seen = new Map<string, string>([[id, "<generated program id>"]]);
  const paths = [
    `/api/collections/training_programs/records/${id}`,
    list("program_weeks", { filter: `trainingProgram='${id}'`, sort: "weekNumber", perPage: 60, expand: "days.workout" }),
  ];
  const out: Answer[] = [];
  for (const path of paths) {
    const { answer } = await call({ name: `${name} (stored)`, path, auth: true }, token);
    out.push({ ...answer, request: answer.request.split(id).join("<generated program id>"), body: scrubStored(answer.body, seen) });
  }
  return out;
}

async function main(): Promise<void> {
  const answers: Answer[] = [];
  const login = await call(
    { name: "login", method: "POST", path: "/api/collections/users/auth-with-password", body: DEMO },
    null,
  );
  const token = (login.raw as { token?: string }).token ?? null;
  const userId = (login.raw as { record?: { id: string } }).record?.id;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(login.raw)}`);
  answers.push(login.answer);

  // Ids the probes need, read from the data itself (stable across copies of one folder).
  const first = async (path: string, auth = false) =>
    ((await call({ name: "", path, auth }, token)).raw as { items: { id: string }[] }).items;
  const exercises = await first(list("exercises", { sort: "name", perPage: 3, fields: "id" }));
  const bench = (await first(list("exercises", { filter: "name~'bench press'", sort: "name", perPage: 1 })))[0];
  const workouts = await first(list("workouts", { filter: "isTemplate=true", sort: "name", perPage: 2, fields: "id" }));
  const programs = await first(list("training_programs", { sort: "name", perPage: 2, fields: "id" }));
  const exerciseIds = exercises.map((e) => e.id).join(",");

  const probes: Probe[] = [
    { name: "health", path: "/api/health" },
    { name: "auth methods", path: "/api/collections/users/auth-methods" },
    { name: "exercises page 1", path: list("exercises", { sort: "name", perPage: 5 }) },
    { name: "exercises page 3 skipTotal", path: list("exercises", { sort: "name", perPage: 7, page: 3, skipTotal: 1 }) },
    {
      name: "exercises filter+sort",
      path: list("exercises", {
        filter: "(difficultyLevel>=5 && isCompound=true) || isUnilateral=true",
        sort: "-difficultyLevel,name",
        perPage: 10,
        fields: "id,name,difficultyLevel,isCompound,isUnilateral",
      }),
    },
    {
      name: "exercises expand+fields",
      path: list("exercises", {
        sort: "name",
        perPage: 4,
        expand: "primaryMuscles,equipmentRequired,minExperienceLevel",
        fields: "id,name,expand.primaryMuscles.name,expand.equipmentRequired.name,expand.minExperienceLevel.rank",
      }),
    },
    {
      name: "exercises relation filter",
      path: list("exercises", { filter: "primaryMuscles.name ?= 'Biceps Brachii'", sort: "name", fields: "id,name" }),
    },
    { name: "exercises text search", path: list("exercises", { filter: "name~'press'", sort: "-name", fields: "name" }) },
    { name: "muscles", path: list("muscles", { sort: "muscleGroup,name", perPage: 60 }) },
    { name: "equipment", path: list("equipment", { sort: "category,name", perPage: 60, fields: "id,name,category" }) },
    { name: "experience levels", path: list("experience_levels", { sort: "rank" }) },
    { name: "body regions", path: list("body_regions", { sort: "name" }) },
    { name: "contraindications", path: list("contraindications", { sort: "name", perPage: 50 }) },
    {
      name: "workouts templates expand",
      path: list("workouts", {
        filter: "isTemplate=true",
        sort: "name",
        expand: "exercises",
        fields: "id,name,workoutType,targetDurationMinutes,expand.exercises.name",
      }),
    },
    { name: "workouts anonymous", path: list("workouts", { sort: "-created,name", perPage: 50, fields: "id,name,isTemplate,isPublic" }) },
    { name: "workouts demo user", path: list("workouts", { sort: "name", perPage: 50, fields: "id,name,userProfile" }), auth: true },
    { name: "programs", path: list("training_programs", { sort: "name", perPage: 20 }) },
    {
      name: "program weeks expand",
      path: list("program_weeks", { sort: "trainingProgram,weekNumber", perPage: 10, expand: "trainingProgram", fields: "id,weekNumber,isDeload,expand.trainingProgram.name" }),
    },
    { name: "program days", path: list("program_days", { sort: "name,id", perPage: 10, expand: "programWeek.trainingProgram" }) },
    { name: "sessions demo user", path: list("workout_sessions", { sort: "-startedAt", perPage: 5, expand: "exercisesPerformed", fields: "id,name,startedAt,durationMinutes,expand.exercisesPerformed.name" }), auth: true },
    { name: "sessions anonymous", path: list("workout_sessions", { perPage: 5 }) },
    { name: "users demo user", path: list("users", { fields: "id,email,name,plan" }), auth: true },
    {
      name: "exercise detail expand",
      path: `/api/collections/exercises/records/${bench.id}${q({ expand: "primaryMuscles,secondaryMuscles,tips,mistakes,variations,equipmentRequired" })}`,
    },
    { name: "workout detail expand", path: `/api/collections/workouts/records/${workouts[0].id}${q({ expand: "exercises" })}` },
    { name: "program detail", path: `/api/collections/training_programs/records/${programs[0].id}` },
    // Errors.
    { name: "404 id", path: `/api/collections/exercises/records/${MISSING_ID}` },
    { name: "bad id", path: "/api/collections/exercises/records/not..an..id" },
    { name: "unknown collection", path: list("nope") },
    { name: "bad filter syntax", path: list("exercises", { filter: "(name='x'" }) },
    { name: "unknown filter field", path: list("exercises", { filter: "nope=1" }) },
    { name: "unknown sort field", path: list("exercises", { sort: "-nope" }) },
    { name: "bad expand", path: list("exercises", { expand: "nope", perPage: 1 }) },
    { name: "perPage too large", path: list("exercises", { perPage: 100000, fields: "id" }) },
    { name: "anonymous create", method: "POST", path: list("workouts"), body: { name: "x" } },
    // Popularity.
    { name: "exercise popularity", path: "/api/exercises/popularity" },
    { name: "exercise popularity ids", path: `/api/exercises/popularity?ids=${exerciseIds}` },
    { name: "exercise popularity demo", path: "/api/exercises/popularity", auth: true },
    { name: "exercise popularity bad ids", path: "/api/exercises/popularity?ids=bad!!" },
    { name: "workout popularity", path: "/api/workouts/popularity" },
    { name: "workout popularity demo", path: "/api/workouts/popularity", auth: true },
    { name: "workout popularity ids", path: `/api/workouts/popularity?ids=${workouts.map((w) => w.id).join(",")}` },
    { name: "program popularity", path: "/api/programs/popularity" },
    { name: "program popularity ids", path: `/api/programs/popularity?ids=${programs.map((p) => p.id).join(",")}` },
    // Generation, with fixed seeds.
    { name: "generate workout default", method: "POST", path: "/api/workouts/generate", body: { seed: 42 } },
    {
      name: "generate workout upper",
      method: "POST",
      path: "/api/workouts/generate",
      body: {
        seed: "upper-1",
        workoutType: "upper_body",
        targetDuration: 45,
        experienceLevel: "beginner",
        availableEquipment: ["dumbbells", "bodyweight"],
        primaryGoals: ["hypertrophy"],
        focusMuscles: ["chest"],
      },
    },
    {
      name: "generate workout legs injuries",
      method: "POST",
      path: "/api/workouts/generate",
      body: { seed: 7, workoutType: "lower_body", targetDuration: 75, experienceLevel: "advanced", injuries: ["Knee Issues"], exerciseCount: 6 },
    },
    { name: "generate workout push demo", method: "POST", path: "/api/workouts/generate", body: { seed: 3, workoutType: "push" }, auth: true },
    { name: "generate workout cardio", method: "POST", path: "/api/workouts/generate", body: { seed: 21, workoutType: "cardio", targetDuration: 30 } },
    {
      name: "generate workout pull kettlebell",
      method: "POST",
      path: "/api/workouts/generate",
      body: { seed: 22, workoutType: "pull", availableEquipment: ["kettlebell", "bands"], difficultyLevel: 8, primaryGoals: ["strength"] },
    },
    {
      name: "generate workout long full body",
      method: "POST",
      path: "/api/workouts/generate",
      body: { seed: 23, targetDurationMinutes: 120, exerciseCount: 12, experienceLevel: "advanced", primaryGoals: ["endurance", "power"] },
    },
    { name: "generate workout legs 15", method: "POST", path: "/api/workouts/generate", body: { seed: 24, workoutType: "legs", exerciseCount: 15, targetDuration: 180 } },
    { name: "generate workout too long", method: "POST", path: "/api/workouts/generate", body: { targetDuration: 999 } },
    { name: "generate workout unknown equipment", method: "POST", path: "/api/workouts/generate", body: { seed: 1, availableEquipment: ["Teleporter"] } },
    { name: "generate workout bad json", method: "POST", path: "/api/workouts/generate", body: "not an object" },
    { name: "generate program default", method: "POST", path: "/api/programs/generate", body: { seed: 42 } },
    {
      name: "generate program 3 days strength",
      method: "POST",
      path: "/api/programs/generate",
      body: {
        seed: "p3",
        durationWeeks: 6,
        trainingDaysPerWeek: 3,
        sessionDurationMinutes: 60,
        experienceLevel: "beginner",
        primaryGoal: "strength",
        periodizationType: "linear",
        injuries: ["Shoulder Impingement"],
        muscleImbalances: { weakBodyParts: ["hamstrings"], strongBodyParts: [] },
      },
    },
    {
      name: "generate program 5 days undulating",
      method: "POST",
      path: "/api/programs/generate",
      body: { seed: 11, durationWeeks: 8, trainingDaysPerWeek: 5, periodizationType: "undulating", includeCardio: true, varietyLevel: 5, deloadFrequency: 4 },
    },
    {
      name: "generate program 6 days block",
      method: "POST",
      path: "/api/programs/generate",
      body: { seed: 99, durationWeeks: 12, trainingDaysPerWeek: 6, periodizationType: "block", experienceLevel: "advanced", primaryGoal: "hypertrophy" },
    },
    {
      name: "generate program demo 4 days stored",
      method: "POST",
      path: "/api/programs/generate",
      body: { seed: 5, durationWeeks: 4, trainingDaysPerWeek: 4, includePower: true, fatiguePreference: "low", trainingFocus: ["strength"] },
      auth: true,
    },
    {
      name: "generate program demo 2 days stored",
      method: "POST",
      path: "/api/programs/generate",
      body: { seed: "two", durationWeeks: 3, trainingDaysPerWeek: 2, sessionDurationMinutes: 30, availableEquipment: ["bodyweight"], includeStrength: false },
      auth: true,
    },
    { name: "generate program 7 days", method: "POST", path: "/api/programs/generate", body: { seed: 8, durationWeeks: 2, trainingDaysPerWeek: 7 } },
    { name: "generate program bad days", method: "POST", path: "/api/programs/generate", body: { trainingDaysPerWeek: 9 } },
    { name: "alternatives", method: "POST", path: `/api/exercises/${bench.id}/alternatives`, body: {} },
    {
      name: "alternatives no barbell",
      method: "POST",
      path: `/api/exercises/${bench.id}/alternatives`,
      body: { unavailableEquipment: ["Barbell"], injuries: ["Shoulder Impingement"], limit: 5 },
    },
    { name: "alternatives 404", method: "POST", path: `/api/exercises/${MISSING_ID}/alternatives`, body: {} },
  ];

  for (const probe of probes) {
    const { answer, raw } = await call(probe, token);
    // A generated program is stored under fresh ids: read it back with its weeks,
    // days and workouts, its own ids replaced by placeholders in order of appearance.
    const generatedId = (raw as { program?: { id?: string } }).program?.id;
    if (probe.path.endsWith("/generate") && generatedId) {
      volatile.set(generatedId, "<generated program id>");
      answers.push(answer);
      if (probe.auth) answers.push(...(await readBackProgram(probe.name, generatedId, token)));
      continue;
    }
    answers.push(answer);
  }

  // A create and delete as the demo user: the new record's id and times are volatile.
  const created = await call(
    { name: "create workout", method: "POST", path: list("workouts"), body: { name: "Recorder", exercises: [bench.id], userProfile: userId }, auth: true },
    token,
  );
  const record = created.raw as { id?: string; created?: string; updated?: string };
  for (const [field, value] of Object.entries({ id: record.id, created: record.created, updated: record.updated })) {
    if (value) volatile.set(value, `<new ${field}>`);
  }
  answers.push(created.answer);
  if (record.id) {
    answers.push((await call({ name: "read created", path: `/api/collections/workouts/records/${record.id}`, auth: true }, token)).answer);
    answers.push(
      (await call({ name: "delete created", method: "DELETE", path: `/api/collections/workouts/records/${record.id}`, auth: true }, token)).answer,
    );
  }

  fs.writeFileSync(outFile, JSON.stringify(normalise(answers), null, 2) + "\n");
  console.log(`${answers.length} answers written to ${outFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { describe, expect, it } from "vitest";
import { MAX_EXPAND_DEPTH, MAX_EXPANDED_RECORDS } from "@/lib/records/expand";
import { MAX_FILTER_EXPRESSIONS } from "@/lib/records/filter/ast";
import { MAX_FIELD_BACK_RELATIONS, MAX_FIELD_RELATIONS, MAX_FILTER_JOINS } from "@/lib/records/filter/operands";
import { call } from "./harness";

/**
 * Issue 17 item 1: the limits that keep one request from holding the server,
 * each a PocketBase-shaped 400 naming the limit.
 */
async function get(path: string) {
  const res = await call(path);
  return { status: res.status, body: await res.json() };
}

const list = (collection: string, params: Record<string, string>) =>
  get(`/api/collections/${collection}/records?${new URLSearchParams(params)}`);

function refused(answer: { status: number; body: { status: number; message: string; data: unknown } }, names: RegExp) {
  if (answer.status !== 400 || !names.test(answer.body.message)) console.log(answer.body);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 400, message: expect.stringMatching(names), data: expect.any(Object) });
  expect(JSON.stringify(answer.body)).not.toMatch(/select|exists|\bfrom\b/i);
}

describe("filter limits", () => {
  it(`refuses a field through more than ${MAX_FIELD_RELATIONS} relations (PocketBase's max nested relations)`, async () => {
    // Single relations only, so the joins limit is not what refuses it.
    const six = "user.activeProgram.user.activeProgram.user.activeProgram";
    expect((await list("training_programs", { filter: `${six}.name ~ "x"` })).status).toBe(200);
    refused(await list("training_programs", { filter: `${six}.user.name ~ "x"` }), new RegExp(`more than ${MAX_FIELD_RELATIONS} relations`));
  });

  it(`refuses a field through more than ${MAX_FIELD_BACK_RELATIONS} back-relation`, async () => {
    const filter = `workouts_via_exercises.exercises.workouts_via_exercises.name ~ "x"`;
    refused(await list("exercises", { filter }), /more than 1 back-relation/);
    expect((await list("exercises", { filter: `workouts_via_exercises.exercises.name ~ "x"` })).status).toBe(200);
  });

  it(`refuses more than ${MAX_FILTER_JOINS} relation joins and allows the program library's widest filter`, async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `primaryMuscles.name ~ "x${i}"`).join(" || ");
    expect((await list("exercises", { filter: terms(MAX_FILTER_JOINS) })).status).toBe(200);
    refused(await list("exercises", { filter: terms(MAX_FILTER_JOINS + 1) }), new RegExp(`more than ${MAX_FILTER_JOINS} relation joins`));
    // Every level and every goal ticked in the programs library.
    const wide = [
      ...Array.from({ length: 5 }, (_, i) => `experienceLevel.name ?= "l${i}"`),
      ...Array.from({ length: 8 }, (_, i) => `primaryGoal.name ?= "g${i}"`),
    ].join(" || ");
    expect((await list("training_programs", { filter: wide })).status).toBe(200);
    // Every muscle group and all 24 pieces of equipment ticked in the workouts library.
    const workouts = `program_days_via_workout.id = "" && (${[
      ...Array.from({ length: 9 }, (_, i) => `exercises.primaryMuscles.muscleGroup ?= "m${i}"`),
      ...Array.from({ length: 24 }, (_, i) => `exercises.equipmentRequired ?= "e${i}"`),
    ].join(" || ")})`;
    expect((await list("workouts", { filter: workouts })).status).toBe(200);
  });
});

describe("filter terms", () => {
  it(`refuses more than ${MAX_FILTER_EXPRESSIONS} expressions in one filter, within the filter's length limit`, async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `id=${i}`).join("||");
    expect(terms(MAX_FILTER_EXPRESSIONS + 1).length).toBeLessThan(3500);
    expect((await list("exercises", { filter: terms(MAX_FILTER_EXPRESSIONS), perPage: "1" })).status).toBe(200);
    refused(await list("exercises", { filter: terms(MAX_FILTER_EXPRESSIONS + 1), perPage: "1" }), new RegExp(`more than ${MAX_FILTER_EXPRESSIONS} expressions`));
  });
});

describe("expand limits", () => {
  it(`refuses an expand deeper than ${MAX_EXPAND_DEPTH} relations`, async () => {
    const seven = "variations.exercise1.variations.exercise2.variations.exercise1.variations";
    const answer = await list("exercises", { expand: seven });
    refused(answer, new RegExp(`max expand depth of ${MAX_EXPAND_DEPTH}`));
    expect(answer.body.data.expand.code).toBe("validation_expand_limit");
    expect((await list("exercises", { expand: seven.split(".").slice(0, 6).join("."), perPage: "5" })).status).toBe(200);
  });

  it(`refuses an answer of more than ${MAX_EXPANDED_RECORDS} expanded records (the deep back-relation chain)`, async () => {
    const chain = "workouts_via_exercises.exercises.workouts_via_exercises.exercises.workouts_via_exercises.exercises";
    const started = Date.now();
    const answer = await list("exercises", { perPage: "1000", expand: chain });
    refused(answer, new RegExp(`more than ${MAX_EXPANDED_RECORDS} expanded records`));
    expect(answer.body.data.expand.code).toBe("validation_expand_limit");
    expect(Date.now() - started).toBeLessThan(5_000);
    // A page small enough stays within the limit.
    expect((await list("exercises", { perPage: "2", expand: chain.split(".").slice(0, 2).join(".") })).status).toBe(200);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { initialState, progress, reduce, setsOf, type LiveAction, type LiveState } from "@/lib/sessions/live";
import { classify, enqueue, retryDelayMs, type WriteOp } from "@/lib/sessions/queue";
import type { SessionPlanItem } from "@/lib/sessions/plan-item";

const item = (exercise: string, sets = 2, restSeconds = 90): SessionPlanItem => ({
  exercise,
  name: exercise.toUpperCase(),
  sets,
  repsMin: 8,
  repsMax: 12,
  restSeconds,
  rpe: 8,
  weight: 50,
  reps: 10,
});

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`.padEnd(15, "0"));

function start(): LiveState {
  return initialState({
    sessionId: "session00000000",
    userId: "user00000000000",
    name: "Push",
    startedAt: "2026-11-20T18:00:00.000Z",
    plan: [item("bench"), item("row", 3, 60)],
    unit: "kg",
    ids: ids("s", 5),
  });
}

function run(state: LiveState, ...actions: LiveAction[]) {
  const ops: Array<Omit<WriteOp, "key">> = [];
  for (const a of actions) {
    const step = reduce(state, a);
    state = step.state;
    ops.push(...step.ops);
  }
  return { state, ops };
}

describe("live session reducer", () => {
  it("starts with every planned set prefilled from the plan and nothing stored", () => {
    const s = start();
    expect(setsOf(s, 0).map((x) => [x.setNumber, x.reps, x.weight, x.rpe, x.completed, x.stored])).toEqual([
      [1, 10, 50, 8, false, false],
      [2, 10, 50, 8, false, false],
    ]);
    expect(progress(s)).toEqual({ doneSets: 0, plannedSets: 5, doneExercises: 0, exercises: 2, percent: 0 });
  });

  it("creates a set record on the first tick (with its client id) and updates it after; starts the rest timer", () => {
    const s = start();
    const id = setsOf(s, 0)[0].id;
    const { state, ops } = run(s, { type: "edit", setId: id, reps: 12, weight: 52.5, rpe: 9 }, { type: "toggle", setId: id, now: 1_000 });
    expect(ops).toHaveLength(1); // editing an unsent set queues nothing
    expect(ops[0]).toMatchObject({
      kind: "create",
      collection: "workout_sets",
      id,
      body: { id, user: "user00000000000", session: "session00000000", exercise: "bench", setNumber: 1, reps: 12, weight: 52.5, rpe: 9, completed: true },
    });
    expect(state.restEndsAt).toBe(1_000 + 90_000);
    const after = run(state, { type: "edit", setId: id, reps: 11 }, { type: "toggle", setId: id, now: 2_000 });
    expect(after.ops.map((o) => [o.kind, o.body])).toEqual([
      ["update", { reps: 11 }],
      ["update", { completed: false, completedAt: "", reps: 11, weight: 52.5, rpe: 9 }],
    ]);
    expect(progress(state).doneSets).toBe(1);
  });

  it("carries a typed load to the later sets still showing the old prefill, never to done or changed ones", () => {
    const s = initialState({ sessionId: "session00000000", userId: "user00000000000", name: "P", startedAt: "2026-11-20T18:00:00.000Z", plan: [item("bench", 4)], unit: "kg", ids: ids("s", 4) });
    const [a, b, c, d] = setsOf(s, 0);
    const { state } = run(s, { type: "edit", setId: c.id, weight: 55 }, { type: "toggle", setId: b.id, now: 1 }, { type: "edit", setId: a.id, weight: 60 });
    // d followed c (55); later typing on a does not reach b (done), c or d (no longer the old 50).
    expect(setsOf(state, 0).map((x) => x.weight)).toEqual([60, 50, 55, 55]);
    expect(setsOf(state, 0)[3].id).toBe(d.id);
    const fresh = run(s, { type: "edit", setId: a.id, weight: 70 }).state;
    expect(setsOf(fresh, 0).map((x) => x.weight)).toEqual([70, 70, 70, 70]);
    const later = run(state, { type: "edit", setId: b.id, weight: 62.5 }).state;
    expect(setsOf(later, 0).map((x) => x.weight)).toEqual([60, 62.5, 55, 55]);
  });

  it("clamps typed values into the field limits", () => {
    const s = start();
    const id = setsOf(s, 0)[0].id;
    const { state } = run(s, { type: "edit", setId: id, reps: -3, weight: 5000, rpe: 11 });
    expect(setsOf(state, 0)[0]).toMatchObject({ reps: 0, weight: 2000, rpe: 10 });
  });

  it("adds a set after the last one and removes only the last set (deleting it if stored)", () => {
    let { state } = run(start(), { type: "add-set", index: 0, id: "added000000000x" });
    expect(setsOf(state, 0).map((x) => x.setNumber)).toEqual([1, 2, 3]);
    const first = setsOf(state, 0)[0].id;
    expect(run(state, { type: "remove-set", setId: first }).state).toBe(state);
    const tick = run(state, { type: "toggle", setId: "added000000000x", now: 1 });
    state = tick.state;
    const removed = run(state, { type: "remove-set", setId: "added000000000x" });
    expect(setsOf(removed.state, 0)).toHaveLength(2);
    expect(removed.ops).toEqual([{ kind: "delete", collection: "workout_sets", id: "added000000000x" }]);
  });

  it("skips an exercise (moving on), swaps one not yet started, adds one, and stores the plan each time", () => {
    const s = start();
    const skipped = run(s, { type: "skip", index: 0 });
    expect(skipped.state.plan[0].skipped).toBe(true);
    expect(skipped.state.current).toBe(1);
    expect(progress(skipped.state)).toMatchObject({ plannedSets: 3, exercises: 1 });
    expect(skipped.ops[0]).toMatchObject({ kind: "update", collection: "workout_sessions", body: { plan: skipped.state.plan } });

    const swapped = run(s, { type: "swap", index: 0, item: item("dbpress"), ids: ids("w", 2) });
    expect(swapped.state.plan[0]).toMatchObject({ exercise: "dbpress", swappedFrom: "bench" });
    expect(setsOf(swapped.state, 0).map((x) => x.id)).toEqual(ids("w", 2));
    expect(swapped.state.sets.some((x) => x.exercise === "bench")).toBe(false);

    const ticked = run(s, { type: "toggle", setId: setsOf(s, 0)[0].id, now: 1 }).state;
    expect(run(ticked, { type: "swap", index: 0, item: item("dbpress"), ids: ids("w", 2) }).state).toBe(ticked);

    const added = run(s, { type: "add-exercise", item: item("curl", 3), ids: ids("c", 3) });
    expect(added.state.plan[2]).toMatchObject({ exercise: "curl", added: true });
    expect(added.state.current).toBe(2);
    expect(run(added.state, { type: "add-exercise", item: item("curl"), ids: ids("d", 2) }).state.plan).toHaveLength(3);
  });

  it("finishes with the totals and then refuses changes", () => {
    const s = start();
    const [a, b] = setsOf(s, 0);
    const done = run(s, { type: "toggle", setId: a.id, now: 1 }, { type: "toggle", setId: b.id, now: 2 }, { type: "finish", now: Date.parse("2026-11-20T18:40:00Z") });
    const finish = done.ops[done.ops.length - 1];
    expect(finish).toMatchObject({
      kind: "update",
      collection: "workout_sessions",
      body: { status: "completed", completedAt: "2026-11-20T18:40:00.000Z", durationMinutes: 40, estimatedCaloriesBurned: 300, totalVolume: Math.round(1000 / 0.45359237), exercisesPerformed: ["bench"] },
    });
    expect(done.state.status).toBe("completed");
    expect(reduce(done.state, { type: "toggle", setId: a.id, now: 3 })).toEqual({ state: done.state, ops: [] });
  });

  it("resumes on another device with the sets the server already holds", () => {
    const s = initialState({
      sessionId: "session00000000",
      userId: "user00000000000",
      name: "Push",
      startedAt: "2026-11-20T18:00:00.000Z",
      plan: [item("bench")],
      unit: "kg",
      ids: ids("n", 2),
      storedSets: [
        { id: "old000000000001", exercise: "bench", setNumber: 1, reps: 12, weight: 55, rpe: 9, completed: true, completedAt: "x", stored: false },
        { id: "old000000000003", exercise: "bench", setNumber: 3, reps: 9, weight: 55, rpe: 9, completed: true, completedAt: "x", stored: false },
      ],
    });
    expect(setsOf(s, 0).map((x) => [x.id, x.stored])).toEqual([
      ["old000000000001", true],
      [ids("n", 2)[1], false],
      ["old000000000003", true],
    ]);
  });

  it("extends and skips rest", () => {
    const s = run(start(), { type: "toggle", setId: setsOf(start(), 0)[0].id, now: 0 }).state;
    expect(run(s, { type: "rest-add", seconds: 15, now: 10_000 }).state.restEndsAt).toBe(105_000);
    expect(run(s, { type: "rest-skip" }).state.restEndsAt).toBeNull();
  });
});

describe("write queue", () => {
  const op = (kind: WriteOp["kind"], id: string, body?: Record<string, unknown>, sent = false): WriteOp => ({ key: `${kind}-${id}-${Math.random()}`, kind, collection: "workout_sets", id, body, sent });

  it("folds updates into a pending create or update of the same record", () => {
    let q = enqueue([], op("create", "a", { reps: 10, completed: true }));
    q = enqueue(q, op("update", "a", { reps: 11 }));
    q = enqueue(q, op("update", "b", { reps: 5 }));
    q = enqueue(q, op("update", "b", { weight: 20 }));
    expect(q.map((o) => [o.kind, o.id, o.body])).toEqual([
      ["create", "a", { reps: 11, completed: true }],
      ["update", "b", { reps: 5, weight: 20 }],
    ]);
  });

  it("never merges into an op already handed to the network", () => {
    const q = enqueue([op("create", "a", { reps: 10 }, true)], op("update", "a", { reps: 11 }));
    expect(q.map((o) => o.kind)).toEqual(["create", "update"]);
  });

  it("cancels a create that never left with its delete, and deletes what may be stored", () => {
    expect(enqueue([op("create", "a", {}), op("update", "a", {})], op("delete", "a"))).toEqual([]);
    const q = enqueue([op("create", "a", {}, true), op("update", "a", { reps: 1 })], op("delete", "a"));
    expect(q.map((o) => o.kind)).toEqual(["create", "delete"]);
  });

  it("retries when nobody answered, turns a repeated create into an update, and drops what can never succeed", () => {
    const create = op("create", "a", {});
    expect(classify(create, { status: 0 })).toBe("retry");
    expect(classify(create, { status: 503 })).toBe("retry");
    expect(classify(create, { status: 400, data: { id: { code: "validation_not_unique", message: "Value must be unique." } } })).toBe("update-instead");
    expect(classify(create, { status: 400, data: { reps: { code: "validation_max_number_constraint" } } })).toBe("drop");
    expect(classify(op("delete", "a"), { status: 404 })).toBe("done");
    expect(classify(op("update", "a"), { status: 404 })).toBe("drop");
    expect(classify(op("update", "a"), { status: 401 })).toBe("blocked");
    expect([0, 1, 2, 3, 4, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

describe("lib/sessions stays pure", () => {
  const dir = path.resolve(__dirname, "../../../lib/sessions");
  // lib/shared holds the pure helpers both sides use (lint keeps it free of React, Next and I/O).
  it("imports only itself, lib/training and lib/shared, and never reads the clock (its *.server.ts query files aside)", () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".server.ts"))) {
      const source = readFileSync(path.join(dir, file), "utf8");
      for (const [, spec] of source.matchAll(/from\s+["']([^"']+)["']/g)) {
        expect(spec.startsWith("./") || spec.startsWith("@/lib/training/") || spec.startsWith("@/lib/shared/"), `${file} imports ${spec}`).toBe(true);
      }
      expect(/Date\.now\(|new Date\(\)/.test(source), file).toBe(false);
    }
  });
});

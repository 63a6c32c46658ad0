import { describe, expect, it } from "vitest";
import { initialState, reduce, type LiveSet, type LiveState } from "@/lib/sessions/live";
import { followServer, sessionEventIsNew, setEventIsNew } from "@/lib/sessions/follow";
import type { SessionPlanItem } from "@/lib/sessions/plan-item";

/**
 * Two devices on one live session: the one that did not log a set follows the
 * server (the realtime event says what it lacks), takes the other's set ids
 * so it never creates the same set twice, and keeps its own screen.
 */
const item = (exercise: string, sets = 3): SessionPlanItem => ({ exercise, name: exercise, sets, repsMin: 5, repsMax: 8, restSeconds: 120, rpe: 8, weight: 60, reps: 5 });
const plan = [item("bench"), item("row")];
const ids = (prefix: string) => Array.from({ length: 6 }, (_, i) => `${prefix}${i}`.padEnd(15, "0"));

function device(prefix: string, storedSets: LiveSet[] = []): LiveState {
  return initialState({ sessionId: "session00000000", userId: "user00000000000", name: "Push", startedAt: "2026-11-27T10:00:00.000Z", plan, unit: "kg", ids: ids(prefix), storedSets });
}

const remote = (set: LiveSet) => ({ ...set, session: "session00000000" });

describe("a live session on two devices", () => {
  it("a set logged on one device is news to the other, and no news to itself", () => {
    const phone = reduce(device("p"), { type: "toggle", setId: device("p").sets[0].id, now: Date.parse("2026-11-27T10:05:00Z") }).state;
    const logged = phone.sets[0];
    const desktop = device("d");
    expect(setEventIsNew(desktop, "create", remote(logged))).toBe(true);
    expect(setEventIsNew(phone, "create", remote(logged))).toBe(false);
    // Another weight on the server is news; a delete of a set it never had is not.
    expect(setEventIsNew(phone, "update", remote({ ...logged, weight: 62.5 }))).toBe(true);
    expect(setEventIsNew(desktop, "delete", remote(logged))).toBe(false);
    expect(setEventIsNew(phone, "delete", remote(logged))).toBe(true);
  });

  it("following the server takes the other device's set id, so ticking it again updates instead of creating a second set", () => {
    const phone = reduce(device("p"), { type: "toggle", setId: device("p").sets[0].id, now: Date.parse("2026-11-27T10:05:00Z") }).state;
    const logged = { ...phone.sets[0], stored: true };
    let desktop = device("d");
    desktop = { ...desktop, current: 1, restEndsAt: 123, restSeconds: 120, unit: "lbs" };
    // Typed on the desktop but not logged yet: kept.
    desktop = reduce(desktop, { type: "edit", setId: desktop.sets[1].id, weight: 70 }).state;
    const server = device("s", [logged]);
    const followed = followServer(desktop, server);
    expect(followed.sets[0]).toMatchObject({ id: logged.id, completed: true, stored: true });
    expect(followed.sets[1]).toMatchObject({ id: desktop.sets[1].id, weight: 70, stored: false });
    expect(followed).toMatchObject({ current: 1, restEndsAt: 123, restSeconds: 120, unit: "lbs" });
    // Unticking it on the desktop now is an update of the phone's record, never a create.
    const step = reduce(followed, { type: "toggle", setId: logged.id, now: Date.parse("2026-11-27T10:06:00Z") });
    expect(step.ops).toEqual([expect.objectContaining({ kind: "update", collection: "workout_sets", id: logged.id })]);
  });

  it("a session finished or re-planned elsewhere is news; the same plan is not", () => {
    const desktop = device("d");
    expect(sessionEventIsNew(desktop, { id: desktop.sessionId, status: "in_progress", plan })).toBe(false);
    expect(sessionEventIsNew(desktop, { id: desktop.sessionId, status: "completed", plan })).toBe(true);
    expect(sessionEventIsNew(desktop, { id: desktop.sessionId, status: "in_progress", plan: [plan[1]] })).toBe(true);
  });

  it("keeps the exercise on screen within a shorter plan", () => {
    const desktop = { ...device("d"), current: 1 };
    const server = initialState({ ...device("s"), sessionId: desktop.sessionId, userId: desktop.userId, name: "Push", startedAt: desktop.startedAt, plan: [plan[0]], unit: "kg", ids: ids("s") });
    expect(followServer(desktop, server).current).toBe(0);
  });
});

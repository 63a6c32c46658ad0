/**
 * One exercise's progress for one lifter, as GET /api/exercises/{id}/progress
 * answers it: the sessions that trained it (oldest first, in the lifter's
 * unit), the estimated one-rep max now, the best set ever and the next
 * session's target by double progression (./progression.ts).
 *
 * "e1RM now" is the best per-session estimate (./e1rm.ts) among the sessions
 * of the last six weeks before the newest one: recent enough to mean today's
 * strength after a layoff, several sessions so one bad day does not sink it.
 */
import { setOneRepMax } from "./e1rm";
import type { LoadKind } from "./load-steps";
import { nextTarget, type PerformedSet } from "./progression";
import { round1, toDisplayWeight, type WeightUnit } from "./units";

export const E1RM_WINDOW_DAYS = 42;
/** Sessions returned in `history`, newest kept. */
export const PROGRESS_HISTORY_SESSIONS = 100;

export interface LoggedSet extends PerformedSet {
  session: string;
  /** When the session started (ISO). */
  at: string;
  setNumber: number;
  rpe: number;
}

export interface ProgressExercise {
  repsMin: number;
  repsMax: number;
  /** Work sets the catalogue suggests, for a first session. */
  sets: number;
  /** The prescription's RPE; the cap of 9 when none. */
  targetRpe?: number;
  kind: LoadKind;
  lowerBodyCompound: boolean;
}

export interface ProgressAnswer {
  unit: WeightUnit;
  /** In the lifter's unit; 0 when no set can estimate it. */
  e1rm: number;
  best: { weight: number; reps: number; date: string } | null;
  history: Array<{ date: string; e1rm: number; sets: Array<{ weight: number; reps: number; rpe: number }> }>;
  nextTarget: { sets: number; reps: number; weight: number; reason: string };
}

/** Without a prescription: the RPE a hard work set should not pass (COACHING.md §4: 9 outside planned top sets). */
const TARGET_RPE = 9;

interface SessionSets {
  session: string;
  at: string;
  time: number;
  sets: LoggedSet[];
}

function bySession(sets: readonly LoggedSet[]): SessionSets[] {
  const groups = new Map<string, SessionSets>();
  for (const s of sets) {
    if (s.completed === false || !(s.reps > 0)) continue;
    const g = groups.get(s.session) ?? { session: s.session, at: s.at, time: Date.parse(s.at) || 0, sets: [] };
    g.sets.push(s);
    groups.set(s.session, g);
  }
  for (const g of groups.values()) g.sets.sort((a, b) => a.setNumber - b.setNumber);
  return [...groups.values()].sort((a, b) => a.time - b.time || a.session.localeCompare(b.session));
}

const sessionBest = (g: SessionSets) => Math.max(0, ...g.sets.map(setOneRepMax));

export function exerciseProgress(sets: readonly LoggedSet[], exercise: ProgressExercise, unit: WeightUnit): ProgressAnswer {
  const sessions = bySession(sets);
  const shown = (kg: number) => toDisplayWeight(kg, unit);
  const newest = sessions.at(-1);

  const windowStart = (newest?.time ?? 0) - E1RM_WINDOW_DAYS * 86_400_000;
  const e1rmKg = Math.max(0, ...sessions.filter((g) => g.time >= windowStart).map(sessionBest));

  let best: ProgressAnswer["best"] = null;
  for (const g of sessions)
    for (const s of g.sets)
      if (s.weight > 0 && (!best || shown(s.weight) > best.weight || (shown(s.weight) === best.weight && s.reps > best.reps)))
        best = { weight: shown(s.weight), reps: s.reps, date: g.at };

  const last = sessions.at(-1)?.sets ?? [];
  const earlier = sessions.at(-2)?.sets ?? [];
  const workLoad = Math.max(0, ...last.map((s) => s.weight));
  const atLoad = last.filter((s) => round1(s.weight) === round1(workLoad)).length;
  const plannedSets = atLoad > 0 ? atLoad : Math.max(1, exercise.sets);
  const target = nextTarget({
    repsMin: exercise.repsMin,
    repsMax: exercise.repsMax,
    plannedSets,
    lastSets: last,
    earlierSets: earlier,
    unit,
    kind: exercise.kind,
    lowerBodyCompound: exercise.lowerBodyCompound,
    targetRpe: exercise.targetRpe ?? TARGET_RPE,
  });

  return {
    unit,
    e1rm: shown(e1rmKg),
    best,
    history: sessions.slice(-PROGRESS_HISTORY_SESSIONS).map((g) => ({
      date: g.at,
      e1rm: shown(sessionBest(g)),
      sets: g.sets.map((s) => ({ weight: shown(s.weight), reps: s.reps, rpe: s.rpe })),
    })),
    nextTarget: { sets: plannedSets, reps: target.reps, weight: shown(target.weight), reason: target.reason },
  };
}

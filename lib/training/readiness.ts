/**
 * Before training (COACHING.md §2 and §9): the PAR-Q+ style readiness
 * screen the builders show, the conservative plan a "yes" asks for, and the
 * pain rule and red flags a stated injury adds to a session's notes.
 *
 * The app gives training guidance, not medical advice: a "yes" does not
 * block the plan (the user may already be cleared), it caps the effort and
 * says plainly who to see first.
 */
import { RPE_CAPS } from "./data/prescription-zones";

export const READINESS_QUESTIONS = [
  { id: "heart", text: "Has a doctor said you have a heart condition, or do you feel chest pain when you are physically active?" },
  { id: "dizziness", text: "Do you lose your balance because of dizziness, or have you lost consciousness in the last 12 months?" },
  { id: "joint", text: "Do you have a bone, joint or soft-tissue problem that could get worse with exercise?" },
  { id: "chronic", text: "Do you have high blood pressure or another chronic condition under treatment?" },
  { id: "pregnancy", text: "Are you pregnant, or have you given birth in the last 6 months?" },
  { id: "supervision", text: "Has a doctor told you to exercise only under medical supervision?" },
] as const;

export type ReadinessQuestionId = (typeof READINESS_QUESTIONS)[number]["id"];
/** true = the person answered "yes". */
export type ReadinessAnswers = Readonly<Record<ReadinessQuestionId, boolean>>;

/** What the screen shows the moment any answer is "yes". */
export const READINESS_ADVICE =
  "Clear training with a doctor or physiotherapist before you start; this plan stays conservative: RPE 7 at most, no maximal efforts.";
export const READINESS_INTRO =
  "A few yes/no questions before you train. ForgeFit gives training guidance, not medical advice. Your answers are neither stored nor sent: a \"yes\" only asks the planner to keep the plan conservative.";

/** The effort ceiling of a conservative plan (COACHING.md §2: RPE ≤ 7, no maximal efforts). */
export const CONSERVATIVE_RPE_CAP = RPE_CAPS.conservative;
export const CONSERVATIVE_WORKOUT_NOTE = `Health check: at least one answer was "yes". ${READINESS_ADVICE}`;
export const CONSERVATIVE_LIFT_NOTE = "Conservative plan: stop every set by RPE 7 (3 or more reps in reserve); no maximal attempts.";

export const PAIN_RULE =
  "Pain rule: pain during a set at most 3/10 and back to your usual level by the next morning; otherwise regress or skip the exercise.";
export const RED_FLAGS = "Red flags: numbness, night pain, pain after a fall or loss of strength: stop and see a professional.";

export function noReadinessFlags(): Record<ReadinessQuestionId, boolean> {
  return Object.fromEntries(READINESS_QUESTIONS.map((q) => [q.id, false])) as Record<ReadinessQuestionId, boolean>;
}

export function needsConservativePlan(answers: ReadinessAnswers): boolean {
  return READINESS_QUESTIONS.some((q) => answers[q.id] === true);
}

/**
 * What a generation request carries. Only the consequence is sent, never
 * which question was answered: the server needs no health data to cap RPE.
 */
export function readinessRequest(answers: ReadinessAnswers): { readiness?: { conservative: true } } {
  return needsConservativePlan(answers) ? { readiness: { conservative: true } } : {};
}

// ---------------------------------------------------------------------------
// The conservative plan
// ---------------------------------------------------------------------------

export interface ConservableDetail {
  rpe: number | null;
  notes: string;
  reps?: string;
}

export interface ConservableWorkout {
  exercises: readonly string[];
  exerciseDetails: Readonly<Record<string, ConservableDetail>>;
  targetRPEMin?: number;
  targetRPEMax?: number;
  notes?: readonly string[];
  intensityTechniques?: readonly string[];
}

/**
 * Sentences that ask for a maximal or near-maximal effort, or a load taken
 * from a training max (which a person not yet cleared may not have tested).
 */
const MAXIMAL_SENTENCE = /top set|to failure|failure|amrap|as many reps as|1rm|one-rep max|training max|max(imal)? (effort|attempt|single)|rpe 10/i;
const MAXIMAL_TECHNIQUE = /top set|failure|amrap|max|rest-pause|drop set|cluster/i;
/** "No sets to failure", "never to failure": a caution, kept. */
const CAUTION = /\b(no|never|avoid|not|leave)\b/i;
const asksForMaximal = (text: string, pattern: RegExp) => pattern.test(text) && !CAUTION.test(text);

function withoutMaximalSentences(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim() !== "" && !asksForMaximal(s, MAXIMAL_SENTENCE))
    .join(" ");
}

const isTimed = (reps: string | undefined) => reps !== undefined && /(s|min)\s*$/i.test(reps.trim());

/**
 * The session's lead lifts: the first two exercises, in session order,
 * prescribed in reps at an RPE. The generators put the main lift and the
 * first secondary lift there, so the note lands where the heaviest work is.
 */
export function leadLiftIds(workout: Pick<ConservableWorkout, "exercises" | "exerciseDetails">, count = 2): string[] {
  return workout.exercises.filter((id) => {
    const d = workout.exerciseDetails[id];
    return d !== undefined && d.rpe !== null && !isTimed(d.reps);
  }).slice(0, count);
}

/**
 * A conservative version of a workout (a "yes" on the readiness screen):
 * every RPE capped at 7, no top sets or maximal-effort instructions, a note
 * on each lead lift and one in the workout notes. Idempotent, so a program
 * day planned from an already capped session is not noted twice.
 */
export function applyConservative<W extends ConservableWorkout>(workout: W, leadIds: readonly string[] = leadLiftIds(workout)): W {
  const leads = new Set(leadIds);
  const exerciseDetails: Record<string, ConservableDetail> = {};
  for (const [id, detail] of Object.entries(workout.exerciseDetails)) {
    let notes = withoutMaximalSentences(detail.notes);
    if (leads.has(id) && !notes.includes(CONSERVATIVE_LIFT_NOTE)) notes = notes ? `${CONSERVATIVE_LIFT_NOTE} ${notes}` : CONSERVATIVE_LIFT_NOTE;
    exerciseDetails[id] = { ...detail, rpe: detail.rpe === null ? null : Math.min(detail.rpe, CONSERVATIVE_RPE_CAP), notes };
  }
  const out: ConservableWorkout = { ...workout, exerciseDetails };
  if (workout.targetRPEMin !== undefined) out.targetRPEMin = Math.min(workout.targetRPEMin, CONSERVATIVE_RPE_CAP);
  if (workout.targetRPEMax !== undefined) out.targetRPEMax = Math.min(workout.targetRPEMax, CONSERVATIVE_RPE_CAP);
  if (workout.notes !== undefined) out.notes = withNote(workout.notes, CONSERVATIVE_WORKOUT_NOTE, "first");
  if (workout.intensityTechniques !== undefined) out.intensityTechniques = workout.intensityTechniques.filter((t) => !asksForMaximal(t, MAXIMAL_TECHNIQUE));
  return out as W;
}

// ---------------------------------------------------------------------------
// Injuries: the pain rule and the red flags
// ---------------------------------------------------------------------------

/** A record id (15 × [a-z0-9]) says nothing to a reader; names and labels do. */
const RECORD_ID = /^[a-z0-9]{15}$/;

/** The injuries a request states, without "None" and blanks. */
export function statedInjuries(injuries: readonly string[]): string[] {
  return injuries.map((i) => i.trim()).filter((i) => i !== "" && i.toLowerCase() !== "none");
}

/**
 * The notes a session gets for stated injuries: the pain rule (naming the
 * injuries where the request named them) and the red flags, once per
 * workout, not once per exercise. No injury, no notes.
 */
export function injuryNotes(injuries: readonly string[]): string[] {
  const stated = statedInjuries(injuries);
  if (stated.length === 0) return [];
  const named = [...new Set(stated.filter((i) => !RECORD_ID.test(i)).map((i) => i.replace(/_/g, " ").toLowerCase()))];
  const rule = named.length > 0 ? `${PAIN_RULE.replace(/^Pain rule:/, `Pain rule (${named.join(", ")}):`)}` : PAIN_RULE;
  return [rule, RED_FLAGS];
}

/** Adds a note unless it is already there (so re-applying never repeats it). */
function withNote(notes: readonly string[], note: string, where: "first" | "last"): string[] {
  if (notes.includes(note)) return [...notes];
  return where === "first" ? [note, ...notes] : [...notes, note];
}

/** `notes` followed by the injury notes, each at most once. */
export function withInjuryNotes(notes: readonly string[], injuries: readonly string[]): string[] {
  return injuryNotes(injuries).reduce((list, note) => withNote(list, note, "last"), [...notes]);
}

/** A program day's one-line notes with the injury notes appended once. */
export function dayNotesWithInjuries(dayNotes: string, injuries: readonly string[]): string {
  const extra = injuryNotes(injuries).filter((n) => !dayNotes.includes(n));
  return [dayNotes, ...extra].filter((s) => s.trim() !== "").join(" ");
}

// ---------------------------------------------------------------------------
// Applied to a generated workout or a planned program
// ---------------------------------------------------------------------------

export interface ReadinessOptions {
  /** A "yes" on the readiness screen. */
  conservative: boolean;
  /** Stated injuries: names, labels or contraindication ids. */
  injuries: readonly string[];
}

/** A program day's short version of the workout note (day notes are one line under the day). */
export const CONSERVATIVE_DAY_NOTE = "Conservative plan (health check): RPE 7 at most, no maximal efforts.";

/** The workout answer after the screen: capped when conservative, the pain rule and red flags once when injured. */
export function applyReadiness<W extends ConservableWorkout & { notes: readonly string[] }>(workout: W, options: ReadinessOptions): W {
  const capped = options.conservative ? applyConservative(workout) : workout;
  return { ...capped, notes: withInjuryNotes(capped.notes, options.injuries) };
}

export interface ReadinessPlan {
  weeks: readonly { days: readonly { isRestDay: boolean; notes: string; workout: ConservableWorkout | null }[] }[];
  notes: readonly string[];
  /** The plan's progression text, which may speak of percentages the cap overrules. */
  progressionScheme?: string;
}

/** Put before a conservative program's progression text, so the percentages it quotes are read under the cap. */
export const CONSERVATIVE_PROGRESSION_NOTE = "Conservative plan (health check): every set stops by RPE 7, whatever load the scheme below suggests.";

/**
 * A planned program after the screen, before it is stored: every training
 * day's workout capped when conservative, and each training day's notes
 * (the workout's notes in a program) carrying the pain rule and red flags
 * once; the program notes say both once too.
 */
export function applyReadinessToPlan<P extends ReadinessPlan>(plan: P, options: ReadinessOptions): P {
  if (!options.conservative && statedInjuries(options.injuries).length === 0) return plan;
  const weeks = plan.weeks.map((week) => ({
    ...week,
    days: week.days.map((day) => {
      if (day.isRestDay || !day.workout) return day;
      const workout = options.conservative ? applyConservative(day.workout) : day.workout;
      const withCap = options.conservative && !day.notes.includes(CONSERVATIVE_DAY_NOTE) ? `${day.notes} ${CONSERVATIVE_DAY_NOTE}`.trim() : day.notes;
      return { ...day, workout, notes: dayNotesWithInjuries(withCap, options.injuries) };
    }),
  }));
  const notes = withInjuryNotes(options.conservative ? withNote(plan.notes, CONSERVATIVE_WORKOUT_NOTE, "first") : plan.notes, options.injuries);
  const scheme = plan.progressionScheme;
  const progression = options.conservative && scheme !== undefined && !scheme.startsWith(CONSERVATIVE_PROGRESSION_NOTE) ? `${CONSERVATIVE_PROGRESSION_NOTE} ${scheme}` : scheme;
  return { ...plan, weeks, notes, ...(progression !== undefined ? { progressionScheme: progression } : {}) };
}

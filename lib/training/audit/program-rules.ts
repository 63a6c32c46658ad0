/**
 * Program rules (COACHING.md §5-§8): weekly hard sets per big muscle in the
 * level's band, direct hamstring (knee flexion), calf and arm work where the
 * goal is size, deloads at about half the sets and RPE −2 every 4-6 weeks,
 * main lifts kept for a block, and the plan's words about volume computed
 * from the plan.
 */
import { canonicalMuscle, type CanonicalMuscle } from "../muscle-groups";
import { isLoadingEquipment } from "../session-clock";
import { FULL_SESSIONS_WORDS } from "../program-band-notes";
import { COACH_CLOCK, coachClockSeconds } from "./session-clock-rules";
import { hardSets, isBeginner, isWorkSet, liftsAfterMain, mainLift, repBounds, repUnit, trainsPrimary } from "./kinds";
import { percentOfTrainingMax } from "./rts";
import { fail, pass, type AuditExercise, type AuditProgram, type AuditSession, type AuditWeek, type Rule, type Verdict } from "./types";

/** Big muscles judged against the band, and the canonical muscles each one collects. */
export const BIG_MUSCLES: Readonly<Record<string, readonly CanonicalMuscle[]>> = {
  chest: ["chest"],
  back: ["back"],
  quads: ["quads"],
  hamstrings: ["hamstrings"],
};

export function levelBand(level: string, muscle: string): { min: number; max: number } {
  if (isBeginner(level)) return { min: 6, max: 12 };
  if (level === "intermediate") return { min: 10, max: 16 };
  return { min: 12, max: muscle === "chest" || muscle === "back" ? 22 : 20 };
}

/** Hard sets per canonical muscle in a week; a secondary muscle counts half (§6). */
export function weeklySets(week: AuditWeek): Map<CanonicalMuscle, number> {
  const out = new Map<CanonicalMuscle, number>();
  for (const s of week.sessions) {
    for (const e of s.exercises) {
      if (!isWorkSet(e)) continue;
      const primary = new Set(e.primaryMuscles.map(canonicalMuscle).filter((m): m is CanonicalMuscle => Boolean(m)));
      for (const m of primary) out.set(m, (out.get(m) ?? 0) + e.sets);
      // Each secondary muscle once ("forearms, grip" is one muscle at half a set).
      for (const m of new Set(e.secondaryMuscles.map(canonicalMuscle))) {
        if (m && !primary.has(m)) out.set(m, (out.get(m) ?? 0) + e.sets / 2);
      }
    }
  }
  return out;
}

const firstTrainingWeek = (p: AuditProgram) => p.weeks.find((w) => !w.isDeload && w.sessions.length > 0);

export function checkWeeklyBand(p: AuditProgram): Verdict | null {
  const week = firstTrainingWeek(p);
  if (!week) return null;
  const sets = weeklySets(week);
  const out: string[] = [];
  let ok = true;
  for (const [name, members] of Object.entries(BIG_MUSCLES)) {
    const v = members.reduce((s, m) => s + (sets.get(m) ?? 0), 0);
    const band = levelBand(p.level, name);
    const inBand = v >= band.min && v <= band.max;
    ok &&= inBand;
    if (!inBand) out.push(`${name} ${v} (band ${band.min}-${band.max})`);
  }
  return ok ? pass() : fail(`week ${week.weekNumber}: ${out.join(", ")}`);
}

/** The session types that train each big muscle first (a shortfall is judged on these days). */
const TRAINED_ON: Readonly<Record<string, readonly string[]>> = {
  chest: ["push", "upper_body", "full_body"],
  back: ["pull", "upper_body", "full_body"],
  quads: ["legs", "lower_body", "full_body"],
  hamstrings: ["legs", "lower_body", "full_body"],
};

/** A day with no room for another hard set: its clock within 5% of the session length, or its hard sets within one of 25 an hour. */
export function isFullSession(s: AuditSession, minutes: number): boolean {
  return coachClockSeconds(s.exercises) >= 0.95 * minutes * 60 || hardSets(s.exercises) >= Math.floor((COACH_CLOCK.hardSetsPerHour * minutes) / 60) - 1;
}

/**
 * A big muscle outside its band in week 1 is said in the plan's notes with the plan's own figure
 * (±0.5 set) and the band; a note that blames the week's length ("the sessions … are full") is true
 * only where every day of week 1 that trains the muscle is full on the clock or at 25 hard sets an
 * hour (COACHING.md §8: the plan's words are computed from the plan). Null where week 1 is in band:
 * the strict rule counts those.
 */
export function checkBandShortfallStated(p: AuditProgram): Verdict | null {
  const week = firstTrainingWeek(p);
  if (!week) return null;
  const sets = weeklySets(week);
  const bad: string[] = [];
  let outside = 0;
  for (const [name, members] of Object.entries(BIG_MUSCLES)) {
    const v = members.reduce((s, m) => s + (sets.get(m) ?? 0), 0);
    const band = levelBand(p.level, name);
    if (v >= band.min && v <= band.max) continue;
    outside += 1;
    const said = p.notes.find((n) => new RegExp(`^${name} gets? (\\d+(?:\\.\\d+)?) hard sets a week, (under|above) the (\\d+)-(\\d+)`, "i").test(n));
    const m = said ? new RegExp(`^${name} gets? (\\d+(?:\\.\\d+)?) hard sets a week`, "i").exec(said) : null;
    if (!said || !m || Math.abs(Number(m[1]) - v) > 0.5) {
      bad.push(`${name} ${v} (band ${band.min}-${band.max}) not stated${said ? ` (note says ${m?.[1]})` : ""}`);
      continue;
    }
    if (said.includes(FULL_SESSIONS_WORDS) || /\bis full\b|cannot hold more/.test(said)) {
      const minutes = p.sessionMinutes;
      const open = week.sessions.filter((s) => TRAINED_ON[name].includes(s.workoutType) && minutes !== undefined && !isFullSession(s, minutes));
      if (minutes === undefined || open.length > 0) bad.push(`${name}: the note says the sessions are full, but ${open.length} day(s) that train it have room`);
    }
  }
  if (outside === 0) return null;
  return bad.length === 0 ? pass(`${outside} muscle(s) outside the band, each stated with its reason`) : fail(`week ${week.weekNumber}: ${bad.join("; ")}`);
}

const SIZE_GOALS = new Set(["hypertrophy", "muscle_gain"]);
const KNEE_FLEXION = /\b(leg curls?|hamstring curls?|nordic|slider curls?|ball curls?|glute[- ]ham|lying curls?|seated curls?|swiss ball curls?|stability ball (leg )?curls?)\b/i;

export function isKneeFlexion(e: AuditExercise): boolean {
  return isWorkSet(e) && trainsPrimary(e, "hamstrings") && (KNEE_FLEXION.test(e.name) || (/\bcurls?\b/i.test(e.name) && e.role !== "hinge"));
}

export function checkDirectWork(p: AuditProgram): Verdict | null {
  if (!SIZE_GOALS.has(p.goal)) return null;
  const week = firstTrainingWeek(p);
  if (!week) return null;
  const all = week.sessions.flatMap((s) => s.exercises);
  const missing: string[] = [];
  if (!all.some(isKneeFlexion)) missing.push("hamstrings (knee flexion)");
  if (!all.some((e) => trainsPrimary(e, "calves") && !/tibialis|toe raise/i.test(e.name))) missing.push("calves");
  // Direct arm work is single-joint on split programs: chin-ups and close-grip presses train the arms but
  // are not it (§5). A full-body week counts them (its days keep a quarter of their sets for the legs), and
  // so does a bodyweight or band plan.
  const loadingKit = week.sessions.some((s) => [...(s.equipment ?? [])].some(isLoadingEquipment));
  const split = !week.sessions.some((s) => s.workoutType === "full_body") && loadingKit;
  const arms = (e: AuditExercise, m: "biceps" | "triceps") => trainsPrimary(e, m) && !(split && e.isCompound);
  if (!all.some((e) => arms(e, "biceps"))) missing.push("biceps");
  if (!all.some((e) => arms(e, "triceps"))) missing.push("triceps");
  return missing.length === 0 ? pass() : fail(`no direct ${missing.join(", ")} in week ${week.weekNumber}`);
}

const weekSets = (w: AuditWeek) => w.sessions.reduce((s, x) => s + hardSets(x.exercises), 0);

function meanRpe(w: AuditWeek): number | null {
  const rpes = w.sessions.flatMap((s) => s.exercises.filter((e) => isWorkSet(e) && e.rpe !== null).map((e) => e.rpe as number));
  return rpes.length > 0 ? rpes.reduce((a, b) => a + b, 0) / rpes.length : null;
}

/**
 * The training week a deload at `i` halves (COACHING.md §8): the fullest of the block it closes
 * (the training weeks since the deload before), so a strength wave's light realisation week is not
 * the yardstick. The earliest of equals.
 */
export function fullestWeekBefore(p: AuditProgram, i: number): AuditWeek | undefined {
  let best: AuditWeek | undefined;
  for (let j = i - 1; j >= 0 && !p.weeks[j].isDeload; j--) {
    if (!best || weekSets(p.weeks[j]) >= weekSets(best)) best = p.weeks[j];
  }
  return best;
}

/** Each deload: at most ~60% of the block's fullest week's sets and about two RPE points under the week before. */
export function checkDeloadsLighter(p: AuditProgram): Verdict | null {
  const bad: string[] = [];
  let seen = 0;
  p.weeks.forEach((w, i) => {
    if (!w.isDeload || i === 0) return;
    seen += 1;
    const before = p.weeks[i - 1];
    const fullest = fullestWeekBefore(p, i) ?? before;
    const ratio = weekSets(fullest) > 0 ? weekSets(w) / weekSets(fullest) : 0;
    const r0 = meanRpe(before);
    const r1 = meanRpe(w);
    const rpeDrop = r0 !== null && r1 !== null ? r0 - r1 : 2;
    if (ratio > 0.6 || rpeDrop < 1.5) bad.push(`week ${w.weekNumber}: ${Math.round(ratio * 100)}% of the sets, RPE −${rpeDrop.toFixed(1)}`);
  });
  if (seen === 0) return null;
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** Deloads every 4-6 weeks; closer only with a warning in the notes. */
export function checkDeloadSpacing(p: AuditProgram): Verdict | null {
  const at = p.weeks.filter((w) => w.isDeload).map((w) => w.weekNumber);
  if (at.length === 0) return null;
  const gaps = at.map((w, i) => w - (i === 0 ? 0 : at[i - 1]));
  const tooClose = gaps.some((g) => g < 4);
  if (!tooClose) return pass(`deload weeks ${at.join(", ")}`);
  const warned = p.notes.some((n) => /deload/i.test(n));
  return warned ? pass("close deloads, with a warning") : fail(`deload weeks ${at.join(", ")} with no warning`);
}

/** The training weeks between two deloads, block by block. */
function blocksBetweenDeloads(p: AuditProgram): AuditWeek[][] {
  const blocks: AuditWeek[][] = [[]];
  for (const w of p.weeks) {
    if (w.isDeload) blocks.push([]);
    else blocks[blocks.length - 1].push(w);
  }
  return blocks;
}

/** Per day of the week, the same main lift in every training week between two deloads. */
export function checkMainLiftsStable(p: AuditProgram): Verdict | null {
  const blocks = blocksBetweenDeloads(p);
  const bad: string[] = [];
  let judged = false;
  for (const block of blocks) {
    if (block.length < 2) continue;
    const days = Math.max(...block.map((w) => w.sessions.length));
    for (let d = 0; d < days; d++) {
      const mains = block.map((w) => (w.sessions[d] ? mainLift(w.sessions[d].exercises)?.name : undefined));
      if (mains.every((m) => m === undefined)) continue;
      judged = true;
      const distinct = [...new Set(mains)];
      if (distinct.length > 1) bad.push(`weeks ${block[0].weekNumber}-${block[block.length - 1].weekNumber} day ${d + 1}: ${distinct.join(" / ")}`);
    }
  }
  if (!judged) return null;
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

/**
 * Per day of the week, the same secondary lifts (the next one or two multi-joint lifts after the main
 * one, COACHING.md §1) in every training week between two deloads, whatever the variety setting
 * (§7: keep the lifts for the block, rotate accessories). Order aside: a set moved between them is not a change.
 */
export function checkSecondaryLiftsStable(p: AuditProgram): Verdict | null {
  const blocks = blocksBetweenDeloads(p);
  const bad: string[] = [];
  let judged = false;
  for (const block of blocks) {
    if (block.length < 2) continue;
    const days = Math.max(...block.map((w) => w.sessions.length));
    for (let d = 0; d < days; d++) {
      const sets = block.map((w) => (w.sessions[d] ? liftsAfterMain(w.sessions[d].exercises).filter((e) => repUnit(e) === "reps").slice(0, 2).map((e) => e.name).sort().join(" + ") : ""));
      if (sets.every((x) => x === "")) continue;
      judged = true;
      const distinct = [...new Set(sets)];
      if (distinct.length > 1) bad.push(`weeks ${block[0].weekNumber}-${block[block.length - 1].weekNumber} day ${d + 1}: ${distinct.join(" / ")}`);
    }
  }
  if (!judged) return null;
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

/**
 * Volume figures in the plan's words against the plan: "volume NN%" in a
 * week's description is that week's hard sets against week 1's (±5 points);
 * "volume tapers from A% to B%" is the first and last training week's;
 * a deload protocol's "half the sets" / "volume 50%" is the deload week
 * against the block's fullest week (±10 points).
 */
export function checkVolumeWords(p: AuditProgram): Verdict | null {
  const first = firstTrainingWeek(p);
  if (!first || weekSets(first) === 0) return null;
  const base = weekSets(first);
  const bad: string[] = [];
  let judged = false;
  for (const [i, w] of p.weeks.entries()) {
    const claim = /volume\s+(\d+)%/i.exec(w.description);
    if (claim && !w.isDeload) {
      judged = true;
      const actual = Math.round((weekSets(w) / base) * 100);
      if (Math.abs(actual - Number(claim[1])) > 5) bad.push(`week ${w.weekNumber} says volume ${claim[1]}%, has ${actual}%`);
    }
    const half = w.isDeload && i > 0 && (/half the sets|volume 50%/i.test(p.deloadProtocol) || /half the sets/i.test(w.description));
    if (half) {
      judged = true;
      const actual = Math.round((weekSets(w) / Math.max(1, weekSets(fullestWeekBefore(p, i) ?? p.weeks[i - 1]))) * 100);
      if (Math.abs(actual - 50) > 10) bad.push(`deload week ${w.weekNumber} says half the sets, has ${actual}% of the block's fullest week`);
    }
  }
  const taper = /volume tapers from (\d+)% to (\d+)%/i.exec(p.progressionScheme);
  const training = p.weeks.filter((w) => !w.isDeload && w.sessions.length > 0);
  if (taper && training.length > 1) {
    judged = true;
    const last = Math.round((weekSets(training[training.length - 1]) / base) * 100);
    if (Math.abs(last - Number(taper[2])) > 5) bad.push(`text says volume tapers to ${taper[2]}%, last training week has ${last}%`);
  }
  if (!judged) return null;
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

/**
 * Past the beginner stage an exercise gets at least two hard sets in a training week (§4:
 * intermediates 3-4, advanced 3-6): a day of 1-set pieces should merge or drop them. Deloads may halve to one.
 */
export function checkNoSingleSets(p: AuditProgram): Verdict | null {
  if (isBeginner(p.level)) return null;
  const singles: string[] = [];
  let judged = false;
  for (const w of p.weeks) {
    if (w.isDeload) continue;
    for (const [d, s] of w.sessions.entries()) {
      for (const e of s.exercises) {
        if (!isWorkSet(e) || e.rpe === null || repUnit(e) === "minutes") continue;
        judged = true;
        if (e.sets < 2) singles.push(`week ${w.weekNumber} day ${d + 1}: ${e.name} 1 set`);
      }
    }
  }
  if (!judged) return null;
  return singles.length === 0 ? pass() : fail(`${singles.length} single sets, e.g. ${singles.slice(0, 3).join("; ")}`);
}

/**
 * A deload says what it prescribes (COACHING.md §8: the same exercises, about half the sets, RPE −2,
 * loads ~85-90% of the week before): every working set sits at least two RPE points under the same
 * exercise the week before (RPE 4 at the lowest: a deload is not a rest day); its "leave N reps in
 * reserve", "RPE N", "N% of your training max" and "N% of last week's load" agree with its RPE and
 * with the week before's figure; the % never asks for more than the chart gives at that RPE (a load
 * that implies a harder effort than the RPE printed beside it); and the week's "RPE N or lower" is
 * not under the week's own highest RPE.
 */
export function checkDeloadWords(p: AuditProgram): Verdict | null {
  const bad: string[] = [];
  let judged = false;
  p.weeks.forEach((w, i) => {
    if (!w.isDeload || i === 0) return;
    const before = p.weeks[i - 1];
    const rpes: number[] = [];
    w.sessions.forEach((s, d) => {
      const prior = new Map((before.sessions[d]?.exercises ?? []).map((e) => [e.id, e]));
      for (const e of s.exercises) {
        if (!isWorkSet(e) || e.rpe === null) continue;
        judged = true;
        rpes.push(e.rpe);
        const at = `week ${w.weekNumber} ${e.name}`;
        const was = prior.get(e.id);
        if (was?.rpe != null && e.rpe > Math.max(4, was.rpe - 2)) bad.push(`${at}: RPE ${e.rpe} after ${was.rpe}`);
        const rir = /leave (\d+)(?:-(\d+))? reps? in reserve/i.exec(e.notes);
        if (rir && (10 - e.rpe < Number(rir[1]) || 10 - e.rpe > Number(rir[2] ?? rir[1]))) bad.push(`${at}: "leave ${rir[1]}${rir[2] ? `-${rir[2]}` : ""} in reserve" at RPE ${e.rpe}`);
        for (const m of e.notes.matchAll(/\bRPE (\d+(?:\.\d+)?)\b/g)) if (Number(m[1]) > e.rpe) bad.push(`${at}: the text says RPE ${m[1]}, the set RPE ${e.rpe}`);
        const tm = /(\d+)% of your training max/.exec(e.notes);
        const low = repBounds(e)?.low;
        if (tm && low !== undefined && repUnit(e) === "reps" && Number(tm[1]) > percentOfTrainingMax(low, e.rpe) + 3) {
          bad.push(`${at}: ${tm[1]}% of the training max for ${low} reps is harder than RPE ${e.rpe} (${Math.round(percentOfTrainingMax(low, e.rpe))}%)`);
        }
        const share = /(\d+)% of last week's load/.exec(e.notes);
        const wasTm = was ? /(\d+)% of your training max/.exec(was.notes) : null;
        if (share && tm && wasTm && Math.abs(Math.round((100 * Number(tm[1])) / Number(wasTm[1])) - Number(share[1])) > 1) {
          bad.push(`${at}: "${share[1]}% of last week's load" but ${tm[1]}% against ${wasTm[1]}%`);
        }
      }
    });
    // "Two lower at most" beside a set that drops further is the text contradicting the plan.
    const atMost = [w.description, p.deloadProtocol].some((t) => /RPE two lower (at most|or less)/i.test(t));
    w.sessions.forEach((s, d) => {
      const prior = new Map((before.sessions[d]?.exercises ?? []).map((e) => [e.id, e.rpe]));
      for (const e of s.exercises) {
        const was = prior.get(e.id);
        if (atMost && isWorkSet(e) && e.rpe !== null && was != null && was - e.rpe > 2.5) bad.push(`week ${w.weekNumber} says RPE two lower at most, ${e.name} drops ${was - e.rpe}`);
      }
    });
    const said = /RPE (\d+) or lower/.exec(w.description);
    if (said && rpes.length > 0 && Math.max(...rpes) > Number(said[1])) bad.push(`week ${w.weekNumber} says RPE ${said[1]} or lower, has RPE ${Math.max(...rpes)}`);
  });
  if (!judged) return null;
  return bad.length === 0 ? pass() : fail(`${bad.length} disagreements, e.g. ${bad.slice(0, 3).join("; ")}`);
}

const GOAL_WORDS: Readonly<Record<string, RegExp>> = {
  strength: /load on the main lifts/i,
  power: /load on the main lifts/i,
  hypertrophy: /reps, then load|reps first, then load|double progression|rep range[^.]*smallest load step/i,
  endurance: /reps first, then density/i,
  fat_loss: /keeps the muscle[^.]*aerobic/i,
  general_fitness: /rep range[^.]*smallest load step/i,
};

/**
 * The progression text fits the goal (COACHING.md §7: strength by load on the main lifts, size by
 * reps then load, endurance by reps and density, fat loss keeping the strength and adding aerobic
 * minutes) and makes no claim the plan contradicts: "the sessions have no room for more" only where
 * every lifting day of the week it speaks of is full on the clock or at 25 hard sets an hour (the
 * first block's last training week for the scheme, the week itself for a description), and no
 * "add 5-10%" for every exercise alike.
 */
export function checkProgressionWords(p: AuditProgram): Verdict | null {
  const training = p.weeks.filter((w) => !w.isDeload && w.sessions.length > 0);
  if (training.length === 0) return null;
  const bad: string[] = [];
  const full = (w: AuditWeek) => p.sessionMinutes !== undefined && w.sessions.every((s) => s.workoutType === "cardio" || isFullSession(s, p.sessionMinutes as number));
  const firstDeload = p.weeks.findIndex((w) => w.isDeload);
  const firstBlock = training.filter((w) => firstDeload < 0 || w.weekNumber < p.weeks[firstDeload].weekNumber);
  if (/no room for more/.test(p.progressionScheme) && firstBlock.length > 0 && !full(firstBlock[firstBlock.length - 1])) bad.push(`the scheme says the sessions have no room for more; week ${firstBlock[firstBlock.length - 1].weekNumber} has room`);
  for (const w of training) if (/no room for more/.test(w.description) && !full(w)) bad.push(`week ${w.weekNumber} says no room for more, has room`);
  if (/add 5-10%/i.test(p.progressionScheme)) bad.push("a blanket 'add 5-10%'");
  const words = GOAL_WORDS[p.goal];
  if (words && !words.test(p.progressionScheme)) bad.push(`no ${p.goal.replace(/_/g, " ")} progression in the text`);
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

const PAIN_RULE_WORDS = /pain during a set at most 3\/10/i;
const RED_FLAG_WORDS = /numbness.*night pain.*(after a fall|fall).*loss of strength.*(see a professional|professional)/i;

/** A program for someone with a stated injury says the pain rule and the red flags once in its notes (§2). */
export function checkInjuryNotes(p: AuditProgram, injuries: ReadonlySet<string>): Verdict | null {
  if (injuries.size === 0) return null;
  const missing: string[] = [];
  if (!p.notes.some((n) => PAIN_RULE_WORDS.test(n))) missing.push("pain rule");
  if (!p.notes.some((n) => RED_FLAG_WORDS.test(n))) missing.push("red flags");
  return missing.length === 0 ? pass() : fail(`no ${missing.join(" or ")} in the notes`);
}

export const VOLUME_AND_DELOAD_RULES: readonly Rule<AuditProgram>[] = [
  { id: "weekly-band", title: "week 1: chest/back/quads/hamstrings sets in the level band", check: checkWeeklyBand },
  // Counted apart from the rule above, not as passes: a shortfall the plan states, with a true reason.
  { id: "weekly-band-stated", title: "  outside the band: stated in the notes, figure and reason true", check: checkBandShortfallStated },
  { id: "direct-work", title: "size goal: direct knee-flexion, calf, biceps, triceps work", check: checkDirectWork },
  { id: "deload-lighter", title: "deloads ~half the sets and RPE -2", check: checkDeloadsLighter },
  { id: "deload-words", title: "deloads: RPE -2, and the text's RPE and loads agree with it", check: checkDeloadWords },
  { id: "progression-words", title: "progression text fits the goal, no false 'no room for more'", check: checkProgressionWords },
  { id: "deload-spacing", title: "deloads every 4-6 weeks (closer only with a warning)", check: checkDeloadSpacing },
  { id: "main-lifts-stable", title: "main lifts stable within a block", check: checkMainLiftsStable },
  { id: "secondary-lifts-stable", title: "secondary lifts stable within a block", check: checkSecondaryLiftsStable },
  { id: "volume-words", title: "the text's volume figures equal the plan's", check: checkVolumeWords },
  {
    id: "injury-notes",
    title: "injuries: pain rule and red flags in the notes",
    // The program's days carry the person's injuries; any day will do.
    check: (p) => checkInjuryNotes(p, p.weeks.find((w) => w.sessions.length > 0)?.sessions[0]?.injuries ?? new Set()),
  },
  { id: "no-single-sets", title: "intermediate/advanced: >= 2 hard sets per exercise", check: checkNoSingleSets },
];

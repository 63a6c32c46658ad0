"use client";
/**
 * The account page's calls: the records API on the user's own record (its rules
 * allow only the owner), and an export of everything the account owns.
 */
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { signIn, signOut } from "@/lib/auth/auth.client";
import { historyCsv } from "@/lib/sessions/csv";
import { sessionStart } from "@/lib/training/dashboard";
import type { WeightUnit } from "@/lib/sessions/units";

function keepRecord(updated: RecordModel) {
  const store = pb().authStore;
  if (store.token) store.save(store.token, updated);
}

/** Name and time zone ("" follows the browser). */
export async function updateProfile(userId: string, profile: { name: string; timeZone: string }): Promise<void> {
  keepRecord(await pb().collection("users").update(userId, profile));
}

/** A new sign-in e-mail needs the current password (PocketBase's oldPassword rule). */
export async function changeEmail(userId: string, email: string, oldPassword: string): Promise<void> {
  keepRecord(await pb().collection("users").update(userId, { email, oldPassword }));
}

/**
 * A new password renews the account's token key, which ends every session,
 * this one included; this device signs straight back in with the new password.
 */
export async function changePassword(userId: string, email: string, oldPassword: string, password: string): Promise<void> {
  await pb().collection("users").update(userId, { oldPassword, password, passwordConfirm: password });
  await signIn(email, password);
}

const owned = (field: string, userId: string) => pb().filter(`${field} = {:user}`, { user: userId });

/** Everything the account owns, as the API returns it (hidden fields such as the password hash never leave the server). */
export async function exportAll(userId: string): Promise<Record<string, unknown>> {
  const all = (collection: string, filter: string, sort = "created") => pb().collection(collection).getFullList({ batch: 500, filter, sort });
  const programs = await all("training_programs", owned("user", userId));
  const programIds = programs.map((p) => p.id);
  const inPrograms = (field: string) => (programIds.length ? programIds.map((id) => pb().filter(`${field} = {:id}`, { id })).join(" || ") : `id = ""`);
  const weeks = programIds.length ? await all("program_weeks", inPrograms("trainingProgram")) : [];
  const days = programIds.length ? await all("program_days", inPrograms("programWeek.trainingProgram")) : [];
  return {
    exportedAt: new Date().toISOString(),
    account: await pb().collection("users").getOne(userId),
    workouts: await all("workouts", owned("userProfile", userId)),
    trainingPrograms: programs,
    programWeeks: weeks,
    programDays: days,
    workoutSessions: await all("workout_sessions", owned("user", userId), "startedAt"),
    workoutSets: await all("workout_sets", owned("user", userId)),
    gymProfiles: await all("gym_profiles", owned("user", userId)),
    customExercises: await customExercises(userId),
  };
}

/** The exercises an import kept as this user's own: not in the library's list, so read through the sets that use them. */
async function customExercises(userId: string): Promise<unknown[]> {
  const sets = await pb()
    .collection("workout_sets")
    .getFullList({ batch: 500, filter: pb().filter("user = {:u} && exercise.owner = {:u}", { u: userId }), expand: "exercise", fields: "expand.exercise" });
  const byId = new Map<string, unknown>();
  for (const s of sets) {
    const e = s.expand?.exercise as { id?: string } | undefined;
    if (e?.id) byId.set(e.id, e);
  }
  return [...byId.values()];
}

/** The training log as the history page's CSV (one row per set). */
export async function exportCsv(userId: string, unit: WeightUnit): Promise<string> {
  const sessions = await pb().collection("workout_sessions").getFullList({ batch: 500, filter: owned("user", userId), sort: "-startedAt,-created" });
  const sets = await pb()
    .collection("workout_sets")
    .getFullList({ batch: 500, filter: owned("user", userId), sort: "created", expand: "exercise", fields: "session,setNumber,reps,weight,rpe,completed,expand.exercise.name" });
  return historyCsv(
    sessions.map((s) => ({ id: s.id, name: s.name || s.notes || "Workout session", startedAt: sessionStart(s), durationMinutes: s.durationMinutes, status: s.status })),
    sets.map((s) => ({ session: s.session, exerciseName: s.expand?.exercise?.name ?? "", setNumber: s.setNumber, reps: s.reps, weight: s.weight, rpe: s.rpe, completed: s.completed })),
    unit,
  );
}

/** Deletes the account; the database removes its sessions, sets, workouts and programs with it (ON DELETE CASCADE). */
export async function deleteAccount(userId: string): Promise<void> {
  await pb().collection("users").delete(userId);
  await signOut();
}

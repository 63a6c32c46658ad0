import "server-only";
/**
 * The workout pages' first screen, fetched on the server (issue 22) with the
 * loaders the hooks use (library-load.ts) under the hooks' keys.
 *
 * Both pages key their queries by the signed-in user id, which the browser
 * reads from the SDK's storage only after hydration (null before): the server
 * fills the null key, so it reads as a visitor. A signed-in lifter's own
 * workouts then join the list when the hooks ask with their id, as before.
 */
import type { DehydratedState } from "@tanstack/react-query";
import { EXERCISE_COUNT_KEY, EXERCISE_COUNT_QUERY } from "@/lib/exercises/queries";
import { prefetchState, serverList, serverReader, toSearchParams } from "@/lib/server/prefetch.server";
import { parseLibraryParams } from "./library";
import {
  exercisesByIdsKey,
  FIGURES_KEY,
  libraryKey,
  loadExercisesByIds,
  loadFigures,
  loadLibrary,
  loadPopularity,
  loadReferenceList,
  loadWorkout,
  REFERENCE_LISTS,
  workoutKey,
  workoutSessionsKey,
} from "./library-load";

const visitor = serverReader("visitor");

/** /workouts: the list the address describes, the exercise count and the hero figures. */
export function workoutLibraryState(search: Record<string, string | string[] | undefined>): Promise<DehydratedState> {
  const state = parseLibraryParams(toSearchParams(search));
  return prefetchState((client) => [
    client.prefetchQuery({ queryKey: libraryKey(state.search, state.filters, state.sort, null), queryFn: () => loadLibrary(visitor, state.search, state.filters, state.sort) }),
    client.prefetchQuery({ queryKey: EXERCISE_COUNT_KEY, queryFn: async () => (await serverList("exercises", EXERCISE_COUNT_QUERY, "visitor")).totalItems }),
    client.prefetchQuery({ queryKey: FIGURES_KEY, queryFn: () => loadFigures(visitor) }),
    client.prefetchQuery({ queryKey: REFERENCE_LISTS.muscles.key, queryFn: () => loadReferenceList(visitor, "muscles"), staleTime: Infinity }),
    client.prefetchQuery({ queryKey: REFERENCE_LISTS.equipment.key, queryFn: () => loadReferenceList(visitor, "equipment"), staleTime: Infinity }),
  ]);
}

/** /workouts/[id]: the workout, its exercises and how often it was logged. */
export function workoutDetailState(id: string): Promise<DehydratedState> {
  return prefetchState((client) => [
    (async () => {
      const workout = await loadWorkout(visitor, id);
      client.setQueryData(workoutKey(id, null), workout);
      const ids = workout.exercises ?? [];
      await client.prefetchQuery({ queryKey: exercisesByIdsKey(ids), queryFn: () => loadExercisesByIds(visitor, ids) });
    })(),
    client.prefetchQuery({ queryKey: workoutSessionsKey(id, null), queryFn: async () => (await loadPopularity(visitor, [id])).get(id) ?? 0 }),
  ]);
}

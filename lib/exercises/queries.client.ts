"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { sdkReader } from "@/lib/client/sdk-reader";
import { rankRelated, relatedQuery } from "@/lib/exercises/detail";
import { exerciseFilter, LIST_GROUPS, nextPageNumber, type ExerciseFilters, type ExerciseSort, type SortOrder } from "@/lib/exercises/library";
import { LOOKUPS_KEY, resolverOf, type LookupsAnswer } from "@/lib/exercises/lookups";
import {
  CARD_EXPAND,
  DETAIL_EXPAND,
  EXERCISE_COUNT_KEY,
  EXERCISE_COUNT_QUERY,
  exerciseLibraryKey,
  exerciseOneKey,
  exerciseUsageKey,
  loadExerciseUsage,
  exercisePageQuery,
  popularPageQuery,
  toPage,
} from "@/lib/exercises/queries";
import type { PrescriptionRanges } from "@/lib/training/catalogue";
import type { ProgressAnswer } from "@/lib/sessions/exercise-progress";

export type Named = RecordModel & { name: string };
export type MuscleRecord = Named & { muscleGroup?: string; bodyMapRegion?: string; synonyms?: string[] };

export type ExerciseRecord = RecordModel &
  PrescriptionRanges & {
  name: string;
  created: string;
  updated: string;
  description?: string;
  shortDescription?: string;
  instructions?: string;
  usageInstructions?: string;
  safetyNotes?: string;
  exerciseImage?: string;
  videoUrl?: string;
  demonstrationVideo?: string[];
  animatedDemo?: string[];
  demonstrationVideoUrl?: string;
  animatedDemoUrl?: string;
  difficultyLevel: number;
  technicalComplexity: number;
  mobilityLevel: number;
  isCompound: boolean;
  isUnilateral: boolean;
  requiresSpotter: boolean;
  tempoEccentric: number;
  tempoIsometric: number;
  tempoConcentric: number;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  equipmentRequired: string[];
  contraindications: string[];
  movementPattern?: string[];
  category?: string;
  minExperienceLevel?: string;
  expand?: Record<string, unknown>;
};

export { LOOKUP_COLLECTIONS, resolverOf } from "@/lib/exercises/lookups";
export type Lookups = Record<string, Named[]>;

/**
 * The filter panel's 7 lookup lists in one cached answer (GET /api/lookups,
 * ETag by catalogue version). They change only with a migration: kept for the
 * session, and usually already in the page's HTML.
 */
export function useLookups() {
  return useQuery({
    queryKey: LOOKUPS_KEY,
    staleTime: Infinity,
    queryFn: async (): Promise<Lookups> => (await pb().send<LookupsAnswer>("/api/lookups", { method: "GET" })).lists as Lookups,
  });
}

export interface ExercisePage {
  items: ExerciseRecord[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** Popular: one page ranked by real use on the server (GET /api/exercises/popular). */
async function popularPage(filter: string, order: SortOrder, page: number): Promise<ExercisePage> {
  return toPage(await pb().send<ExercisePage>("/api/exercises/popular", { method: "GET", query: popularPageQuery(filter, order, page) }));
}

/** The library list (spec 3 §7): pages of 24 with the filter, sort and expand. */
export function useExerciseList(search: string, filters: ExerciseFilters, sort: ExerciseSort, order: SortOrder, lookups: Lookups | undefined) {
  const needsLookups = LIST_GROUPS.some((g) => filters[g].length > 0);
  const filter = exerciseFilter(search, filters, resolverOf(lookups));
  return useInfiniteQuery({
    queryKey: exerciseLibraryKey(filter, sort, order),
    enabled: !needsLookups || lookups !== undefined,
    initialPageParam: 1,
    retry: 1,
    getNextPageParam: (last: ExercisePage) => nextPageNumber(last.page, last.totalPages),
    queryFn: async ({ pageParam }): Promise<ExercisePage> => {
      if (sort === "popularity") return popularPage(filter, order, pageParam);
      const { page, perPage, ...options } = exercisePageQuery(filter, sort, order, pageParam);
      return toPage(await pb().collection("exercises").getList<ExerciseRecord>(page, perPage, options));
    },
  });
}

/** The catalogue size for the header (the real total). */
export function useExerciseTotal() {
  return useQuery({
    queryKey: EXERCISE_COUNT_KEY,
    staleTime: Infinity,
    queryFn: async () => {
      const { page, perPage, fields } = EXERCISE_COUNT_QUERY;
      return (await pb().collection("exercises").getList(page, perPage, { fields })).totalItems;
    },
  });
}

export { CARD_EXPAND, DETAIL_EXPAND };

export function useExercise(id: string) {
  return useQuery({
    queryKey: exerciseOneKey(id),
    enabled: Boolean(id),
    retry: (count, error) => {
      const status = (error as { status?: number })?.status;
      return status !== 404 && status !== 400 && count < 2;
    },
    queryFn: () => pb().collection("exercises").getOne<ExerciseRecord>(id, { expand: DETAIL_EXPAND }),
  });
}

export function useRelatedExercises(exercise: ExerciseRecord | undefined) {
  const query = exercise ? relatedQuery(exercise) : null;
  return useQuery({
    queryKey: ["exercises", "related", exercise?.id ?? ""],
    enabled: query !== null,
    queryFn: async () => {
      const q = query!;
      const candidates = (await pb().collection("exercises").getList<ExerciseRecord>(1, q.perPage, { filter: q.filter, sort: q.sort, expand: q.expand })).items;
      return rankRelated(exercise!, candidates);
    },
  });
}

/** Times this exercise is used: saved workouts that list it and sessions that performed it. */
export function useExerciseUsage(id: string) {
  return useQuery({
    queryKey: exerciseUsageKey(id),
    enabled: Boolean(id),
    queryFn: () => loadExerciseUsage(sdkReader, id),
  });
}

/** The address of one of a record's files (demonstration media). */
export function fileUrl(record: RecordModel, filename: string): string {
  return pb().files.getURL(record, filename);
}

/** The signed-in lifter's own history of this exercise (GET /api/exercises/{id}/progress); off for visitors. */
export function useExerciseProgress(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: ["exercises", "progress", id],
    enabled: Boolean(id) && signedIn,
    queryFn: () => pb().send<ProgressAnswer>(`/api/exercises/${encodeURIComponent(id)}/progress`, { method: "GET" }),
  });
}

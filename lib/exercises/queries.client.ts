"use client";

import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { rankRelated, relatedQuery } from "@/lib/exercises/detail";
import {
  EXERCISE_PAGE_SIZE,
  exerciseFilter,
  exerciseSortParam,
  GROUP_COLLECTION,
  LIST_GROUPS,
  nextPageNumber,
  rankByPopularity,
  type ExerciseFilters,
  type ExerciseSort,
  type IdResolver,
  type SortOrder,
  type Usage,
} from "@/lib/exercises/library";
import type { PrescriptionRanges } from "@/lib/training/catalogue";
import type { ProgressAnswer } from "@/lib/sessions/exercise-progress";
import { PAGE_SIZES } from "@/lib/training/constants";

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

/** The lookup collections of the filter panel, sorted by name. */
export const LOOKUP_COLLECTIONS = [...new Set(LIST_GROUPS.map((g) => GROUP_COLLECTION[g]))];
export type Lookups = Record<string, Named[]>;

/** Reference lists change only with a migration: kept for the session. */
export function useLookups() {
  return useQuery({
    queryKey: ["exercises", "lookups"],
    staleTime: Infinity,
    queryFn: async (): Promise<Lookups> => {
      const lists = await Promise.all(
        LOOKUP_COLLECTIONS.map((c) => pb().collection(c).getList<Named>(1, PAGE_SIZES.referenceLists, { sort: c === "experience_levels" ? "rank" : "name" })),
      );
      return Object.fromEntries(LOOKUP_COLLECTIONS.map((c, i) => [c, lists[i].items]));
    },
  });
}

export function resolverOf(lookups: Lookups | undefined): IdResolver {
  const index = new Map<string, string>();
  for (const [collection, items] of Object.entries(lookups ?? {})) for (const item of items) index.set(`${collection}:${item.name}`, item.id);
  return (collection, name) => index.get(`${collection}:${name}`);
}

/** Uses per exercise from /api/exercises/popularity (a missing id was never used). */
export async function fetchExerciseUsage(ids?: readonly string[]): Promise<Map<string, Usage>> {
  const query = ids && ids.length > 0 ? `?ids=${ids.join(",")}` : "";
  const body = await pb().send<{ items: Array<{ id: string } & Usage>}>(`/api/exercises/popularity${query}`, { method: "GET" });
  return new Map(body.items.map((i) => [i.id, { workouts: i.workouts, sessions: i.sessions }]));
}

export const CARD_EXPAND = "primaryMuscles,secondaryMuscles,equipmentRequired";

export interface ExercisePage {
  items: ExerciseRecord[];
  page: number;
  totalPages: number;
  totalItems: number;
}

function byIdsFilter(ids: readonly string[]): string {
  return pb().filter(ids.map((_, i) => `id = {:id${i}}`).join(" || "), Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
}

/**
 * Popular: every match ranked by real use (ids only, one light call plus the
 * usage counts, cached per filter), then each page of 24 loaded in full.
 */
async function popularPage(client: QueryClient, filter: string, order: SortOrder, page: number): Promise<ExercisePage> {
  const ranked = await client.fetchQuery({
    queryKey: ["exercises", "ranked", filter, order],
    staleTime: 60_000,
    queryFn: async () => {
      const [light, usage] = await Promise.all([
        pb().collection("exercises").getFullList<{ id: string }>({ filter, sort: "name", fields: "id", batch: 1000 }),
        fetchExerciseUsage(),
      ]);
      return rankByPopularity(light, usage, order).map((e) => e.id);
    },
  });
  const slice = ranked.slice((page - 1) * EXERCISE_PAGE_SIZE, page * EXERCISE_PAGE_SIZE);
  const totalPages = Math.ceil(ranked.length / EXERCISE_PAGE_SIZE);
  if (slice.length === 0) return { items: [], page, totalPages, totalItems: ranked.length };
  const full = await pb().collection("exercises").getList<ExerciseRecord>(1, slice.length, { filter: byIdsFilter(slice), expand: CARD_EXPAND });
  const index = new Map(full.items.map((e) => [e.id, e]));
  return { items: slice.map((id) => index.get(id)).filter((e): e is ExerciseRecord => Boolean(e)), page, totalPages, totalItems: ranked.length };
}

/** The library list (spec 3 §7): pages of 24 with the filter, sort and expand. */
export function useExerciseList(search: string, filters: ExerciseFilters, sort: ExerciseSort, order: SortOrder, lookups: Lookups | undefined) {
  const client = useQueryClient();
  const needsLookups = LIST_GROUPS.some((g) => filters[g].length > 0);
  const filter = exerciseFilter(search, filters, resolverOf(lookups));
  return useInfiniteQuery({
    queryKey: ["exercises", "library", filter, sort, order],
    enabled: !needsLookups || lookups !== undefined,
    initialPageParam: 1,
    retry: 1,
    getNextPageParam: (last: ExercisePage) => nextPageNumber(last.page, last.totalPages),
    queryFn: async ({ pageParam }): Promise<ExercisePage> => {
      if (sort === "popularity") return popularPage(client, filter, order, pageParam);
      const list = await pb()
        .collection("exercises")
        .getList<ExerciseRecord>(pageParam, EXERCISE_PAGE_SIZE, { filter, sort: exerciseSortParam(sort, order), expand: CARD_EXPAND });
      return { items: list.items, page: list.page, totalPages: list.totalPages, totalItems: list.totalItems };
    },
  });
}

/** The catalogue size for the header (the real total). */
export function useExerciseTotal() {
  return useQuery({
    queryKey: ["exercises", "count"],
    staleTime: Infinity,
    queryFn: async () => (await pb().collection("exercises").getList(1, 1, { fields: "id" })).totalItems,
  });
}

export const DETAIL_EXPAND = [
  "primaryMuscles",
  "secondaryMuscles",
  "equipmentRequired",
  "category",
  "modality",
  "minExperienceLevel",
  "trainingType",
  "movementPattern",
  "bodyRegion",
  "contraindications",
  "joints",
  "mobilityRequirements",
  "tags",
  "forceType",
  "tips.tipCategory",
  "mistakes.mistakeType",
  "variations.variationType",
  "variations.equipment",
  "variations.exercise1.minExperienceLevel",
  "variations.exercise1.category",
  "variations.exercise2.minExperienceLevel",
  "variations.exercise2.category",
].join(",");

export function useExercise(id: string) {
  return useQuery({
    queryKey: ["exercises", "one", id],
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
    queryKey: ["exercises", "usage", id],
    enabled: Boolean(id),
    queryFn: async (): Promise<Usage> => (await fetchExerciseUsage([id])).get(id) ?? { workouts: 0, sessions: 0 },
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

"use client";

import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClientResponseError, type RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import type { ProgramGenerationRequest, ReferenceLists } from "@/lib/programs/builder-config";
import type { LibraryFilters, LibrarySort, PopularityCount } from "@/lib/programs/library";
import { popularityIds, popularityKey, programKey, programListKey, programListQuery } from "@/lib/programs/query-keys";
import { PROGRAM_EXPAND, PROGRAM_FIELDS } from "@/lib/programs/record-query";
import { PAGE_SIZES } from "@/lib/training/constants";

/** One training_programs record with everything the result and detail pages show. */
export function fetchProgram(id: string): Promise<RecordModel> {
  return pb().collection("training_programs").getOne(id, { expand: PROGRAM_EXPAND, fields: PROGRAM_FIELDS });
}

/** A 404 from the API: the program is missing, removed or private. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404;
}

export function useProgram(id: string) {
  return useQuery({
    queryKey: programKey(id),
    queryFn: () => fetchProgram(id),
    // A missing program stays missing: no retries for a 404.
    retry: (count, error) => !isNotFound(error) && count < 3,
  });
}

export interface GenerateAnswer {
  success?: boolean;
  program?: { id?: string };
}

/** `readiness` is the readiness screen's outcome (lib/training/readiness.ts), sent only on a "yes". */
export async function generateProgram(request: ProgramGenerationRequest & { readiness?: { conservative: true } }): Promise<string> {
  const answer = await pb().send<GenerateAnswer>("/api/programs/generate", { method: "POST", body: request });
  const id = answer?.program?.id;
  if (answer?.success !== true || typeof id !== "string" || !id) throw new Error("The generator returned no program.");
  return id;
}

export type ProgramListItem = RecordModel & {
  name: string;
  description?: string;
  author?: string;
  durationWeeks?: number;
  trainingDaysPerWeek?: number;
  programType?: string[];
  user?: string;
  isTemplate?: boolean;
  isPublic?: boolean;
  expand?: { experienceLevel?: { name: string }[]; primaryGoal?: { name: string }[] };
};

/** Spec 3 §7: page 1, 50 per page, with the filter and sort of the library. */
export function useProgramList(search: string, filters: LibraryFilters, sort: LibrarySort, userId: string | null) {
  const { page, perPage, ...options } = programListQuery(search, filters, sort);
  return useQuery({
    queryKey: programListKey(search, filters, sort, userId),
    queryFn: () => pb().collection("training_programs").getList<ProgramListItem>(page, perPage, options),
  });
}

export function usePopularity(ids: string[], enabled: boolean) {
  const key = popularityIds(ids);
  return useQuery({
    queryKey: popularityKey(ids),
    enabled: enabled && ids.length > 0,
    queryFn: async () => {
      const answer = await pb().send<{ items: PopularityCount[] }>("/api/programs/popularity", { query: { ids: key } });
      return answer.items;
    },
  });
}

type Ref = RecordModel & { name: string };

function referenceQuery(collection: string, options: { sort?: string; filter?: string; fields: string }) {
  return {
    queryKey: ["reference", collection, options.filter ?? "", options.sort ?? ""],
    queryFn: () => pb().collection(collection).getFullList<Ref>({ batch: PAGE_SIZES.fullListBatch, ...options }),
  };
}

/** Spec 3 §7 "Program builder reference lists", all in full. */
const REFERENCE_QUERIES = [
  referenceQuery("contraindications", { sort: "name", fields: "id,name,injuryLabel" }),
  referenceQuery("muscles", { sort: "name", filter: "isActive = true", fields: "id,name,muscleGroup,synonyms" }),
  referenceQuery("body_regions", { sort: "name", fields: "id,name" }),
  referenceQuery("equipment", { sort: "category,name", fields: "id,name,category" }),
  referenceQuery("experience_levels", { sort: "rank", fields: "id,name" }),
  referenceQuery("fitness_goals", { sort: "name", fields: "id,name" }),
  referenceQuery("training_types", { sort: "name", fields: "id,name" }),
];

function asLists(data: (Ref[] | undefined)[]): ReferenceLists {
  const [contraindications, muscles, bodyRegions, equipment, , , trainingTypes] = data;
  return {
    contraindications: (contraindications ?? []) as ReferenceLists["contraindications"],
    muscles: (muscles ?? []) as ReferenceLists["muscles"],
    bodyRegions: bodyRegions ?? [],
    trainingTypes: trainingTypes ?? [],
    equipment: equipment ?? [],
  };
}

export function useReferenceLists() {
  const client = useQueryClient();
  const results = useQueries({ queries: REFERENCE_QUERIES });
  const [, muscles, , equipment] = results;
  return {
    refs: asLists(results.map((r) => r.data)),
    equipment: (equipment.data ?? []) as (Ref & { category?: string })[],
    muscles: muscles.data ?? [],
    status: { muscles, equipment },
    allLoaded: results.every((r) => r.isSuccess),
    /** Every list, from the cache when fresh: generation waits for them rather than sending unmatched names. */
    load: async (): Promise<ReferenceLists> => asLists(await Promise.all(REFERENCE_QUERIES.map((q) => client.fetchQuery(q)))),
  };
}

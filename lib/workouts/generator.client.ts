"use client";

import { pb } from "@/lib/client/pocketbase";
import type { GeneratorQuery } from "@/lib/workouts/generator";

/** The generator page's one list request (a filtered page of exercises). */
export function fetchGeneratorPage(q: GeneratorQuery) {
  return pb().collection("exercises").getList(q.page, q.perPage, { filter: q.filter, sort: q.sort, expand: q.expand });
}
